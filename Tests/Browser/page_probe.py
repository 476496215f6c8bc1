"""Opens a local HTML page in headless Chromium (devtools.py), waits for it to load, runs
a JavaScript expression read from stdin in it (awaiting a promise) and prints the value,
or {"error": ...} when the expression threw. ExportersTests' CSS readback uses it.
    usage: python3 page_probe.py PAGE.html < EXPRESSION.js
"""
import json, os, sys, time

import devtools  # beside this script

page, expression = sys.argv[1], sys.stdin.read()
browser = devtools.Browser()
try:
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
        print(result["result"]["value"])
finally:
    browser.close()
