"""Read-your-writes across two replicas: ROUNDS times, retitle a spec through replica A,
then at once read it through replica B (which keeps what it read until told of a change by
PostgreSQL's NOTIFY) and compare B's ETag with the one A answered. Prints how many reads
through B were stale; exits 1 if any was.
    usage: python3 Benchmarks/replica-staleness.py URL_A URL_B TOKEN NAME [ROUNDS=300]
"""
import http.client, json, sys, time
from urllib.parse import urlparse

a, b, token, name = sys.argv[1:5]
rounds = int(sys.argv[5]) if len(sys.argv) > 5 else 300
def connect(url):
    parts = urlparse(url)
    return http.client.HTTPConnection(parts.hostname, parts.port)
def call(conn, method, body=None, headers=None):
    conn.request(method, f"/api/specs/{name}", body=body,
                 headers={"Authorization": f"Bearer {token}", **(headers or {})})
    response = conn.getresponse()
    return response.status, response.getheader("ETag"), response.read()

first, second = connect(a), connect(b)
status, etag, body = call(first, "GET")
assert status == 200, (status, body)
spec = json.loads(body)
stale, started = 0, time.monotonic()
for round in range(rounds):
    call(second, "GET")  # B keeps this answer until it learns of the write below
    spec["title"] = f"round {round}"
    status, etag, body = call(first, "PUT", json.dumps(spec), {"If-Match": etag, "Content-Type": "application/json"})
    assert status == 200, (status, body)
    _, seen, _ = call(second, "GET")
    stale += seen != etag
elapsed = time.monotonic() - started
print(f"read-your-writes across replicas: {stale} stale of {rounds} reads right after a write ({rounds / elapsed:.0f} rounds/s)")
sys.exit(1 if stale else 0)
