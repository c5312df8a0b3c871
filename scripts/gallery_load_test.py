#!/usr/bin/env python3
"""The gallery's load test: a normal tab's drag beside hostile traffic, over loopback.

usage: scripts/gallery_load_test.py PATH_TO_REFRESH_GALLERY

Starts the gallery with its standard error on a pipe that nobody reads, and measures one normal
tab's drag (60 pointer moves at 60 Hz on the default header, the intervals between the frames
that come back) on the server alone, beside 1,000 idle sockets, beside a flood from 200
sockets, and after 2,000 refused upgrades, each of which the server logs. Checks:

- each loaded drag's 95th-percentile frame interval is within 2x the unloaded one;
- the server's memory stays under 400 MB;
- 1,000 idle sockets cost under a tenth of a core;
- every flooding socket is closed (1008), the messages read from the flood are bounded, and
  none is read once the flooders' sockets have closed;
- the server answers throughout, though its standard error is never read.

Python's standard library only; bounded: about 35 seconds.
"""
import base64
import json
import multiprocessing
import os
import socket
import struct
import subprocess
import sys
import time
import urllib.request

FAILURES = []


def check(condition, message):
    print(("ok   " if condition else "FAIL ") + message, flush=True)
    if not condition:
        FAILURES.append(message)


def frame(text):
    payload = text.encode()
    key = os.urandom(4)
    head = bytes([0x81])
    head += bytes([0x80 | len(payload)]) if len(payload) < 126 else bytes([0x80 | 126]) + struct.pack(">H", len(payload))
    return head + key + bytes(b ^ key[i % 4] for i, b in enumerate(payload))


