"""The Chromium the browser tests launch: Chromium's headless-only build where it is
installed (the same Blink at about a quarter of the CPU per launch), else a full Chromium
run headless. The Swift tests' `Chromium.names` (Tests/TestThreads) is the same list."""
import os
import shutil

EXECUTABLES = ("chromium-headless-shell", "chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
MISSING = "no Chromium on PATH: apt-get install -y chromium-headless-shell"


def executable():
    """The first of EXECUTABLES on PATH, or None. A launcher script that runs the browser as
    its child (Debian's chromium-headless-shell is one) is resolved to the browser it runs:
    chromedriver and the DevTools driver end the process they started, and ending the script
    alone would leave the browser running."""
    path = next(filter(None, map(shutil.which, EXECUTABLES)), None)
    return path and (_browser_run_by(path) or path)


def _browser_run_by(script):
    """The absolute path of a Chromium executable a `#!` script names, or None."""
    try:
        with open(script, "rb") as file:
            head = file.read(4096)
    except OSError:
        return None
    if not head.startswith(b"#!"):
        return None
    for token in head.decode("utf-8", "replace").split()[1:]:
        token = token.strip("\"'")
        if (token.startswith("/") and os.path.basename(token).startswith("chromium") and token != script
                and os.path.isfile(token) and os.access(token, os.X_OK)):
            return token
    return None
