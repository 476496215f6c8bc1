"""Headless Chromium under selenium, through Debian's chromium-driver: the launcher of
herocat's web-catalog browser tests (web_pages.py) and screenshots (screenshots.py).
A missing piece exits naming what to install."""
import shutil, sys

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
except ImportError:
    sys.exit("python3's selenium is missing: pip install selenium axe-selenium-python")

import chromium  # beside this script


def start(width=1440, height=900):
    """A headless Chromium showing a blank page, its viewport `width` x `height` CSS px."""
    browser = chromium.executable()
    if browser is None:
        sys.exit(chromium.MISSING)
    driver_path = shutil.which("chromedriver")
    if driver_path is None:
        sys.exit("no chromedriver on PATH: apt-get install -y chromium-driver")
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--no-first-run", "--no-default-browser-check", "--hide-scrollbars"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(driver_path), options=options)
    viewport(driver, width, height)
    return driver


def viewport(driver, width, height, mobile=None):
    """Sets the viewport as a phone (touch, mobile) below 600 px wide, else a desktop."""
    phone = width < 600 if mobile is None else mobile
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1 if not phone else 2, "mobile": phone})


def reduced_motion(driver, on):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-reduced-motion", "value": "reduce" if on else "no-preference"}]})
