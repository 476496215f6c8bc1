#if Server  // HerocatServer is built only with the Server trait (Package.swift).
import Hummingbird

/// The scripts the editor and live update add to pages that work without them, served
/// from this origin (the pages' policy allows `script-src 'self'`, nothing inline).
enum EditAssets {
    static func response(_ script: String) -> Response {
        JSONResponse.text(script, contentType: "text/javascript; charset=utf-8", headers: [.cacheControl: "max-age=3600"])
    }

    /// `/assets/edit.js`: a moment after the last keystroke, the text goes to `/api/validate`
    /// (the validator of `herocat validate`; nothing is saved) and its findings replace
    /// `[data-findings]`, in the shape `EditPage.findingsHTML` gives it (a rule links to its
    /// `/rules` anchor, as `RulesPage.link` makes it); the Preview button's post plays the
    /// text in the preview frame. A late answer never overwrites a newer one.
    static let editScript = """
    (function () {
      "use strict";
      var form = document.querySelector("form[data-edit]");
      var findings = document.querySelector("[data-findings]");
      if (!form || !findings) return;
      var text = form.querySelector("textarea[name=spec]");
      var csrf = form.querySelector("input[name=csrf]").value;
      var previewButton = form.querySelector("[data-preview]");
      var timer = null, asked = 0, shown = 0;

      function item(finding) {
        var li = document.createElement("li");
        var severity = document.createElement("strong");
        severity.className = finding.severity;
        severity.textContent = finding.severity;
        var link = document.createElement("a");
        var hash = finding.reference.indexOf("#");
        link.href = "/rules" + (hash < 0 ? "" : finding.reference.slice(hash));
        var rule = document.createElement("code");
        rule.textContent = finding.rule;
        link.appendChild(rule);
        li.append(severity, " ", link);
        if (finding.element) {
          var element = document.createElement("code");
          element.textContent = finding.element;
          li.append(" (", element, ")");
        }
        if (finding.line) li.append(" line " + finding.line);
        li.append(": " + finding.message);
        return li;
      }

      function line(words) {
        var li = document.createElement("li");
        li.textContent = words;
        return li;
      }

      function check() {
        var ticket = ++asked;
        findings.setAttribute("aria-busy", "true");
        fetch("/api/validate", {
          method: "POST", credentials: "same-origin", body: text.value,
          headers: { "Content-Type": "application/yaml", "X-CSRF-Token": csrf }
        }).then(function (response) {
          return response.ok ? response.json() : Promise.reject(new Error("the server answered " + response.status));
        }).then(function (report) {
          if (ticket < shown) return;
          shown = ticket;
          findings.replaceChildren.apply(findings, report.findings.length ? report.findings.map(item) : [line("None.")]);
          findings.setAttribute("data-checked", String(ticket));
        }, function (error) {
          if (ticket < shown) return;
          shown = ticket;
          findings.replaceChildren(line("Could not check: " + error.message));
        }).then(function () {
          if (ticket === asked) findings.removeAttribute("aria-busy");
        });
        if (previewButton && form.requestSubmit) form.requestSubmit(previewButton);
      }

      text.addEventListener("input", function () {
        clearTimeout(timer);
        timer = setTimeout(check, 300);
      });
    })();

    """

    /// `/assets/live.js`, on every page: the gallery and a spec page follow `/events` and,
    /// when the catalog changes, fetch themselves again and swap their body in (a spec page
    /// only when its spec's ETag moved; a focused field keeps its text); the editor instead
    /// says that someone saved meanwhile, leaving the text alone. A refused or dropped stream
    /// is opened again a few seconds later. `<html data-live>` says whether it is connected.
    static let liveScript = """
    (function () {
      "use strict";
      if (!window.EventSource || !window.fetch) return;
      var path = location.pathname;
      var edit = path.match(/^\\/specs\\/([^\\/]+)\\/edit$/);
      var spec = path.match(/^\\/specs\\/([^\\/]+)$/);
      if (path !== "/" && !spec && !edit) return;
      var name = (spec || edit || [])[1];
      var seen = null;

      function tag() {
        return fetch("/api/specs/" + name, { method: "HEAD", credentials: "same-origin", cache: "no-store" })
          .then(function (response) { return response.status === 404 ? "removed" : response.headers.get("ETag"); });
      }

      function refresh() {
        fetch(location.href, { credentials: "same-origin", cache: "no-cache", headers: { Accept: "text/html" } })
          .then(function (response) { return response.ok ? response.text() : null; })
          .then(function (html) {
            if (html === null) return;
            var page = new DOMParser().parseFromString(html, "text/html");
            var focused = document.activeElement, id = focused && focused.id, value = focused && focused.value;
            document.body.replaceWith(page.body);
            document.title = page.title;
            var again = id && document.getElementById(id);
            if (again && typeof value === "string") { again.value = value; again.focus(); }
            // The page's scripts bound the old body: run them again for the new one.
            Array.prototype.forEach.call(document.querySelectorAll("head script[src^='/assets/']:not([src$='/live.js'])"), function (script) {
              var again = document.createElement("script");
              again.src = script.getAttribute("src");
              script.replaceWith(again);
            });
            document.dispatchEvent(new CustomEvent("herocat:updated"));
          });
      }

      function notice() {
        var started = document.querySelector("form[data-edit] input[name=revision]");
        tag().then(function (now) {
          if (!started || now === "\\"" + started.value + "\\"") return;
          var note = document.querySelector("[data-live-notice]");
          if (!note) return;
          note.textContent = now === "removed"
            ? "This spec was removed elsewhere after you started."
            : "Someone saved revision " + now.replace(/"/g, "") + " after you started (yours started from " + started.value + "). Saving will show both versions.";
          note.hidden = false;
        });
      }

      function changed() {
        if (edit) return notice();
        if (!spec) return refresh();
        tag().then(function (now) {
          if (now !== seen) { seen = now; refresh(); }
        });
      }

      function connect() {
        var source = new EventSource("/events");
        source.addEventListener("open", function () { document.documentElement.setAttribute("data-live", "connected"); });
        source.addEventListener("change", changed);
        source.addEventListener("error", function () {
          document.documentElement.setAttribute("data-live", "waiting");
          if (source.readyState === EventSource.CLOSED) setTimeout(connect, 5000);
        });
      }

      if (spec) tag().then(function (now) { seen = now; connect(); }); else connect();
    })();

    """
}
#endif
