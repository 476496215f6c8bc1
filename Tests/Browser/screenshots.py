"""Screenshots of herocat serve's web pages at a phone's width (390 x 844) and a
desktop's (1440 x 900): what the window shows first, and the whole page. One browser session.
    usage: python3 screenshots.py BASE_URL OUT_DIR SPEC
Writes OUT_DIR/<page>-<width>.png and <page>-<width>-full.png; prints their paths.
"""
import base64, os, sys, time

import chromium_driver  # beside this script

base, out, spec = sys.argv[1].rstrip("/"), sys.argv[2], sys.argv[3]
pages = [("gallery", "/"), ("gallery-filtered", "/?pattern=expand"), ("spec", "/specs/" + spec),
         ("diff", "/specs/%s/diff?from=1&to=2" % spec), ("rules", "/rules"), ("sign-in", "/sign-in")]
os.makedirs(out, exist_ok=True)
driver = chromium_driver.start()
try:
    chromium_driver.reduced_motion(driver, True)  # the player shows t = 0, the same every run
    for width, height in ((390, 844), (1440, 900)):
        chromium_driver.viewport(driver, width, height)
        for name, path in pages:
            driver.get(base + path)
            for _ in range(100):
                if driver.execute_script("return document.readyState === 'complete' && [...document.images].every(i => i.complete)"):
                    break
                time.sleep(0.05)
            time.sleep(0.2)
            for full in (False, True):
                params = {"format": "png"}
                if full:
                    size = driver.execute_script("return [document.documentElement.scrollWidth, Math.min(document.documentElement.scrollHeight, 6000)]")
                    params.update(captureBeyondViewport=True, clip={"x": 0, "y": 0, "width": size[0], "height": size[1], "scale": 1})
                shot = driver.execute_cdp_cmd("Page.captureScreenshot", params)
                file = os.path.join(out, "%s-%d%s.png" % (name, width, "-full" if full else ""))
                with open(file, "wb") as png:
                    png.write(base64.b64decode(shot["data"]))
                print(file)
finally:
    driver.quit()
