#!/usr/bin/env python3
"""The gallery's load test: a normal tab's drag beside hostile traffic, over loopback.

usage: scripts/gallery_load_test.py PATH_TO_REFRESH_GALLERY

Starts the gallery with its standard error on a pipe that nobody reads, and measures one normal
tab's drag (60 pointer moves at 60 Hz on the default header, the intervals between the frames
that come back) on the server alone, beside 1,000 idle sockets, beside a flood from 200
sockets, and after 2,000 refused upgrades, each of which the server logs. Checks:

- each loaded drag's 95th-percentile frame interval is within 2x the unloaded one. A drag is
  tried up to three times and its best try counts, as a benchmark takes the least of its runs:
  a neighbour on a shared machine can slow one drag, a server that cannot keep up slows every
  try. Every try is printed, and every other check holds on every try;
- the server's memory stays under 400 MB;
- 1,000 idle sockets cost under a tenth of a core;
- every flooding socket is closed (1008), the messages read from the flood are bounded, and
  none is read once the flooders' sockets have closed;
- the server answers throughout, though its standard error is never read.

The flooding process stands in for a machine elsewhere: it runs at a lower priority (nice 10)
and waits in select() while loopback is full, so that it takes only the CPU the server and the
normal tab leave, as a remote flood takes none of theirs.

Python's standard library only; bounded: about 35 seconds, 90 at most.
"""
import base64
import json
import multiprocessing
import os
import select
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
        f"GET /ws HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nOrigin: http://127.0.0.1:{port}\r\n"
        f"Upgrade: websocket\r\nConnection: Upgrade\r\n"
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
    """Reads a server's unmasked frames from a socket, keeping each text message's arrival time
    and the code of the close frame, if one came."""

    def __init__(self, sock, rest=b""):
        self.sock, self.buffer, self.messages, self.close_code = sock, rest, [], None

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
            elif opcode == 8 and len(payload) >= 2:
                self.close_code = struct.unpack(">H", payload[:2])[0]


def drag(port):
    """A normal tab's drag: the 95th-percentile and largest interval between frames, in ms, the
    number of intervals, and the median."""
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
        return float("inf"), float("inf"), len(intervals), float("inf")
    return (intervals[int(len(intervals) * 0.95)], intervals[-1], len(intervals),
            intervals[len(intervals) // 2])


def stats(port):
    request = urllib.request.Request(
        f"http://127.0.0.1:{port}/stats.json", headers={"Origin": f"http://127.0.0.1:{port}"})
    with urllib.request.urlopen(request, timeout=60) as answer:
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


def best_drag(port, label, limit, load=None):
    """Up to three drags, each beside a fresh `load` if one is given (a function that starts the
    load, returns a function that ends it and runs its checks); the best try is checked."""
    tries = []
    for _ in range(3):
        end_load = load() if load else None
        tries.append(drag(port))
        if end_load:
            end_load()
        if tries[-1][0] <= limit:
            break
    best = min(tries)
    shown = ", ".join(f"{attempt[0]:.1f}" for attempt in tries)
    check(best[0] <= limit,
          f"{label}: p95 {best[0]:.1f} ms, max {best[1]:.1f} ms over {best[2]} frame intervals "
          f"(<= {limit:.1f}; tries' p95: {shown})")


def run(port, pid):
    base = min(drag(port), drag(port))  # the best of two, so that noise never loosens the limit
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
    best_drag(port, "beside 1,000 idle sockets", limit)
    check(rss < 400, f"memory with 1,000 tabs open: {rss:.0f} MB (< 400)")
    for sock in idle:
        sock.close()

    best_drag(port, "beside a flood from 200 sockets", limit, load=lambda: flood(port, pid))

    for _ in range(2000):
        sock = socket.create_connection(("127.0.0.1", port), timeout=5)
        sock.sendall(b"GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n")
        sock.recv(4096)
        sock.close()
    best_drag(port, "after 2,000 logged refusals, standard error unread", limit)


def flood_from_another_process(port, ready, result):
    """Opens 200 sockets, says it is ready, then sends pointer moves on each as fast as loopback
    takes them until the server closes it; reports how many closes carried code 1008."""
    os.nice(10)
    readers = [Reader(*connect(port)) for _ in range(200)]
    move = '{"type":"pointer","phase":"move","x":187,"y":300,"t":1,"id":9}'
    payload = b"".join(frame(move) for _ in range(2000))
    ready.send(True)
    offsets = {reader.sock: 0 for reader in readers}
    by_socket = {reader.sock: reader for reader in readers}
    open_ones, sending = set(offsets), set(offsets)
    for sock in open_ones:
        sock.setblocking(False)
    deadline = time.perf_counter() + 20
    while open_ones and time.perf_counter() < deadline:
        readable, writable, _ = select.select(list(open_ones), list(sending), [], 0.1)
        for sock in writable:
            try:
                sent = sock.send(payload[offsets[sock]:])
                offsets[sock] = (offsets[sock] + sent) % len(payload)
            except BlockingIOError:
                pass
            except OSError:
                sending.discard(sock)  # what was sent back may still be read
        for sock in readable:
            try:
                data = sock.recv(1 << 16)
            except BlockingIOError:
                continue
            except OSError:
                data = b""
            if data:
                by_socket[sock].buffer += data
                by_socket[sock].parse()
            else:
                open_ones.discard(sock)
                sending.discard(sock)
    result.send(sum(1 for reader in readers if reader.close_code == 1008))


def flood(port, pid):
    """Starts 200 flooding sockets in another process; returns the function that waits for their
    closes and checks what the flood cost."""
    before = stats(port)
    cpu0, _ = process_figures(pid)
    ready, ready_child = multiprocessing.Pipe()
    result, result_child = multiprocessing.Pipe()
    flooder = multiprocessing.Process(
        target=flood_from_another_process, args=(port, ready_child, result_child))
    flooder.start()
    ready.recv()
    started = time.perf_counter()

    def end():
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
              f"{cpu1 - cpu0:.1f} s of the server's CPU")
        closed = after["socketsClosedForFlooding"] - before["socketsClosedForFlooding"]
        check(closed == 200 and closed_with_1008 == 200,
              f"flooding sockets closed: {closed} of 200 by the server, {closed_with_1008} saw 1008")
        check(read < 200 * 480, f"messages read from the flood: {read} (< 200 sockets x a burst)")
        check(later["messagesRead"] == after["messagesRead"],
              f"messages read once the flooders closed: {later['messagesRead'] - after['messagesRead']}")
        check(rss < 400, f"memory after the flood: {rss:.0f} MB (< 400)")

    return end


if __name__ == "__main__":
    main()
