#if Server  // HerocatServer is built only with the Server trait (Package.swift).
extension HTMLPage {
    /// `/assets/catalog.js`, the pages' script besides the player's. Served from this
    /// origin, so the pages' policy allows `script-src 'self'` and nothing inline. Every page
    /// works without it; it adds:
    /// - copy buttons: copy the text of the element `data-target` names, or what
    ///   `data-copy-url` answers (an export);
    /// - times in the reader's own time zone (`time[datetime]`; the page says UTC);
    /// - the player's fit: its canvas scaled (`--fit`) to the width it has and to the
    ///   window's height less its controls, so the whole canvas shows on a phone or a desktop.
    static let script = """
    (function () {
      "use strict";
      function say(button, text) {
        if (!button.hasAttribute("data-label")) { button.setAttribute("data-label", button.textContent); }
        button.textContent = text;
        setTimeout(function () { button.textContent = button.getAttribute("data-label"); }, 2000);
      }
      function fetched(url) {
        return fetch(url, { credentials: "same-origin" }).then(function (response) {
          if (!response.ok) { throw new Error(String(response.status)); }
          return response.text();
        });
      }
      // Run again after a live update swaps the body in (live.js): bind the document once.
      var root = document.documentElement;
      if (!root.hasAttribute("data-copy-bound")) {
      root.setAttribute("data-copy-bound", "");
      document.addEventListener("click", function (event) {
        var button = event.target.closest && event.target.closest("button.copy");
        if (!button || !navigator.clipboard) { return; }
        var url = button.getAttribute("data-copy-url");
        var copied;
        if (url && window.ClipboardItem && navigator.clipboard.write) {
          // A promised item keeps the click's permission while the text loads (Safari).
          var blob = fetched(url).then(function (text) { return new Blob([text], { type: "text/plain" }); });
          copied = navigator.clipboard.write([new ClipboardItem({ "text/plain": blob })])
            .catch(function () { return fetched(url).then(function (text) { return navigator.clipboard.writeText(text); }); });
        } else if (url) {
          copied = fetched(url).then(function (text) { return navigator.clipboard.writeText(text); });
        } else {
          var source = document.getElementById(button.getAttribute("data-target"));
          copied = source ? navigator.clipboard.writeText(source.textContent) : Promise.reject(new Error("no source"));
        }
        copied.then(function () { say(button, "Copied"); }, function () { say(button, "Copy failed"); });
      });
      }

      Array.prototype.forEach.call(document.querySelectorAll("time[datetime]"), function (time) {
        var date = new Date(time.getAttribute("datetime"));
        if (isNaN(date.getTime())) { return; }
        time.title = time.textContent;
        time.textContent = date.toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
      });

      var players = document.querySelectorAll("[data-player]");
      function fit() {
        Array.prototype.forEach.call(players, function (player) {
          var stage = player.querySelector(".stage");
          if (!stage) { return; }
          var width = Number(stage.getAttribute("data-width")), height = Number(stage.getAttribute("data-height"));
          var style = getComputedStyle(player);
          var room = player.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          var below = Math.min(player.scrollHeight - stage.offsetHeight - parseFloat(style.paddingTop), window.innerHeight / 3);
          // Beside the details (a desktop) it fits below the title, so it shows whole at
          // once; above them (a phone) it fits the window, once scrolled to.
          var beside = player.offsetWidth < document.documentElement.clientWidth * 0.6;
          var top = beside ? Math.min(player.getBoundingClientRect().top + window.scrollY, window.innerHeight / 3) : 0;
          var tall = window.innerHeight - top - below - 2 * parseFloat(style.paddingTop) - 8;
          var scale = Math.max(0.2, Math.min(room / width, tall / height, 1.5));
          stage.style.setProperty("--fit", String(Math.floor(scale * 1000) / 1000));
        });
      }
      if (players.length) {
        fit();
        window.removeEventListener("resize", window.herocatFit || fit);
        window.herocatFit = fit;
        window.addEventListener("resize", fit);
      }
    })();

    """
}
#endif
