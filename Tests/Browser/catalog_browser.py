"""Drives herocat serve's web catalog in headless Chromium over the DevTools protocol
(pip websocket-client): search the gallery, open a spec, watch its player run, copy an
export, open a spec whose text is HTML/JS injection. Prints one JSON object of what the
page showed; the Swift test (Tests/CLITests/BrowserCatalogTests.swift) judges it.
    usage: python3 catalog_browser.py BASE_URL SEARCH EXPECTED_NAME HOSTILE_NAME
"""
import json, sys, time

import devtools  # beside this script

base, search, expected, hostile = sys.argv[1:5]
report = {"console": [], "steps": {}}


def note(message):
    """Console output, uncaught exceptions and browser log errors (CSP violations among them)."""
    method, params = message.get("method"), message.get("params", {})
    if method == "Runtime.consoleAPICalled":
        report["console"].append("console.%s: %s" % (params["type"], " ".join(str(a.get("value", a.get("description", ""))) for a in params["args"])))
    elif method == "Runtime.exceptionThrown":
        details = params["exceptionDetails"]
        report["console"].append("exception: %s %s" % (details.get("text", ""), details.get("exception", {}).get("description", "")))
    elif method == "Log.entryAdded" and params["entry"]["level"] in ("error", "warning"):
        entry = params["entry"]
        report["console"].append("log %s (%s): %s %s" % (entry["level"], entry["source"], entry["text"], entry.get("url", "")))


browser = devtools.Browser(on_event=note)
try:
    call = browser.call

    def evaluate(expression):
        result = call("Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True, userGesture=True)
        if "exceptionDetails" in result:
            raise RuntimeError("%s: %s" % (expression, result["exceptionDetails"]))
        return result["result"].get("value")

    def settle(path_part=None):
        """Waits until the document (of a navigation to a path containing path_part) has loaded."""
        state = None
        for _ in range(200):
            try:
                state = evaluate("[document.readyState, location.pathname + location.search]")
            except RuntimeError as error:
                # Asked while the navigation swaps documents: ask the new one.
                if "navigated" not in str(error) and "context" not in str(error):
                    raise
                time.sleep(0.05)
                continue
            if state[0] == "complete" and (path_part is None or path_part in state[1]):
                return state[1]
            time.sleep(0.05)
        raise RuntimeError("the page did not load: %s" % state)

    def wait_for(expression, seconds=10):
        deadline = time.time() + seconds
        while time.time() < deadline:
            value = evaluate(expression)
            if value:
                return value
            time.sleep(0.05)
        return evaluate(expression)

    call("Page.enable"); call("Runtime.enable"); call("Log.enable")
    # Headless pages never have focus, and the clipboard API needs a focused document.
    call("Emulation.setFocusEmulationEnabled", enabled=True)
    origin = base.rstrip("/")
    call("Browser.grantPermissions", origin=origin, permissions=["clipboardReadWrite", "clipboardSanitizedWrite"])

    # The gallery: type into the search box and submit the form with Enter, as a person would.
    call("Page.navigate", url=origin + "/")
    settle()
    report["steps"]["galleryCount"] = evaluate("document.querySelectorAll('[data-spec]').length")
    evaluate("document.querySelector('input[name=search]').focus()")
    call("Input.insertText", text=search)
    call("Input.dispatchKeyEvent", type="keyDown", key="Enter", code="Enter", windowsVirtualKeyCode=13, text="\r")
    call("Input.dispatchKeyEvent", type="keyUp", key="Enter", code="Enter", windowsVirtualKeyCode=13)
    report["steps"]["searchURL"] = settle("search=")
    report["steps"]["searchResults"] = evaluate("[...document.querySelectorAll('[data-spec] h3 a')].map(a => a.getAttribute('href'))")

    # Open the spec by clicking its link.
    evaluate("document.querySelector('[data-spec] h3 a[href=\"/specs/%s\"]').click()" % expected)
    report["steps"]["specURL"] = settle("/specs/")
    report["steps"]["specHeading"] = evaluate("document.querySelector('h1').textContent")
    # The player runs in the page: its script marks the body ready and steps the samples.
    report["steps"]["playerReady"] = wait_for("document.body.getAttribute('data-ready') === 'true'")
    evaluate("document.getElementById('play').click()")
    time.sleep(1.0)
    report["steps"]["playerSample"] = evaluate("document.getElementById('canvas')?.getAttribute('data-sample')")
    # Findings link to the rule reference.
    report["steps"]["findingLinks"] = evaluate("[...document.querySelectorAll('.findings a')].map(a => a.getAttribute('href'))")
    # Copy the first export with its button; the clipboard must hold the export's text.
    report["steps"]["copyButtons"] = evaluate("document.querySelectorAll('button.copy').length")
    evaluate("document.querySelector('button.copy').click()")
    wait_for("document.querySelector('button.copy').textContent === 'Copied'", 5)
    report["steps"]["copied"] = evaluate("Promise.all([navigator.clipboard.readText(), fetch(document.querySelector('button.copy').dataset.copyUrl).then(r => r.text())]).then(([a, b]) => a === b && a.length > 0)")
    report["steps"]["copyLabel"] = evaluate("document.querySelector('button.copy').textContent")

    # The hostile spec: every string must come out as text.
    call("Page.navigate", url=origin + "/specs/" + hostile)
    settle(hostile)
    time.sleep(0.5)
    report["steps"]["hostileTitle"] = evaluate("document.title")
    report["steps"]["hostileHeading"] = evaluate("document.querySelector('h1').textContent")
    report["steps"]["pwned"] = evaluate("window.__pwned ?? null")
    report["steps"]["hostileFrameReady"] = wait_for("document.body.getAttribute('data-ready') === 'true'")
    report["steps"]["framePwned"] = evaluate("window.__pwned ?? null")
    report["steps"]["injectedElements"] = evaluate("document.querySelectorAll('img[src=x], [onerror], [onload], body > script, h1 *').length")
    # Its first revision's diff (every line added) shows as text too.
    call("Page.navigate", url=origin + "/specs/" + hostile + "/diff?from=0&to=1")
    settle("/diff")
    report["steps"]["diffPwned"] = evaluate("window.__pwned ?? null")
    report["steps"]["hostileDiffTitle"] = evaluate("[...document.querySelectorAll('pre.diff .add')].map(e => e.textContent).find(t => t.startsWith('+title:')) ?? null")
    # Drain late events (the player's frames, CSP reports).
    time.sleep(0.5)
    evaluate("1")
finally:
    print(json.dumps(report))
    browser.close()
