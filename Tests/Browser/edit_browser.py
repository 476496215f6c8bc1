"""Editing and live update in headless Chromium, driven by selenium through Debian's
chromium-driver: one browser session walks sign-in by link, a live change to an open spec
page and the gallery, typing a broken spec (findings as you type), saving, a conflict and
CSRF refusals. Prints a JSON report (what each step saw, how long it took); the Swift test
(Tests/CLITests/BrowserEditTests.swift) asserts on it.

usage: edit_browser.py BASE_URL SIGN_IN_LINK HEROCAT DB [SCREENSHOT_DIR]
"""
import json
import os
import shutil
import subprocess
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

import chromium  # beside this script

base, link, herocat, db = sys.argv[1:5]
shots = sys.argv[5] if len(sys.argv) > 5 else None
report = {"steps": {}, "times": {}, "console": [], "axe": {}}
steps, times = report["steps"], report["times"]


options = webdriver.ChromeOptions()
options.binary_location = chromium.executable() or sys.exit(chromium.MISSING)
for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
             "--disable-extensions", "--disable-background-networking", "--window-size=1280,1000"]:
    options.add_argument(flag)
options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
def start_browser():
    return webdriver.Chrome(service=Service(shutil.which("chromedriver")), options=options)


driver = start_browser()
wait = WebDriverWait(driver, 10, poll_frequency=0.05)


def step(name, body):
    start = time.monotonic()
    try:
        body()
    except Exception as error:  # the report says which step failed and why
        steps[name + "Error"] = "%s: %s" % (type(error).__name__, error)
    times[name] = round(time.monotonic() - start, 3)


def cli(*arguments):
    done = subprocess.run([herocat, *arguments, "--db", db], capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError("herocat %s: %s" % (" ".join(arguments), done.stderr))


def retitled(name, title):
    shown = subprocess.run([herocat, "show", name, "--db", db], capture_output=True, text=True, check=True).stdout
    lines = ["title: " + title if line.startswith("title:") else line for line in shown.split("\n")]
    return "\n".join(lines)


def write_spec(text, file="spec.yaml"):
    path = os.path.join(os.path.dirname(os.path.abspath(db)), file)
    with open(path, "w") as handle:
        handle.write(text)
    return path


def live():
    wait.until(lambda d: d.execute_script("return document.documentElement.getAttribute('data-live')") == "connected")


def text_of(selector):
    return driver.find_element(By.CSS_SELECTOR, selector).text


def shoot(name):
    if shots:
        driver.save_screenshot(os.path.join(shots, name + ".png"))


def sign_in():
    driver.get(link)
    driver.find_element(By.CSS_SELECTOR, "form[action='/sign-in'] button[type=submit]").click()
    wait.until(lambda d: "/sign-in" not in d.current_url)
    steps["signedInURL"] = driver.current_url.replace(base, "")
    cookie = driver.get_cookie("herocat_session") or {}
    steps["cookieHttpOnly"] = cookie.get("httpOnly")
    steps["cookieSameSite"] = cookie.get("sameSite")


def live_spec_page():
    driver.get(base + "/specs/tabs.indicator")
    live()
    path = write_spec(retitled("tabs.indicator", "Changed from the CLI"))
    # From the moment the CLI has stored the change: its own start-up, seconds on a loaded
    # machine, is no part of how fast an open page learns of it.
    cli("add", "--replace", path)
    start = time.monotonic()
    # Read through script: live.js swaps the body in, which a held element would not survive.
    wait.until(lambda d: "Changed from the CLI" in d.execute_script("return document.body.innerText"))
    steps["specPageLatency"] = round(time.monotonic() - start, 3)
    steps["specPageURL"] = driver.current_url.replace(base, "")


def live_gallery():
    driver.get(base + "/")
    live()
    path = write_spec(retitled("tabs.indicator", "Live gallery").replace("name: tabs.indicator", "name: tabs.arrived"), "arrived.yaml")
    cli("add", path)
    start = time.monotonic()
    wait.until(lambda d: "tabs.arrived" in d.page_source)
    steps["galleryLatency"] = round(time.monotonic() - start, 3)


def editor_accessible():
    """In a browser of its own (after the forged posts), signed in with the session's cookie:
    axe-core's serious and critical violations on the editor at a phone's width and the
    new-spec form at a desktop's, and whether either scrolls sideways on a phone."""
    from axe_selenium_python import Axe
    cookie = driver.get_cookie("herocat_session")
    fresh = start_browser()
    try:
        fresh.get(base + "/sign-in")
        fresh.add_cookie({"name": cookie["name"], "value": cookie["value"], "path": "/"})
        for width, height in ((390, 844), (1280, 1000)):
            fresh.set_window_size(width, height)
            for path in ("/specs/tabs.indicator/edit", "/specs/new"):
                fresh.get(base + path)
                if width == 390:
                    steps["sideways" + path] = fresh.execute_script("return document.documentElement.scrollWidth > window.innerWidth")
                    steps["shown" + path] = fresh.execute_script("return location.pathname + ' ' + !!document.querySelector('form textarea[name=spec], form select[name=pattern]')")
                if (width == 390) != path.endswith("/edit"):
                    continue
                checker = Axe(fresh)
                checker.inject()
                # The preview frame runs none of axe's script: left out, not waited for.
                found = checker.run(options='{"iframes": false}')["violations"]
                report["axe"]["%s@%d" % (path, width)] = ["%s (%s): %s" % (v["id"], v["impact"], v["nodes"][0]["html"][:160])
                                                          for v in found if v["impact"] in ("serious", "critical")]
    finally:
        fresh.quit()


def type_broken_spec():
    driver.get(base + "/specs/tabs.indicator/edit")
    area = driver.find_element(By.CSS_SELECTOR, "textarea[name=spec]")
    steps["startFindings"] = text_of("[data-findings]")
    area.send_keys(Keys.CONTROL, "a")
    area.send_keys("herocat: 1\nname: [unclosed")
    wait.until(lambda d: "invalid_spec" in text_of("[data-findings]"))
    steps["brokenFindings"] = text_of("[data-findings]")
    steps["findingLinks"] = [a.get_attribute("href").replace(base, "") for a in driver.find_elements(By.CSS_SELECTOR, "[data-findings] a")]
    driver.switch_to.frame(driver.find_element(By.CSS_SELECTOR, "iframe[name=preview]"))
    wait.until(lambda d: "No preview" in d.find_element(By.TAG_NAME, "body").text)
    steps["brokenPreview"] = True
    driver.switch_to.default_content()
    shoot("edit-broken")


def save():
    area = driver.find_element(By.CSS_SELECTOR, "textarea[name=spec]")
    good = retitled("tabs.indicator", "Saved in Chromium")
    driver.execute_script("arguments[0].value = arguments[1]; arguments[0].dispatchEvent(new Event('input'))", area, good)
    wait.until(lambda d: "invalid_spec" not in text_of("[data-findings]"))
    steps["fixedFindings"] = text_of("[data-findings]")
    driver.switch_to.frame(driver.find_element(By.CSS_SELECTOR, "iframe[name=preview]"))
    wait.until(lambda d: d.find_elements(By.TAG_NAME, "svg"))
    steps["previewPlays"] = True
    driver.switch_to.default_content()
    driver.find_element(By.CSS_SELECTOR, "button[data-save]").click()
    wait.until(lambda d: d.current_url.endswith("/specs/tabs.indicator"))
    wait.until(lambda d: "Saved in Chromium" in d.find_element(By.TAG_NAME, "body").text)
    steps["savedURL"] = driver.current_url.replace(base, "")


def conflict():
    driver.get(base + "/specs/tabs.indicator/edit")
    live()
    cli("add", "--replace", write_spec(retitled("tabs.indicator", "Saved elsewhere meanwhile")))
    wait.until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-live-notice]").is_displayed())
    steps["liveNotice"] = text_of("[data-live-notice]")
    area = driver.find_element(By.CSS_SELECTOR, "textarea[name=spec]")
    mine = area.get_attribute("value").replace("title: Saved in Chromium", "title: Mine from the browser")
    driver.execute_script("arguments[0].value = arguments[1]", area, mine)
    driver.find_element(By.CSS_SELECTOR, "button[data-save]").click()
    wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "[data-conflict]"))
    steps["conflictTheirs"] = "Saved elsewhere meanwhile" in text_of("[data-theirs]")
    steps["conflictMine"] = "Mine from the browser" in driver.find_element(By.CSS_SELECTOR, "textarea[name=spec]").get_attribute("value")
    shoot("edit-conflict")


