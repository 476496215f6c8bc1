"""herocat serve's web catalog read in Chromium under selenium, one browser session for
every step: page through the gallery, filter it, search it; on a spec page, play the
player and check it fits a desktop and a phone (390 x 844: no sideways scroll, the whole
canvas in view), copy and download an export, compare two revisions; keyboard use, and
reduced motion; axe-core on every page. Prints one JSON object of what the pages showed;
the Swift test (Tests/CLITests/WebPagesBrowserTests.swift) judges it.
    usage: python3 web_pages.py BASE_URL SPEC SEARCH
"""
import json, sys, time, urllib.request

import chromium_driver  # beside this script

try:
    from axe_selenium_python import Axe
except ImportError:
    sys.exit("python3's axe-selenium-python is missing: pip install axe-selenium-python")
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.common.action_chains import ActionChains

base, spec, search = sys.argv[1].rstrip("/"), sys.argv[2], sys.argv[3]
report = {"steps": {}, "axe": {}, "console": []}
steps = report["steps"]

driver = chromium_driver.start(1440, 900)
try:
    js = driver.execute_script

    def wait_for(expression, seconds=10):
        deadline = time.time() + seconds
        while time.time() < deadline:
            value = js("return " + expression)
            if value:
                return value
            time.sleep(0.05)
        return js("return " + expression)

    def axe(page):
        """Serious and critical axe-core violations: rule ids and the first offending node."""
        checker = Axe(driver)
        checker.inject()
        results = checker.run()
        report["axe"][page] = ["%s (%s): %s" % (v["id"], v["impact"], v["nodes"][0]["html"][:160])
                               for v in results["violations"] if v["impact"] in ("serious", "critical")]

    def layout():
        """Whether the page scrolls sideways, and where the player's canvas is once scrolled to."""
        return js("""
            const canvas = document.querySelector('[data-player] .canvas');
            if (canvas) canvas.scrollIntoView({block: 'center'});
            const r = canvas ? canvas.getBoundingClientRect() : null;
            return {sideways: document.documentElement.scrollWidth > window.innerWidth,
                    width: window.innerWidth, height: window.innerHeight,
                    canvas: r && {left: r.left, top: r.top, right: r.right, bottom: r.bottom}};""")

    def cards():
        return js("return [...document.querySelectorAll('[data-spec]')].map(c => c.dataset.spec)")

    # The gallery: every page by its rel=next link, posters loaded.
    driver.get(base + "/")
    steps["galleryTitle"] = driver.title
    steps["firstPageCards"] = len(cards())
    steps["cardParts"] = js("""const c = document.querySelector('[data-spec]');
        return {poster: !!c.querySelector('img[src$="poster.svg"]'), title: !!c.querySelector('h3 a'),
                badge: !!c.querySelector('.badge'), facts: c.querySelector('.facts').textContent};""")
    steps["postersLoaded"] = wait_for("[...document.querySelectorAll('[data-spec] img')].slice(0, 8).every(i => i.complete && i.naturalWidth > 0)")
    steps["lead"] = js("return document.querySelector('.lead').textContent")
    axe("gallery")
    seen, pages = cards(), 1
    while driver.find_elements(By.CSS_SELECTOR, "a[rel=next]"):
        driver.find_element(By.CSS_SELECTOR, "a[rel=next]").click()
        wait_for("document.readyState === 'complete'")
        pages += 1
        seen += cards()
    steps["galleryPages"], steps["galleryCards"], steps["galleryDistinct"] = pages, len(seen), len(set(seen))

    # Filters: a pattern's count is the number of cards it shows; a severity likewise.
    driver.get(base + "/")
    link = driver.find_element(By.CSS_SELECTOR, ".filters div:nth-of-type(1) a")
    steps["patternChoice"] = link.find_element(By.CSS_SELECTOR, "span").text
    steps["patternCount"] = int(link.find_element(By.CSS_SELECTOR, ".count").text)
    link.click()
    wait_for("location.search.includes('pattern=')")
    steps["patternCards"] = len(cards())
    steps["patternFacts"] = js("return [...document.querySelectorAll('[data-spec] .facts span:first-child')].map(s => s.textContent)")
    link = driver.find_element(By.CSS_SELECTOR, ".filters div:nth-of-type(2) a")
    steps["severityCount"] = int(link.find_element(By.CSS_SELECTOR, ".count").text)
    steps["severityChoice"] = link.find_element(By.CSS_SELECTOR, "span").text
    link.click()
    wait_for("location.search.includes('severity=')")
    steps["severityCards"] = len(cards())
    steps["severityBadges"] = sorted(set(js("return [...document.querySelectorAll('[data-spec] .badge')].map(b => b.textContent)")))

    # Search as a person would: type, press Enter.
    driver.get(base + "/")
    box = driver.find_element(By.CSS_SELECTOR, "input[name=search]")
    box.send_keys(search, Keys.ENTER)
    wait_for("location.search.includes('search=')")
    steps["searchFirst"] = (cards() or [None])[0]

    # The spec page on a desktop.
    driver.get(base + "/specs/" + spec)
    steps["headings"] = js("return [...document.querySelectorAll('h1')].map(h => h.textContent)")
    steps["titleCount"] = js("return document.body.innerText.split(document.querySelector('h1').textContent).length - 1")
    steps["desktop"] = layout()
    steps["playerReady"] = wait_for("document.body.getAttribute('data-ready') === 'true'")
    steps["autoplayed"] = wait_for("Number(document.getElementById('canvas').dataset.sample) > 0", 3)
    steps["findingLinks"] = js("return [...document.querySelectorAll('.finding a')].map(a => a.getAttribute('href'))")
    steps["findingHints"] = js("return document.querySelectorAll('.finding .hint').length")
    steps["downloads"] = js("return [...document.querySelectorAll('.exports a[download]')].map(a => a.getAttribute('download'))")
    steps["times"] = js("return [...document.querySelectorAll('.history time')].map(t => [t.getAttribute('datetime'), t.title])")
    # Slow motion, then scrub to the middle.
    driver.find_element(By.CSS_SELECTOR, "[data-speed='0.25']").click()
    steps["speedPressed"] = js("return document.querySelector(\"[data-speed='0.25']\").getAttribute('aria-pressed')")
    js("const s = document.getElementById('scrub'); s.value = Math.floor(s.max / 2); s.dispatchEvent(new Event('input'));")
    steps["scrubbed"] = js("return [document.getElementById('canvas').dataset.sample, document.getElementById('scrub').max]")
    # Tap again: "back" while playing forward interrupts the run there.
    rewind = "document.getElementById('scrub').value = 0; document.getElementById('scrub').dispatchEvent(new Event('input'));"
    js(rewind)
    # Play, and press "back" at the run's first drawn frame, both inside the page: a click
    # sent from here after polling for that frame could land after a busy machine's run ended.
    steps["interruptedAt"] = driver.execute_async_script("""const done = arguments[arguments.length - 1];
        const canvas = document.getElementById('canvas'), started = performance.now();
        document.getElementById('play').click();
        (function pressBackOnceDrawn() {
            if (Number(canvas.dataset.sample) > 0) { document.getElementById('dir').click(); done(canvas.getAttribute('data-interrupt-at')); }
            else if (performance.now() - started > 5000) { done(null); }
            else { requestAnimationFrame(pressBackOnceDrawn); }
        })();""")
    # Keyboard: Space on the focused play button plays or pauses; Space on a copy button
    # outside the player copies instead.
    driver.find_element(By.CSS_SELECTOR, "[data-speed='1']").click()
    js(rewind)
    js("document.getElementById('play').focus()")
    before = js("return document.getElementById('play').getAttribute('aria-pressed')")
    ActionChains(driver).send_keys(Keys.SPACE).perform()
    steps["spaceToggles"] = [before, js("return document.getElementById('play').getAttribute('aria-pressed')")]
    driver.execute_cdp_cmd("Browser.grantPermissions", {"origin": base, "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    copy = driver.find_element(By.CSS_SELECTOR, "button.copy")
    js("arguments[0].focus()", copy)
    ActionChains(driver).send_keys(Keys.SPACE).perform()
    steps["copyLabel"] = wait_for("[...document.querySelectorAll('button.copy')].map(b => b.textContent).find(t => t !== 'Copy') || ''", 5)
    url = copy.get_attribute("data-copy-url")
    steps["copied"] = driver.execute_async_script("""const done = arguments[arguments.length - 1];
        Promise.all([navigator.clipboard.readText(), fetch(arguments[0]).then(r => r.text())]).then(([a, b]) => done(a === b && a.length > 0), e => done(String(e)));""", url)
    # A download link answers the export itself.
    href = driver.find_element(By.CSS_SELECTOR, ".exports a[download]").get_attribute("href")
    steps["downloadStatus"] = js("return fetch(arguments[0]).then(r => r.status)", href)
    axe("spec")

    # Compare two revisions with the history's form.
    driver.find_element(By.CSS_SELECTOR, ".compare button").click()
    wait_for("location.pathname.endsWith('/diff')")
    steps["diffURL"] = js("return location.pathname + location.search")
    steps["diffLines"] = js("return document.querySelectorAll('pre.diff .add, pre.diff .del').length")
    axe("diff")

    # The same pages on a phone.
    chromium_driver.viewport(driver, 390, 844)
    driver.get(base + "/")
    steps["phoneGallery"] = layout()
    driver.get(base + "/specs/" + spec)
    wait_for("document.body.getAttribute('data-ready') === 'true'")
    steps["phone"] = layout()
    axe("phoneSpec")

    # Reduced motion: the player waits to be asked.
    chromium_driver.viewport(driver, 1440, 900)
    chromium_driver.reduced_motion(driver, True)
    driver.get(base + "/specs/" + spec)
    wait_for("document.body.getAttribute('data-ready') === 'true'")
    time.sleep(0.8)
    steps["reducedMotionSample"] = js("return document.getElementById('canvas').dataset.sample")
    chromium_driver.reduced_motion(driver, False)

    report["console"] = [entry["message"] for entry in driver.get_log("browser") if entry["level"] in ("SEVERE", "WARNING")]
finally:
    print(json.dumps(report))
    driver.quit()
