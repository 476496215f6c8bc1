"""Headless Chromium driven over the DevTools protocol (pip websocket-client): the one
browser launcher of herocat's browser tests (catalog_browser.py, page_probe.py)."""
import json, os, shutil, signal, subprocess, sys, tempfile, time, urllib.request

import chromium  # beside this script

try:
    import websocket
except ImportError:
    sys.exit("python3's websocket-client is missing: pip install websocket-client")


class Browser:
    """A headless Chromium showing a blank page. `call` sends one DevTools command and
    returns its result, handing every event that arrives meanwhile to `on_event`."""

    def __init__(self, on_event=lambda message: None):
        executable = chromium.executable()
        if executable is None:
            sys.exit(chromium.MISSING)
        self.on_event = on_event
        self.counter = 0
        self.profile = tempfile.mkdtemp()
        self.process = subprocess.Popen(
            [executable, "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             "--no-first-run", "--no-default-browser-check", "--remote-debugging-port=0",
             "--user-data-dir=" + self.profile, "--window-size=1200,1000", "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
        try:
            # Chromium writes the port it chose once it listens.
            port_file = os.path.join(self.profile, "DevToolsActivePort")
            for _ in range(600):
                if os.path.exists(port_file) and open(port_file).read().strip():
                    break
                time.sleep(0.1)
            port = open(port_file).read().split()[0]
            tabs = json.load(urllib.request.urlopen("http://127.0.0.1:%s/json" % port))
            page = [tab for tab in tabs if tab["type"] == "page"][0]
            self.socket = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=60)
        except BaseException:
            self.close()
            raise

    def call(self, method, **params):
        self.counter += 1
        self.socket.send(json.dumps({"id": self.counter, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("id") == self.counter:
                if "error" in message:
                    raise RuntimeError("%s: %s" % (method, message["error"]))
                return message.get("result", {})
            self.on_event(message)

    def close(self):
        """Kills the browser's whole process group (a throwaway profile needs no orderly
        shutdown): Debian's chromium-headless-shell is a script that runs the browser as its
        child, which ending the script alone would leave running."""
        try:
            os.killpg(self.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass
        self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)
