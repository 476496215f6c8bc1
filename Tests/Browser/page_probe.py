"""Opens a local HTML page in headless Chromium (devtools.py), waits for it to load, runs
a JavaScript expression read from stdin in it (awaiting a promise) and prints the value,
or {"error": ...} when the expression threw. ExportersTests' CSS readback uses it.
    usage: python3 page_probe.py PAGE.html [--reduced-motion] [--screenshot FILE.png] < EXPRESSION.js
--reduced-motion emulates `prefers-reduced-motion: reduce`; --screenshot saves the viewport
as PNG once the expression has run (an expression that pauses animations shows that moment).
"""
import base64, json, os, sys, time

import devtools  # beside this script

page, options, expression = sys.argv[1], sys.argv[2:], sys.stdin.read()
browser = devtools.Browser()
try:
    if "--reduced-motion" in options:
        browser.call("Emulation.setEmulatedMedia", features=[{"name": "prefers-reduced-motion", "value": "reduce"}])
    browser.call("Page.enable")
    browser.call("Page.navigate", url="file://" + os.path.abspath(page))
    for _ in range(100):
        if browser.call("Runtime.evaluate", expression="document.readyState", returnByValue=True)["result"].get("value") == "complete":
            break
        time.sleep(0.05)
    result = browser.call("Runtime.evaluate", expression=expression, awaitPromise=True, returnByValue=True)
    if "exceptionDetails" in result:
        details = result["exceptionDetails"]
        print(json.dumps({"error": details.get("text", "") + " " + json.dumps(details.get("exception", {}).get("description", ""))}))
    else:
        if "--screenshot" in options:
            shot = browser.call("Page.captureScreenshot", format="png")
            with open(options[options.index("--screenshot") + 1], "wb") as file:
                file.write(base64.b64decode(shot["data"]))
        print(result["result"]["value"])
finally:
    browser.close()
