#!/usr/bin/env python3
"""Drives the RefreshKit gallery in headless Chromium through real input events.

It speaks the Chrome DevTools Protocol over --remote-debugging-pipe (file descriptors 3 and 4),
so it needs nothing but Python's standard library and Chromium. For each scenario it pulls past
the threshold with Input.dispatchMouseEvent or Input.dispatchTouchEvent, reads the component's
title from the page's DOM, releases, waits for the spinner and for the list to settle, and saves a
PNG screenshot of each step. Every scenario's pictures must load, and at a phone's width (390 x
844) nothing may overflow sideways.

usage: gallery_browser_test.py BASE_URL ARTIFACT_DIR [CHROMIUM]
"""
import base64
import json
import os
import subprocess
import sys
import time


class Browser:
    """Chromium with a CDP session on one page."""

    def __init__(self, executable):
        read_chrome, write_ours = os.pipe()  # we write commands: Chromium reads fd 3
        read_ours, write_chrome = os.pipe()  # Chromium writes replies on fd 4
        def child_fds():
            os.dup2(read_chrome, 3)
            os.dup2(write_chrome, 4)
        self.process = subprocess.Popen(
            [executable, "--headless=new", "--remote-debugging-pipe", "--no-sandbox",
             "--disable-gpu", "--no-first-run", "--no-default-browser-check",
             "--hide-scrollbars", "--force-device-scale-factor=1", "--window-size=1000,900",
             "about:blank"],
            preexec_fn=child_fds, pass_fds=(3, 4),  # kept open once child_fds made them
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(read_chrome)
        os.close(write_chrome)
        self.writer = os.fdopen(write_ours, "wb")
        self.reader = os.fdopen(read_ours, "rb")
        self.buffer = b""
        self.next_id = 0
        self.session = None
        target = self.command("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.command(
            "Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.command("Page.enable")
        self.command("Runtime.enable")
        self.command("Emulation.setDeviceMetricsOverride",
                     {"width": 1000, "height": 900, "deviceScaleFactor": 1, "mobile": False})

    def command(self, method, params=None, timeout=30):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if self.session and not method.startswith("Target."):
            message["sessionId"] = self.session
        self.writer.write(json.dumps(message).encode() + b"\0")
        self.writer.flush()
        deadline = time.time() + timeout
        while time.time() < deadline:
            reply = self.read_message()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
        raise TimeoutError(method)

    def read_message(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.reader.fileno(), 1 << 16)
            if not chunk:
                raise RuntimeError("Chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def evaluate(self, expression, awaits=False):
        result = self.command("Runtime.evaluate", {"expression": expression, "returnByValue": True,
                                                   "awaitPromise": awaits})
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression, what, timeout=10):
        deadline = time.time() + timeout
        while time.time() < deadline:
            value = self.evaluate(expression)
            if value:
                return value
            time.sleep(0.02)
        raise AssertionError(f"timed out waiting for {what} ({expression})")

    def screenshot(self, path):
        data = self.command("Page.captureScreenshot", {"format": "png"})["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))

    def close(self):
        try:
            self.command("Browser.close", timeout=5)
        except Exception:
            pass
        self.process.terminate()
        self.process.wait(timeout=10)


class Finger:
    """A mouse or a finger on the phone, moved in display-rate steps."""

    def __init__(self, browser, touch):
        self.browser = browser
        self.touch = touch
        box = browser.evaluate(
            "(() => { const b = document.getElementById('phone').getBoundingClientRect();"
            " const p = document.getElementById('phone');"
            " return [b.left + p.clientLeft, b.top + p.clientTop]; })()")
        self.origin = box

    def _dispatch(self, kind, x, y):
        x, y = self.origin[0] + x, self.origin[1] + y
        if self.touch:
            touch_type = {"down": "touchStart", "move": "touchMove", "up": "touchEnd"}[kind]
            points = [] if kind == "up" else [{"x": x, "y": y, "id": 1}]
            self.browser.command("Input.dispatchTouchEvent",
                                 {"type": touch_type, "touchPoints": points})
        else:
            mouse_type = {"down": "mousePressed", "move": "mouseMoved", "up": "mouseReleased"}[kind]
            params = {"type": mouse_type, "x": x, "y": y, "button": "left",
                      "buttons": 1 if kind != "up" else 0, "clickCount": 1}
            self.browser.command("Input.dispatchMouseEvent", params)

    def press(self, x, y):
        self.x, self.y = x, y
        self._dispatch("down", x, y)

    def move_by(self, dx, dy, steps):
        for step in range(1, steps + 1):
            self._dispatch("move", self.x + dx * step / steps, self.y + dy * step / steps)
            time.sleep(1 / 60)
        self.x, self.y = self.x + dx, self.y + dy

    def hold(self, seconds=0.15):
        time.sleep(seconds)  # the finger rests: the release carries no speed

    def release(self):
        self._dispatch("up", self.x, self.y)


def component(slot, expression):
    return f"(() => {{ const c = document.querySelector('[data-slot={slot}]'); return c && ({expression}); }})()"


def state_is(slot, state):
    return component(slot, f"c.dataset.state === '{state}'")


def label_text(slot):
    return component(slot, "[...c.querySelectorAll('.label')].filter(l => l.style.display !== 'none').map(l => l.textContent).join(' | ')")


def spinner_turning(slot):
    return component(slot, "[...c.querySelectorAll('.spinner, .gif')].some(s => s.style.display !== 'none')")


def settled():
    return "document.getElementById('phone').dataset.moving === '0'"


class Run:
    def __init__(self, browser, base, artifacts):
        self.browser, self.base, self.artifacts = browser, base, artifacts
        self.shots = []

    def open(self, scenario, wait_for_first_refresh=True):
        self.browser.command("Page.navigate", {"url": f"{self.base}/s/{scenario}"})
        self.browser.wait_for("document.getElementById('phone') && document.getElementById('phone').dataset.ready === '1'",
                              f"{scenario}'s first frame")
        if wait_for_first_refresh:
            self.browser.wait_for(state_is("header", "idle") + " && " + settled(),
                                  f"{scenario}'s first refresh to end")

    def wait_quiet(self, what, timeout=10):
        """Waits until the server has sent no new frame for a quarter of a second."""
        deadline = time.time() + timeout
        last, since = None, time.time()
        while time.time() < deadline:
            frames = self.browser.evaluate("document.getElementById('phone').dataset.frames")
            if frames != last:
                last, since = frames, time.time()
            elif time.time() - since >= 0.25:
                return
            time.sleep(0.02)
        raise AssertionError(f"timed out waiting for {what}: frames keep coming")

    def shot(self, name):
        path = os.path.join(self.artifacts, f"{name}.png")
        self.browser.screenshot(path)
        assert os.path.getsize(path) > 10_000, f"{path} is too small to be a screenshot"
        self.shots.append(path)

    def expect_text(self, slot, text):
        value = self.browser.wait_for(
            f"(() => {{ const t = {label_text(slot)}; return t && t.includes({json.dumps(text)}) ? t : ''; }})()",
            f"the {slot} to read {text!r}", timeout=5)
        print(f"    {slot} reads: {value}")


def header_scenario(run, scenario, touch, title):
    print(f"  {scenario} ({'touch' if touch else 'mouse'})")
    run.open(scenario)
    finger = Finger(run.browser, touch)
    finger.press(187, 200)
    finger.move_by(0, 260, 26)
    run.browser.wait_for(state_is("header", "pulling"), "the header to pass its threshold")
    if title:
        run.expect_text("header", title)
    run.shot(f"{scenario}-1-pulling")
    finger.hold()
    finger.release()
    run.browser.wait_for(state_is("header", "refreshing") + " && " + spinner_turning("header"),
                         "the header to refresh with its spinner turning")
    # While it refreshes, something turns in every frame: the frames come at display rate.
    received = "Number(document.getElementById('phone').dataset.received)"
    start, first = time.time(), run.browser.evaluate(received)
    time.sleep(0.3)
    rate = (run.browser.evaluate(received) - first) / (time.time() - start)
    print(f"    {rate:.0f} frames a second while refreshing")
    assert rate >= 30, f"frames came at {rate:.0f} a second, not at display rate"
    run.shot(f"{scenario}-2-refreshing")
    run.browser.wait_for(state_is("header", "idle") + " && " + settled() +
                         " && document.getElementById('phone').dataset.offsetY === '-64'",
                         "the list to settle at the top")
    run.browser.wait_for("document.getElementById('phone').dataset.items === '15'", "five new rows")
    run.shot(f"{scenario}-3-settled")


def auto_footer_to_no_more_data(run):
    scenario = "footer-no-more-data"
    print(f"  {scenario} (mouse)")
    run.open(scenario)
    run.expect_text("footer", "Tap or pull up to load more")
    finger = Finger(run.browser, touch=False)
    finger.press(187, 400)
    finger.move_by(0, -60, 8)
    finger.release()
    run.browser.wait_for(state_is("footer", "refreshing") + " && " + spinner_turning("footer"),
                         "the footer to load as the drag ends (short content)")
    run.expect_text("footer", "Loading...")
    run.shot(f"{scenario}-1-loading")
    run.browser.wait_for(state_is("footer", "noMoreData") + " && " + settled(),
                         "no more data, the list at rest")
    run.browser.wait_for("document.getElementById('phone').dataset.items === '15'", "five more rows")
    finger.press(187, 500)  # to the end of the list, where the footer says so
    finger.move_by(0, -300, 20)
    finger.hold()
    finger.release()
    run.browser.wait_for(settled(), "the list at rest at its end")
    run.expect_text("footer", "No more data")
    run.shot(f"{scenario}-2-no-more-data")


def back_footer(run):
    scenario = "back-footer-01"
    print(f"  {scenario} (mouse)")
    run.open(scenario)
    finger = Finger(run.browser, touch=False)
    finger.press(187, 450)
    finger.move_by(0, -200, 20)
    run.browser.wait_for(state_is("footer", "pulling"), "the back footer to pass its threshold")
    run.expect_text("footer", "Release to load more")
    run.shot(f"{scenario}-1-pulling")
    finger.hold()
    finger.release()
    run.browser.wait_for(state_is("footer", "refreshing") + " && " + spinner_turning("footer"),
                         "the back footer to load with its spinner turning")
    run.shot(f"{scenario}-2-loading")
    run.browser.wait_for(state_is("footer", "idle") + " && " + settled() +
                         " && document.getElementById('phone').dataset.items === '11'",
                         "one more row, the list at rest")
    run.shot(f"{scenario}-3-settled")


def trailer(run):
    scenario = "trailer"
    print(f"  {scenario} (touch)")
    run.open(scenario, wait_for_first_refresh=False)
    run.expect_text("trailer", "Slide to view details")
    finger = Finger(run.browser, touch=True)
    for page in range(1, 5):  # page along to the last one
        finger.press(300, 100)
        finger.move_by(-200, 0, 8)
        finger.release()
        run.browser.wait_for(settled() + f" && document.getElementById('phone').dataset.offsetX === '{page * 375}'",
                             f"page {page + 1}", timeout=5)
    finger.press(300, 100)
    finger.move_by(-240, 0, 24)
    run.browser.wait_for(state_is("trailer", "pulling"), "the trailer to pass its threshold")
    run.expect_text("trailer", "Release to view details")
    run.shot(f"{scenario}-1-pulling")
    finger.hold()
    finger.release()
    run.browser.wait_for(
        "[...document.querySelectorAll('#log li')].some(l => l.textContent.includes('trailer pulling → refreshing'))",
        "the trailer to refresh (its action ends it at once)")
    run.browser.wait_for(state_is("trailer", "idle") + " && " + settled() +
                         " && document.getElementById('phone').dataset.offsetX === '1500'",
                         "the list to settle on the last page")
    run.shot(f"{scenario}-2-settled")


def pull_floor_open(run, finger, y, pull, armed=None):
    """Pulls from `y` by `pull` pixels to arm the floor (`armed` runs while it is), releases and
    waits for the floor to open and rest."""
    finger.press(187, y)
    finger.move_by(0, pull, pull // 10)
    run.browser.wait_for(state_is("header", "secondFloorArmed"), "the floor to arm")
    run.expect_text("header", "Release to open the second floor")
    if armed:
        armed()
    finger.hold()
    finger.release()
    run.browser.wait_for(state_is("header", "secondFloorOpen") + " && " + settled(), "the floor to open")
    run.wait_quiet("the open floor")


def push_floor_closed(run, finger):
    """Pushes the open floor up by 160 pixels and waits for it to close."""
    finger.press(187, 300)
    finger.move_by(0, -160, 16)
    finger.hold()
    finger.release()
    run.browser.wait_for(state_is("header", "idle") + " && " + settled(), "the floor to close")


def second_floor(run):
    scenario = "header-second-floor"
    print(f"  {scenario} (touch)")
    run.open(scenario, wait_for_first_refresh=False)
    finger = Finger(run.browser, touch=True)
    floor_shows = "(() => { const f = document.querySelector('#phone .floor'); return !!f && f.style.display !== 'none'; })()"

    def armed():
        run.browser.wait_for(floor_shows, "the floor to show behind the header")
        run.shot(f"{scenario}-1-armed")

    pull_floor_open(run, finger, 150, 500, armed)
    run.shot(f"{scenario}-2-open")
    push_floor_closed(run, finger)
    run.wait_quiet("the closed floor")
    hidden = run.browser.evaluate("(() => { const f = document.querySelector('#phone .floor'); return !f || f.style.display === 'none'; })()")
    assert hidden, "the closed floor still shows"
    run.shot(f"{scenario}-3-closed")


def shop_tabs(run):
    scenario = "shop-tabs"
    print(f"  {scenario} (touch)")
    run.open(scenario, wait_for_first_refresh=False)
    phone = "document.getElementById('phone')"
    finger = Finger(run.browser, touch=True)
    finger.press(187, 500)
    finger.move_by(0, -300, 30)
    finger.hold()
    finger.release()
    run.browser.wait_for(settled() + f" && {phone}.dataset.offsetY === '86' && Number({phone}.dataset.listOffset) > 100",
                         "the banner to go first, then All to scroll")
    all_offset = run.browser.evaluate(f"{phone}.dataset.listOffset")
    print(f"    the page rests at 86, All at {all_offset}")
    run.shot(f"{scenario}-1-banner-gone")
    finger.press(310, 80)  # Sale, in the tab bar pinned under the navigation bar
    finger.release()
    run.browser.wait_for(f"{phone}.dataset.tab === 'Sale' && {phone}.dataset.listOffset === '0'"
                         " && document.querySelector('.shop-tab.selected').textContent === 'Sale'",
                         "Sale to show at its own top")
    finger.press(187, 150)
    finger.move_by(0, 330, 33)
    run.browser.wait_for(state_is("header", "pulling"), "the shared header to be pulled from Sale")
    run.expect_text("header", "Release to refresh")
    run.shot(f"{scenario}-2-pulled-from-sale")
    finger.hold()
    finger.release()
    run.browser.wait_for(state_is("header", "refreshing"), "the shared header to refresh")
    run.browser.wait_for(state_is("header", "idle") + " && " + settled() + f" && {phone}.dataset.offsetY === '-64'",
                         "the refresh to end, the page at its top")
    pull_floor_open(run, finger, 150, 440)
    run.shot(f"{scenario}-3-floor-open")
    push_floor_closed(run, finger)
    tab = run.browser.evaluate(f"{phone}.dataset.tab")
    assert tab == "Sale", f"the floor closed onto {tab}, not Sale"


def pull_down(run, pull=260, touch=False, y=200):
    """Pulls the list down by `pull` pixels from `y` and keeps the finger there."""
    finger = Finger(run.browser, touch)
    finger.press(187, y)
    finger.move_by(0, pull, max(pull // 10, 1))
    return finger


def push_to_the_end(run):
    """Pushes a list of 20 rows up by 420 pixels with the mouse, to its end, and lets go."""
    finger = Finger(run.browser, touch=False)
    finger.press(187, 560)
    finger.move_by(0, -420, 42)
    let_go(finger)


def pull_past_trigger(run, touch=False):
    """Pulls the header past its trigger and keeps the finger there."""
    finger = pull_down(run, touch=touch)
    run.browser.wait_for(state_is("header", "pulling"), "the header to pass its threshold")
    return finger


def let_go(finger):
    finger.hold()
    finger.release()


def logged(text, times=1):
    """Whether the page's log has `times` lines (or more) with `text`."""
    return (f"[...document.querySelectorAll('#log li')]"
            f".filter(l => l.textContent.includes({json.dumps(text)})).length >= {times}")


def items_are(count):
    return f"document.getElementById('phone').dataset.items === '{count}'"


def header_at_rest():
    return state_is("header", "idle") + " && " + settled()


RING = "document.querySelector('[data-slot=header] svg.vector')"


def ring_lines():
    return f"(() => {{ const r = {RING}; return r ? [...r.querySelectorAll('polyline')].filter(p => p.getAttribute('points')).length : -1; }})()"


def loaders_refresh_during_page(run):
    scenario = "loaders-refresh-during-page"
    print(f"  {scenario} (mouse)")
    run.open(scenario, wait_for_first_refresh=False)
    push_to_the_end(run)
    run.browser.wait_for(state_is("footer", "refreshing"), "a page to load for 3 s")
    run.browser.evaluate("document.getElementById('begin').click()")
    run.browser.wait_for(state_is("header", "refreshing") + " && " + state_is("footer", "refreshing"),
                         "the refresh to wait for the page the app asked for")
    run.shot(f"{scenario}-1-refresh-waits-for-the-page")
    run.browser.wait_for(items_are(30), "the page to land", timeout=6)
    run.browser.wait_for(items_are(20) + " && " + state_is("header", "idle"),
                         "the refresh to replace the list", timeout=8)


def loaders_short_first_page(run):
    scenario = "loaders-short-first-page"
    print(f"  {scenario} (no input)")
    run.open(scenario)
    run.browser.wait_for(items_are(12) + " && " + state_is("footer", "idle"),
                         "the footer to fill the screen by itself: 3 rows and 3 pages of 3")
    run.shot(f"{scenario}-1-filled")


def loaders_conversation(run):
    scenario = "loaders-conversation"
    print(f"  {scenario} (touch)")
    run.open(scenario, wait_for_first_refresh=False)
    let_go(pull_down(run, 300, touch=True, y=150))
    run.browser.wait_for(items_are(40), "older messages to load above")
    run.shot(f"{scenario}-1-older-above")


def progress_header(run):
    scenario = "progress-header"
    print(f"  {scenario} (touch)")
    run.open(scenario)
    # The first refresh's outro (0.4 s) may outlast the header's close.
    run.browser.wait_for(ring_lines() + " === 0", "the ring to draw nothing at rest")
    finger = pull_down(run, 80, touch=True)
    run.browser.wait_for(ring_lines() + " === 1", "the pull to draw the ring")
    assert run.browser.evaluate(state_is("header", "idle")), "80 pixels passed the trigger"
    run.shot(f"{scenario}-1-drawn-by-the-pull")
    finger.move_by(0, 180, 18)
    run.browser.wait_for(state_is("header", "pulling"), "the header to pass its threshold")
    let_go(finger)
    run.browser.wait_for(state_is("header", "refreshing"), "the ring to turn")
    points = lambda: run.browser.evaluate(f"{RING}.querySelector('polyline').getAttribute('points')")
    first = points()
    time.sleep(0.2)
    assert points() != first, "the ring does not turn while refreshing"
    run.shot(f"{scenario}-2-turning")
    run.browser.wait_for(header_at_rest(), "the list to settle")
    # With loads failing, the ring closes round a cross, held while "Refresh failed" shows.
    run.browser.evaluate("document.getElementById('failure').click()")
    run.browser.evaluate("document.getElementById('begin').click()")
    run.browser.wait_for(ring_lines() + " === 3", "the ring to close round a cross")
    run.expect_text("header", "Refresh failed")
    time.sleep(0.3)  # the cross's second line drawn in; the failure holds for 0.8 s
    run.shot(f"{scenario}-3-cross")
    run.browser.wait_for(header_at_rest(), "the list to settle after the failure")
    run.browser.evaluate("document.getElementById('failure').click()")


def results(run):
    scenario = "results"
    print(f"  {scenario} (mouse)")
    run.open(scenario)
    finger = pull_past_trigger(run)
    let_go(finger)
    run.expect_text("header", "Refresh failed")
    run.shot(f"{scenario}-1-failure-held")
    run.browser.wait_for(header_at_rest(), "the header to close after a second")
    finger = pull_past_trigger(run)
    let_go(finger)
    run.expect_text("header", "Refreshed")
    run.shot(f"{scenario}-2-success-held")
    run.browser.wait_for(header_at_rest(), "the header to close")


def failed_page_retry(run):
    scenario = "failed-page-retry"
    print(f"  {scenario} (mouse)")
    run.open(scenario, wait_for_first_refresh=False)
    push_to_the_end(run)
    run.expect_text("footer", "Load failed")
    run.shot(f"{scenario}-1-failed")
    run.browser.wait_for(logged("(retry)"), "the automatic retry", timeout=6)
    # The retry's own end, the second: "loadMoreData: fails" is logged as each load starts, and
    # the log can show the retry before a frame shows the footer refreshing, so a wait for that
    # line and an idle footer can pass as the retry begins, and the tap then finds it loading.
    run.browser.wait_for(logged("footer refreshing → idle (endRefreshing)", times=2) + " && "
                         + state_is("footer", "idle"), "the retry to fail too", timeout=6)
    run.expect_text("footer", "Load failed")
    run.shot(f"{scenario}-2-waits-for-a-tap")
    box = run.browser.evaluate(component("footer", "(() => { const b = c.getBoundingClientRect(); return [b.left + b.width / 2, b.top + b.height / 2]; })()"))
    for kind in ("mousePressed", "mouseReleased"):
        run.browser.command("Input.dispatchMouseEvent", {"type": kind, "x": box[0], "y": box[1],
                                                         "button": "left", "clickCount": 1})
    run.browser.wait_for(items_are(25), "the tap to load the page")
    run.shot(f"{scenario}-3-loaded")


def minimum_duration(run):
    scenario = "minimum-duration"
    print(f"  {scenario} (mouse)")
    run.open(scenario)
    finger = pull_past_trigger(run)
    let_go(finger)
    run.browser.wait_for(state_is("header", "refreshing"), "the refresh")
    time.sleep(1)
    assert run.browser.evaluate(state_is("header", "refreshing")), "the refresh ended before 1.5 s"
    run.expect_text("header", "Loading...")
    run.shot(f"{scenario}-1-still-loading-after-a-second")
    run.browser.wait_for(header_at_rest(), "the header to close")


def stale_data(run):
    scenario = "stale-data"
    print(f"  {scenario} (buttons)")
    run.open(scenario)
    run.browser.evaluate("document.getElementById('leave-and-return').click()")
    run.browser.wait_for(logged("the data is fresh"), "a fresh list to load nothing")
    time.sleep(3.2)
    run.browser.evaluate("document.getElementById('leave-and-return').click()")
    run.browser.wait_for(state_is("header", "refreshing"), "stale data to refresh by itself")
    run.browser.wait_for("document.getElementById('phone').dataset.offsetY === '-118'",
                         "the header to scroll into view")
    run.shot(f"{scenario}-1-stale-refreshes")
    run.browser.wait_for(header_at_rest(), "the header to close")


def right_to_left(run):
    scenario = "right-to-left"
    print(f"  {scenario} (touch)")
    run.open(scenario)
    finger = pull_past_trigger(run, touch=True)
    run.expect_text("header", "أفلت للتحديث")
    arrow_right = run.browser.evaluate(component("header", "(() => { const a = c.querySelector('.arrow'); return a.offsetLeft > c.offsetWidth / 2; })()"))
    assert arrow_right, "the arrow is not right of the titles"
    run.shot(f"{scenario}-1-pulling")
    let_go(finger)
    run.browser.wait_for(header_at_rest(), "the header to close")


def reduced_motion(run):
    scenario = "reduced-motion"
    print(f"  {scenario} (mouse)")
    run.open(scenario)
    finger = pull_past_trigger(run)
    run.shot(f"{scenario}-1-pulling")
    let_go(finger)
    run.browser.wait_for(state_is("header", "refreshing"), "the refresh")
    # The close takes no time: the frame that ends the refresh has the list back at the top
    # (with motion, it would still be near -118, 0.4 s from -64).
    offset = run.browser.wait_for(
        component("header", "c.dataset.state === 'idle' && document.getElementById('phone').dataset.offsetY"),
        "the refresh to end")
    assert offset == "-64", f"the header closed over time, not at once: {offset} when it ended"
    run.browser.wait_for(header_at_rest(), "the list to settle")


def voiceover(run):
    scenario = "voiceover"
    print(f"  {scenario} (mouse)")
    run.open(scenario)
    finger = pull_down(run)
    run.browser.wait_for(logged('VoiceOver says "Release to refresh"'), "the pulling announcement")
    let_go(finger)
    run.browser.wait_for(logged('VoiceOver says "Loading..."'), "the refreshing announcement")
    run.shot(f"{scenario}-1-announcements-in-the-log")
    run.browser.wait_for(header_at_rest(), "the header to close")


def chat(run):
    scenario = "chat"
    print(f"  {scenario} (touch)")
    run.open(scenario, wait_for_first_refresh=False)
    finger = pull_down(run, 420, touch=True, y=120)
    let_go(finger)
    run.browser.wait_for(items_are(40), "earlier messages to load above")
    run.shot(f"{scenario}-1-earlier-messages-above")


def tour(run):
    """Every scenario opens, draws its components and logs no error."""
    scenarios = run.browser.evaluate("[...document.querySelectorAll('#catalog a')].map(a => a.id.slice(5))")
    for scenario in scenarios:
        run.open(scenario, wait_for_first_refresh=False)
        run.browser.wait_for("document.querySelectorAll('#phone [data-slot]').length > 0",
                             f"{scenario}'s components")
        run.wait_quiet(f"{scenario} at rest")
        errors = run.browser.evaluate("[...document.querySelectorAll('#log li.error')].map(l => l.textContent)")
        assert not errors, f"{scenario} logged errors: {errors}"
        missing = run.browser.evaluate(MISSING_PICTURES, awaits=True)
        assert not missing, f"{scenario} draws pictures the server does not have: {missing}"
        run.shot(f"tour-{scenario}")
    print(f"  the tour: {len(scenarios)} scenarios open, draw and settle")


# Every picture the phone draws (masks, GIF frames), fetched: those that do not load.
MISSING_PICTURES = """(async () => {
  const urls = new Set();
  for (const e of document.querySelectorAll('#phone *')) {
    for (const v of [e.style.maskImage, e.style.webkitMaskImage]) {
      const m = /url\\("?([^")]+)"?\\)/.exec(v || '');
      if (m) urls.add(m[1]);
    }
    if (e.tagName === 'IMG' && e.getAttribute('src')) urls.add(e.getAttribute('src'));
  }
  const missing = [];
  for (const url of urls) {
    const reply = await fetch(url);
    if (!reply.ok) missing.push(`${url} (${reply.status})`);
  }
  return missing;
})()"""

# How far the page is wider than the window: 0 when nothing overflows sideways.
OVERFLOW = "document.documentElement.scrollWidth - window.innerWidth"


def phone_width(run):
    """The index and a scenario on a 390 x 844 phone: nothing overflows sideways, and the DIY
    header speaks the picked language, Chinese in CJK glyphs."""
    print("  at phone width (390 x 844)")
    run.browser.command("Emulation.setDeviceMetricsOverride",
                        {"width": 390, "height": 844, "deviceScaleFactor": 2, "mobile": True})
    try:
        run.browser.command("Page.navigate", {"url": f"{run.base}/"})
        run.browser.wait_for("document.querySelectorAll('#catalog a').length", "the catalog")
        overflow = run.browser.evaluate(OVERFLOW)
        assert overflow <= 0, f"the index is {overflow} px wider than a 390-point phone"
        run.shot("phone-index")
        run.open("header-diy")
        overflow = run.browser.evaluate(OVERFLOW)
        assert overflow <= 0, f"the scenario page is {overflow} px wider than a 390-point phone"
        run.expect_text("header", "Pull down, quick!")
        run.browser.evaluate("(() => { const s = document.getElementById('language');"
                             " s.value = 'zh-Hans'; s.dispatchEvent(new Event('change')); })()")
        run.expect_text("header", "赶紧下拉吖")
        finger = Finger(run.browser, touch=True)
        finger.press(187, 200)
        finger.move_by(0, 260, 26)
        run.browser.wait_for(state_is("header", "pulling"), "the DIY header to pass its threshold")
        run.expect_text("header", "赶紧放开我吧")
        run.shot("phone-header-diy-1-pulling")
        finger.hold()
        finger.release()
        run.browser.wait_for(state_is("header", "idle") + " && " + settled() +
                             " && document.getElementById('phone').dataset.offsetY === '-64'",
                             "the list at rest at the top")
        run.shot("phone-header-diy-2-settled")
    finally:
        run.browser.command("Emulation.setDeviceMetricsOverride",
                            {"width": 1000, "height": 900, "deviceScaleFactor": 1, "mobile": False})


def index_page(run):
    print("  the index")
    run.browser.command("Page.navigate", {"url": f"{run.base}/"})
    count = run.browser.wait_for("document.querySelectorAll('#catalog a').length", "the catalog")
    assert count == 34, f"the index lists {count} scenarios, not 34"
    heading = run.browser.evaluate("[...document.querySelectorAll('#catalog h2')].map(h => h.textContent).pop()")
    assert heading == "Beyond MJRefresh", f"the last heading is {heading!r}"
    run.shot("index")


def main():
    base, artifacts = sys.argv[1], sys.argv[2]
    executable = sys.argv[3] if len(sys.argv) > 3 else "chromium"
    os.makedirs(artifacts, exist_ok=True)
    browser = Browser(executable)
    run = Run(browser, base.rstrip("/"), artifacts)
    try:
        index_page(run)
        tour(run)
        header_scenario(run, "header-default", touch=False, title="Release to refresh")
        header_scenario(run, "header-gif", touch=True, title="Release to refresh")
        auto_footer_to_no_more_data(run)
        back_footer(run)
        trailer(run)
        second_floor(run)
        shop_tabs(run)
        loaders_refresh_during_page(run)
        loaders_short_first_page(run)
        loaders_conversation(run)
        progress_header(run)
        results(run)
        failed_page_retry(run)
        minimum_duration(run)
        stale_data(run)
        right_to_left(run)
        reduced_motion(run)
        voiceover(run)
        chat(run)
        phone_width(run)
    finally:
        browser.close()
    print(f"{len(run.shots)} screenshots in {artifacts}")


if __name__ == "__main__":
    main()
