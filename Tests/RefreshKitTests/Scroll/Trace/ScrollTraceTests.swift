import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct ScrollTraceTests {
  @Test func aTraceSurvivesJSONIncludingNaNAndInfinity() throws {
    let trace = ScrollTrace(
      frame: CGRect(x: 0, y: 0, width: 375, height: 600),
      contentSize: CGSize(width: 375, height: 1000), contentInset: EdgeInsets(top: 64),
      events: [
        ScrollTraceEvent(time: 0.25, input: .dragTo(offset: CGPoint(x: 0, y: -80))),
        ScrollTraceEvent(
          time: 0.5, input: .contentSize(to: CGSize(width: CGFloat.infinity, height: 1))),
        ScrollTraceEvent(time: 0.5, input: .call(slot: "header", name: "endRefreshing")),
        ScrollTraceEvent(time: 1, input: .panState(to: .cancelled)),
      ])
    let json = try trace.jsonData()
    let text = String(decoding: json, as: UTF8.self)
    #expect(text.contains("\"inf\""))
    #expect(text.contains("\"cancelled\""))
    let decoded = try ScrollTrace(jsonData: json)
    #expect(decoded == trace)
  }

  @Test func aNonTraceIsADecodingError() {
    #expect(throws: DecodingError.self) {
      try ScrollTrace(jsonData: Data("{\"frame\": 1}".utf8))
    }
  }

  @Test func theScrollModelStartsWhereTheRecordingStarted() {
    let trace = ScrollTrace(
      frame: CGRect(x: 0, y: 0, width: 320, height: 480),
      contentSize: CGSize(width: 320, height: 900), contentOffset: CGPoint(x: 0, y: -20),
      contentInset: EdgeInsets(top: 20), systemInset: EdgeInsets(bottom: 34), isVisible: false)
    let scroll = trace.makeScrollModel(clock: makeClock())
    #expect(scroll.frame == trace.frame && scroll.contentSize == trace.contentSize)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -20))
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 20, bottom: 34))
    #expect(!scroll.isVisible)
  }

  @Test func aReplayFeedsEveryInputAtItsTime() {
    let (scroll, clock) = makeScrollModel()
    clock.advance(by: 2)
    let recorder = ScrollTraceRecorder(recording: scroll)
    var times: [String] = []
    let token = scroll.observe(\.contentSize) { _, change in
      times.append(String(format: "%.2f %.0f", clock.now, change.newValue.height))
    }
    ScrollTrace(
      frame: scroll.frame, contentSize: scroll.contentSize,
      events: [
        ScrollTraceEvent(time: 0.5, input: .contentSize(to: CGSize(width: 375, height: 300))),
        ScrollTraceEvent(time: 1.5, input: .contentSize(to: CGSize(width: 375, height: 700))),
      ]
    ).replay(on: scroll, clock: clock)
    #expect(times == ["2.50 300", "3.50 700"])
    #expect(recorder.trace.events.map(\.time) == [0.5, 1.5], "a replay records like the original")
    token.invalidate()
  }

  @Test func attachInputsUseTheFactoryAndAreSkippedWithoutOne() {
    let clock = makeClock()
    let trace = ScrollTrace(
      frame: CGRect(x: 0, y: 0, width: 375, height: 600),
      contentSize: CGSize(width: 375, height: 1000),
      events: [
        ScrollTraceEvent(time: 0, input: .attach(slot: "header", type: "NormalHeader")),
        ScrollTraceEvent(time: 0.1, input: .call(slot: "header", name: "beginRefreshing")),
      ])
    let skipped = trace.makeScrollModel(clock: clock)
    trace.replay(on: skipped, clock: clock)
    #expect(skipped.header == nil)
    let replayed = trace.makeScrollModel(clock: clock)
    trace.replay(on: replayed, clock: clock) { slot, type in
      slot == .header && type == "NormalHeader" ? NormalHeader(config: makeConfig()) : nil
    }
    #expect(replayed.header?.state == .refreshing)
    clock.run()
  }

  @Test func anUnknownRecordedCallIsReportedAndIgnored() {
    let (scroll, _) = makeScrollModel()
    let header = NormalHeader(config: makeConfig())
    scroll.header = header
    let (_, diagnostics) = Diagnostics.collect {
      header.replayRecordedCall("reloadEverything")
    }
    #expect(diagnostics.map(\.kind) == [.ignoredCall])
    #expect(diagnostics.first?.message.contains("reloadEverything") == true)
    let (_, unknownAction) = Diagnostics.collect {
      header.replayRecordedCall("accessibilityAction:flyAway")
    }
    #expect(unknownAction.first?.message.contains("flyAway") == true)
    #expect(header.state == .idle)
  }
}
