"""The Chromium the browser tests launch: Chromium's headless-only build where it is
installed (the same Blink at about a quarter of the CPU per launch), else a full Chromium
run headless. The Swift tests' `Chromium.names` (Tests/TestThreads) is the same list."""
import shutil

EXECUTABLES = ("chromium-headless-shell", "chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
MISSING = "no Chromium on PATH: apt-get install -y chromium-headless-shell"


def executable():
    """The first of EXECUTABLES on PATH, or None."""
    return next((shutil.which(name) for name in EXECUTABLES if shutil.which(name)), None)
