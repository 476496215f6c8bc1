extension HTMLPlayer {
    /// Exactly the text of the player's one executable `<script>` element: what a server
    /// hashes for its Content-Security-Policy (`script-src 'sha256-…'`).
    public static var inlineScript: String { "\n" + script }

    /// The player. It reads the embedded timeline document (and the interrupted legs) and
    /// shows their samples; it holds no motion model. No `</script`, no URL, no `console` call; it writes free
    /// text only through `textContent` and attributes, never as markup.
    static let script = #"""
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("herocat-timeline").textContent);
      var fps = data.fps;
      var ids = data.elements.map(function (element) { return element.id; });
      var frames = data.frames;
      // Legs of the transition interrupted mid-flight, computed by herocat's core.
      var interruptions = JSON.parse(document.getElementById("herocat-interruptions").textContent);
      var forwardLast = frames.length - 1;
      var last = forwardLast;
      var endTime = last / fps;
      var HOLD = 0.5;

      var canvas = document.getElementById("canvas");
      var boxes = [];
      Array.prototype.forEach.call(canvas.querySelectorAll(".el"), function (box) {
        boxes[Number(box.getAttribute("data-index"))] = box;
      });
      // Label places, best first, as the filmstrip uses them: [ax, bx, cx, ay, by, cy] puts a
      // label's corner at box.x + ax * box.width + bx * label.width + cx (likewise y).
      var labelPlaces = JSON.parse(canvas.getAttribute("data-label-places"));
      var labelSizes = null;
      var BORDER = 1.5;
      var playButton = document.getElementById("play");
      var dirButton = document.getElementById("dir");
      var speedButtons = Array.prototype.slice.call(document.querySelectorAll("[data-speed]"));
      var loopBox = document.getElementById("loop");
      var scrub = document.getElementById("scrub");
      var timeOut = document.getElementById("time");
      var plot = document.getElementById("plot");
      var playhead = document.getElementById("playhead");
      var plotX0 = Number(plot.getAttribute("data-x0"));
      var plotX1 = Number(plot.getAttribute("data-x1"));
      var plotT1 = Number(plot.getAttribute("data-t1"));

      // elapsed: seconds since the state change, in the current direction.
      // leg: the interrupted timeline being played (null: the forward timeline).
      var state = { elapsed: 0, playing: false, speed: 1, loop: false, back: false, leg: null, hold: 0, stamp: null, requested: false };

      function clampIndex(i) { return Math.min(last, Math.max(0, i)); }
      // The sample shown at `elapsed`: the last one at or before it.
      function indexAt(elapsed) { return clampIndex(Math.floor(elapsed * fps + 1e-6)); }
      function seconds(t) { return (Math.round(t * 1000) / 1000).toFixed(3) + " s"; }

      // Element j at timeline index k: the forward sample, or the leg's after its moment.
      function frameAt(k, j) {
        var leg = state.leg;
        if (leg && k > leg.sample) {
          var a = leg.frames[k - leg.sample - 1][j];
          return { x: a[0], y: a[1], width: a[2], height: a[3], cornerRadius: a[4], opacity: a[5] };
        }
        return frames[k].elements[ids[j]];
      }
      function timeAt(k) { return state.leg && k > state.leg.sample ? Math.round(k / fps * 10000) / 10000 : frames[k].t; }

      function setLeg(leg) {
        state.leg = leg;
        last = leg ? leg.sample + leg.frames.length : forwardLast;
        endTime = last / fps;
        scrub.max = String(last);
        if (leg) { canvas.setAttribute("data-interrupt-at", String(leg.t)); } else { canvas.removeAttribute("data-interrupt-at"); }
      }

      // The first interruption moment at or after sample i, as the current leg.
      function interruptAt(i) {
        var legs = interruptions.legs;
        for (var n = 0; n < legs.length; n++) {
          if (legs[n].sample >= i) { setLeg(legs[n]); return true; }
        }
        return false;
      }

      function show(i) {
        var k = state.back && !state.leg ? last - i : i;
        var t = timeAt(k);
        for (var j = 0; j < ids.length; j++) {
          var f = frameAt(k, j), box = boxes[j];
          if (!f || !box) { continue; }
          box.style.left = f.x + "px";
          box.style.top = f.y + "px";
          box.style.width = f.width + "px";
          box.style.height = f.height + "px";
          box.style.borderRadius = f.cornerRadius + "px";
          box.style.opacity = String(f.opacity);
          // A zero-size box (a scale transition at 0) would still show its border.
          box.style.visibility = f.width > 0 && f.height > 0 ? "" : "hidden";
          box.setAttribute("data-x", String(f.x));
          box.setAttribute("data-y", String(f.y));
          box.setAttribute("data-w", String(f.width));
          box.setAttribute("data-h", String(f.height));
          box.setAttribute("data-r", String(f.cornerRadius));
          box.setAttribute("data-o", String(f.opacity));
        }
        layoutLabels(k);
        canvas.setAttribute("data-sample", String(k));
        canvas.setAttribute("data-t", String(t));
        canvas.setAttribute("data-dir", state.back ? "back" : "forward");
        scrub.value = String(i);
        timeOut.textContent = "t = " + seconds(i / fps);
        var x = plotX0 + (plotX1 - plotX0) * (plotT1 > 0 ? Math.min(1, t / plotT1) : 0);
        playhead.setAttribute("x1", x.toFixed(2));
        playhead.setAttribute("x2", x.toFixed(2));
      }

      // Each visible element's label at the first of its places that lies inside the canvas
      // (moved sideways into it where it sticks out) and meets no label placed before it;
      // a label with no free place is hidden at this sample. Placed labels are filed in a
      // grid of 32 px cells, so a check looks only at those near it.
      function layoutLabels(k) {
        var width = canvas.clientWidth, height = canvas.clientHeight;
        if (!labelSizes) {
          labelSizes = boxes.map(function (box) {
            var label = box && box.querySelector(".label");
            return label ? { w: label.offsetWidth, h: label.offsetHeight } : null;
          });
        }
        var CELL = 32, columns = Math.max(1, Math.ceil(width / CELL)), rows = Math.max(1, Math.ceil(height / CELL));
        var cells = new Map();
        function cellsOf(b, visit) {
          var c0 = Math.max(0, Math.floor(b.x / CELL)), c1 = Math.min(columns - 1, Math.floor((b.x + b.w) / CELL));
          var r0 = Math.max(0, Math.floor(b.y / CELL)), r1 = Math.min(rows - 1, Math.floor((b.y + b.h) / CELL));
          for (var r = r0; r <= r1; r++) { for (var c = c0; c <= c1; c++) { if (visit(r * columns + c) === false) { return false; } } }
          return true;
        }
        function isFree(b) {
          return cellsOf(b, function (cell) {
            var list = cells.get(cell) || [];
            for (var q = 0; q < list.length; q++) {
              var o = list[q];
              if (b.x < o.x + o.w && o.x < b.x + b.w && b.y < o.y + o.h && o.y < b.y + b.h) { return false; }
            }
            return true;
          });
        }
        for (var j = 0; j < ids.length; j++) {
          var f = frameAt(k, j), box = boxes[j], size = labelSizes[j];
          if (!f || !box || !size) { continue; }
          var label = box.querySelector(".label");
          var spot = null;
          if (f.opacity >= 0.1 && f.width >= 1 && f.height >= 1) {
            for (var p = 0; p < labelPlaces.length && !spot; p++) {
              var c = labelPlaces[p];
              var x = f.x + c[0] * f.width + c[1] * size.w + c[2];
              var y = f.y + c[3] * f.height + c[4] * size.h + c[5];
              if (x + size.w > width) { x = width - size.w; }
              if (x < 0) { x = 0; }
              if (y < 0 || y + size.h > height) { continue; }
              var b = { x: x, y: y, w: size.w, h: size.h };
              if (isFree(b)) { spot = b; }
            }
          }
          if (spot) {
            cellsOf(spot, function (cell) {
              if (!cells.has(cell)) { cells.set(cell, []); }
              cells.get(cell).push(spot);
            });
            // The label sits in the box's padding box, inside its border.
            label.style.left = (spot.x - f.x - BORDER) + "px";
            label.style.top = (spot.y - f.y - BORDER) + "px";
            label.style.visibility = "";
          } else {
            label.style.visibility = "hidden";
          }
        }
      }

      function updateControls() {
        playButton.textContent = state.playing ? "❚❚ Pause" : "▶ Play";
        playButton.setAttribute("aria-pressed", state.playing ? "true" : "false");
        dirButton.textContent = state.back
          ? "← back to " + dirButton.getAttribute("data-from")
          : "→ to " + dirButton.getAttribute("data-to");
        dirButton.setAttribute("aria-pressed", state.back ? "true" : "false");
        speedButtons.forEach(function (button) {
          button.setAttribute("aria-pressed", Number(button.getAttribute("data-speed")) === state.speed ? "true" : "false");
        });
        loopBox.checked = state.loop;
      }

      function request() {
        if (!state.requested) {
          state.requested = true;
          window.requestAnimationFrame(tick);
        }
      }

      function tick(stamp) {
        state.requested = false;
        if (!state.playing) { return; }
        if (state.stamp === null) { state.stamp = stamp; }
        var dt = Math.min(0.25, Math.max(0, (stamp - state.stamp) / 1000));
        state.stamp = stamp;
        if (state.hold > 0) {
          state.hold -= dt;
          if (state.hold <= 0) { state.hold = 0; state.elapsed = 0; }
        } else {
          state.elapsed += dt * state.speed;
          if (state.elapsed >= endTime) {
            state.elapsed = endTime;
            if (state.loop) { state.hold = HOLD; } else { state.playing = false; }
          }
        }
        show(indexAt(state.elapsed));
        updateControls();
        if (state.playing) { request(); }
      }

      function play() {
        if (indexAt(state.elapsed) >= last) { state.elapsed = 0; }
        state.playing = true;
        state.hold = 0;
        state.stamp = null;
        show(indexAt(state.elapsed));
        updateControls();
        request();
      }

      function pause() {
        state.playing = false;
        state.hold = 0;
        updateControls();
      }

      function togglePlay() { if (state.playing) { pause(); } else { play(); } }

      function seek(i) {
        pause();
        state.elapsed = clampIndex(i) / fps;
        show(clampIndex(i));
      }

      function step(delta) { seek(indexAt(state.elapsed) + delta); }

      // Toggle between the two states. Pressed while the forward run plays, "back"
      // interrupts it (at the next moment the core computed) and plays on from there;
      // otherwise it plays from the start in the other direction.
      function toggleDirection() {
        if (!state.back && state.playing && state.hold === 0 && interruptAt(indexAt(state.elapsed))) {
          state.back = true;
          show(indexAt(state.elapsed));
          updateControls();
          return;
        }
        state.back = !state.back;
        setLeg(null);
        state.elapsed = 0;
        play();
      }

      function setSpeed(speed) {
        state.speed = speed;
        updateControls();
      }

      // #t=SECONDS[&dir=back | &interrupt=SECONDS]: that moment, paused (the first
      // sample at or after it), of the forward run, the way back, or the run interrupted
      // at the first moment at or after `interrupt`.
      function applyHash() {
        var params = new URLSearchParams(window.location.hash.replace(/^#/, ""));
        if (!params.has("t")) { return false; }
        var t = Number(params.get("t"));
        if (!isFinite(t)) { return false; }
        setLeg(null);
        state.back = params.get("dir") === "back";
        if (params.has("interrupt")) {
          var at = Number(params.get("interrupt"));
          state.back = isFinite(at) && interruptAt(Math.max(0, Math.ceil(at * fps - 1e-6)));
        }
        seek(clampIndex(Math.ceil(t * fps - 1e-6)));
        return true;
      }

      playButton.addEventListener("click", togglePlay);
      dirButton.addEventListener("click", toggleDirection);
      speedButtons.forEach(function (button) {
        button.addEventListener("click", function () { setSpeed(Number(button.getAttribute("data-speed"))); });
      });
      loopBox.addEventListener("change", function () { state.loop = loopBox.checked; });
      scrub.addEventListener("input", function () { seek(Number(scrub.value)); });
      window.addEventListener("hashchange", applyHash);

      function isTyping(target) {
        return target && target.tagName === "INPUT" && target.type !== "range" && target.type !== "checkbox";
      }
      // Keys act on the player: the whole page when it stands alone, else the element
      // marked `data-player` (and what is focused in it), so a page around it keeps its keys.
      var keyTarget = document.querySelector("[data-player]") || document;
      keyTarget.addEventListener("keydown", function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) { return; }
        if (event.key === " " || event.key === "Spacebar") {
          event.preventDefault();
          if (!event.repeat) { togglePlay(); }
        } else if (event.key === "ArrowRight") {
          event.preventDefault();
          step(1);
        } else if (event.key === "ArrowLeft") {
          event.preventDefault();
          step(-1);
        } else if (event.key === "Home") {
          event.preventDefault();
          seek(0);
        } else if (event.key === "End") {
          event.preventDefault();
          seek(last);
        }
      });
      // A focused button would click on the space key's release as well.
      keyTarget.addEventListener("keyup", function (event) {
        if (event.key === " " || event.key === "Spacebar") { event.preventDefault(); }
      });

      updateControls();
      if (!applyHash()) {
        show(0);
        // Someone who asked for reduced motion starts it themselves.
        var reduced = window.matchMedia && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        if (!reduced) { window.setTimeout(function () { if (!state.playing && state.elapsed === 0) { play(); } }, 400); }
      }
      document.body.setAttribute("data-ready", "true");
    })();

    """#
}