def csrf_refused():
    # A form on this site's page, posted with the session cookie but no CSRF field.
    driver.get(base + "/specs/tabs.indicator")
    driver.execute_script("""
        var form = document.createElement("form");
        form.method = "post"; form.action = "/specs/tabs.indicator/edit";
        var spec = document.createElement("textarea"); spec.name = "spec"; spec.value = arguments[0];
        form.appendChild(spec); document.body.appendChild(form); form.submit();
        """, retitled("tabs.indicator", "Forged"))
    wait.until(lambda d: "Forbidden" in d.title)
    steps["noTokenStatus"] = driver.title
    # Another site's page posting to this one: refused by where it comes from.
    page = ("<form method=post action='%s/specs/tabs.indicator/edit'><input name=spec value=x>"
            "<button>go</button></form>") % base
    driver.get("data:text/html," + page)
    driver.find_element(By.TAG_NAME, "button").click()
    wait.until(lambda d: d.current_url.startswith(base))
    steps["crossSiteStatus"] = driver.title


try:
    step("signIn", sign_in)
    step("liveSpecPage", live_spec_page)
    step("liveGallery", live_gallery)
    step("typeBroken", type_broken_spec)
    step("save", save)
    step("conflict", conflict)
    step("csrf", csrf_refused)
    step("accessible", editor_accessible)
    shown = subprocess.run([herocat, "show", "tabs.indicator", "--db", db], capture_output=True, text=True).stdout
    steps["storedTitle"] = next((line for line in shown.split("\n") if line.startswith("title:")), None)
    report["console"] = [entry["message"] for entry in driver.get_log("browser")
                         if entry["level"] == "SEVERE" and "the server responded with a status of" not in entry["message"]]
finally:
    driver.quit()
print(json.dumps(report))
