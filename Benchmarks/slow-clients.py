"""Slow clients against a running herocat serve, as an attacker sends them.

COUNT clients trickle request heads, one byte each every 0.2 s, and reconnect whenever
the server closes them; meanwhile GET /healthz is asked on a new connection every 0.25 s
for SECONDS. Prints, as JSON, each probe's status line and seconds (a null status: no
answer within GIVE_UP seconds, 3 unless given), and how many times the server closed a trickler.
    usage: python3 slow-clients.py PORT COUNT SECONDS [GIVE_UP]
Benchmarks/slow-clients.sh runs it against two builds; ServeLimitsTests against this one.
"""
import json, select, socket, sys, time

port, count, seconds = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
give_up = float(sys.argv[4]) if len(sys.argv) > 4 else 3.0
head = b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: " + b"a" * 100000


def connect():
    s = socket.create_connection(("127.0.0.1", port))
    s.setblocking(False)
    return [s, 0]


slow = [connect() for _ in range(count)]
start = time.monotonic()
probes, pending, closed, trickle, ask = [], [], 0, 0.0, start + 0.3
while time.monotonic() - start < seconds or pending:
    now = time.monotonic()
    if now >= ask and now - start < seconds:
        p = socket.create_connection(("127.0.0.1", port))
        p.sendall(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        p.setblocking(False)
        pending.append([p, now, b""])
        ask = now + 0.25
    for entry in pending[:]:
        if now - entry[1] > give_up:
            probes.append([None, round(now - entry[1], 3)])
            entry[0].close()
            pending.remove(entry)
    if now >= trickle:
        for index, entry in enumerate(slow):
            try:
                entry[0].send(head[entry[1]:entry[1] + 1])
                entry[1] += 1
            except OSError:
                entry[0].close()
                closed += 1
                slow[index] = connect()
        trickle = now + 0.2
    readable = select.select([e[0] for e in slow] + [p[0] for p in pending], [], [], 0.02)[0]
    for s in readable:
        probe = next((p for p in pending if p[0] is s), None)
        try:
            data = s.recv(65536)
        except OSError:
            data = b""
        if probe is not None:
            probe[2] += data
            if not data:
                probes.append([probe[2].split(b"\r\n")[0].decode() or None, round(time.monotonic() - probe[1], 3)])
                s.close()
                pending.remove(probe)
        elif not data:
            index = next(i for i, e in enumerate(slow) if e[0] is s)
            s.close()
            closed += 1
            slow[index] = connect()
print(json.dumps({"probes": probes, "closed": closed}))