def connect(port, timeout=5):
    sock = socket.create_connection(("127.0.0.1", port), timeout=timeout)
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall(
        f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
        f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n".encode())
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = sock.recv(4096)
        if not chunk:
            raise RuntimeError("closed during the upgrade")
        head += chunk
    if not head.startswith(b"HTTP/1.1 101"):
        raise RuntimeError(head[:80])
    return sock, head.split(b"\r\n\r\n", 1)[1]


class Reader:
    """Reads a server's unmasked frames from a socket, keeping each text message's arrival time."""

    def __init__(self, sock, rest=b""):
        self.sock, self.buffer, self.messages = sock, rest, []

    def pump(self, until):
        self.sock.settimeout(0.005)
        while time.perf_counter() < until:
            try:
                chunk = self.sock.recv(1 << 16)
                if not chunk:
                    return
                self.buffer += chunk
            except socket.timeout:
                pass
            self.parse()

    def parse(self):
        while len(self.buffer) >= 2:
            length, start = self.buffer[1] & 0x7F, 2
            if length == 126:
                if len(self.buffer) < 4:
                    return
                length, start = struct.unpack(">H", self.buffer[2:4])[0], 4
            elif length == 127:
                if len(self.buffer) < 10:
                    return
                length, start = struct.unpack(">Q", self.buffer[2:10])[0], 10
            if len(self.buffer) < start + length:
                return
            opcode, payload = self.buffer[0] & 0x0F, self.buffer[start:start + length]
            self.buffer = self.buffer[start + length:]
            if opcode == 1:
                self.messages.append((time.perf_counter(), json.loads(payload)))


def drag(port):
    """A normal tab's drag: the 95th-percentile and largest interval between frames, in ms."""
    sock, rest = connect(port)
    reader = Reader(sock, rest)
    sock.sendall(frame('{"type":"open","scenario":"header-default"}'))
    reader.pump(time.perf_counter() + 1.5)  # the first refresh ends; the list rests
    start = len(reader.messages)
    t = 1000.0
    sock.sendall(frame(f'{{"type":"pointer","phase":"down","x":187,"y":100,"t":{t},"id":1}}'))
    next_move = time.perf_counter()
    for step in range(60):
        next_move += 1 / 60
        reader.pump(next_move)
        t += 1000 / 60
        y = 100 + step * 4
        sock.sendall(frame(f'{{"type":"pointer","phase":"move","x":187,"y":{y},"t":{t},"id":1}}'))
    reader.pump(time.perf_counter() + 0.1)
    sock.sendall(frame(f'{{"type":"pointer","phase":"cancel","x":187,"y":340,"t":{t},"id":1}}'))
    sock.close()
    times = [when for when, message in reader.messages[start:] if message.get("type") == "frame"]
    intervals = sorted((b - a) * 1000 for a, b in zip(times, times[1:]))
    if len(intervals) < 30:
        return float("inf"), float("inf"), len(intervals)
    return intervals[int(len(intervals) * 0.95)], intervals[-1], len(intervals)


def stats(port):
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/stats.json", timeout=60) as answer:
        return json.loads(answer.read())


def process_figures(pid):
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().split(")")[1].split()
    cpu = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    with open(f"/proc/{pid}/status") as status:
        rss = next(int(line.split()[1]) for line in status if line.startswith("VmRSS")) / 1024
    return cpu, rss


def main():
    server = subprocess.Popen(
        [sys.argv[1], "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
        env=dict(os.environ, LOG_LEVEL="debug"))
    # Standard error is never read: the pipe fills, and the server must not care.
    line = server.stdout.readline().decode()
    port = int(line.rsplit(":", 1)[1].strip().strip("/"))
    try:
        run(port, server.pid)
    finally:
        server.terminate()
        server.wait(timeout=10)
    print(f"{len(FAILURES)} failure(s)")
    sys.exit(1 if FAILURES else 0)


def run(port, pid):
    base = drag(port)
    print(f"unloaded: p95 {base[0]:.1f} ms, max {base[1]:.1f} ms over {base[2]} frame intervals")
    limit = 2 * base[0]

    idle = []
    for _ in range(1000):
        sock, _ = connect(port)
        sock.sendall(frame('{"type":"open","scenario":"header-default"}'))
        idle.append(sock)
    time.sleep(2)  # their first refreshes end; they rest
    cpu0, _ = process_figures(pid)
    time.sleep(3)
    cpu1, rss = process_figures(pid)
    check((cpu1 - cpu0) / 3 < 0.1, f"1,000 idle sockets cost {(cpu1 - cpu0) / 3:.3f} cores (< 0.1)")
    loaded = drag(port)
    check(loaded[0] <= limit,
          f"beside 1,000 idle sockets: p95 {loaded[0]:.1f} ms, max {loaded[1]:.1f} ms (<= {limit:.1f})")
    check(rss < 400, f"memory with 1,000 tabs open: {rss:.0f} MB (< 400)")
    for sock in idle:
        sock.close()

    flood(port, pid, limit)

    for _ in range(2000):
        sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        sock.sendall(b"GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n")
        sock.recv(4096)
        sock.close()
    after = drag(port)
    check(after[0] <= limit,
          f"after 2,000 logged refusals, standard error unread: p95 {after[0]:.1f} ms (<= {limit:.1f})")


def flood_from_another_process(port, ready, result):
    """Opens 200 sockets, says it is ready, then sends pointer moves on each as fast as loopback
    takes them until the server closes it; reports how many closes carried code 1008."""
    flooders = [connect(port)[0] for _ in range(200)]
    move = '{"type":"pointer","phase":"move","x":187,"y":300,"t":1,"id":9}'
    payload = b"".join(frame(move) for _ in range(2000))
    ready.send(True)
    offsets, closes = [0] * len(flooders), {}
    for sock in flooders:
        sock.setblocking(False)
    deadline = time.perf_counter() + 20
    while len(closes) < len(flooders) and time.perf_counter() < deadline:
        for index, sock in enumerate(flooders):
            if index in closes:
                continue
            try:
                sent = sock.send(payload[offsets[index]:])
                offsets[index] = (offsets[index] + sent) % len(payload)
            except BlockingIOError:
                pass
            except OSError:
                closes[index] = b""
            try:
                data = sock.recv(1 << 16)
                if not data:
                    closes[index] = closes.get(index, b"")
                elif b"\x88" in data:  # a close frame: its code follows its length byte
                    at = data.index(b"\x88")
                    closes[index] = data[at + 2:at + 4]
            except BlockingIOError:
                pass
            except OSError:
                closes[index] = closes.get(index, b"")
    result.send(sum(1 for code in closes.values() if code == struct.pack(">H", 1008)))


def flood(port, pid, limit):
    """A normal tab's drag beside 200 sockets that flood, sent from another process."""
    before = stats(port)
    cpu0, _ = process_figures(pid)
    ready, ready_child = multiprocessing.Pipe()
    result, result_child = multiprocessing.Pipe()
    flooder = multiprocessing.Process(
        target=flood_from_another_process, args=(port, ready_child, result_child))
    flooder.start()
    ready.recv()
    started = time.perf_counter()
    during = drag(port)
    closed_with_1008 = result.recv()
    flooder.join()
    elapsed = time.perf_counter() - started
    time.sleep(1.5)  # the flooders' close handshakes end
    after = stats(port)
    time.sleep(1)
    later = stats(port)
    cpu1, rss = process_figures(pid)
    read = after["messagesRead"] - before["messagesRead"]
    print(f"flood: {elapsed:.1f} s to close all, {read} messages read, "
          f"{after['messagesDropped'] - before['messagesDropped']} dropped, "
          f"{cpu1 - cpu0:.1f} s of CPU")
    check(during[0] <= limit,
          f"beside a flood from 200 sockets: p95 {during[0]:.1f} ms, max {during[1]:.1f} ms (<= {limit:.1f})")
    closed = after["socketsClosedForFlooding"] - before["socketsClosedForFlooding"]
    check(closed == 200 and closed_with_1008 == 200,
          f"flooding sockets closed: {closed} of 200 by the server, {closed_with_1008} saw 1008")
    check(read < 200 * 480, f"messages read from the flood: {read} (< 200 sockets x a burst)")
    check(later["messagesRead"] == after["messagesRead"],
          f"messages read once the flooders closed: {later['messagesRead'] - after['messagesRead']}")
    check(rss < 400, f"memory after the flood: {rss:.0f} MB (< 400)")


if __name__ == "__main__":
    main()
