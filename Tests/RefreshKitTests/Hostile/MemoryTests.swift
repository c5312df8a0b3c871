import Foundation
import RefreshKit
import TestSupport
import Testing

/// Nothing outlives its owner: scroll models, components, observation tokens, animations,
/// scheduled work and async tasks all deallocate when the host lets go of them, whatever state
/// they were in. (The gesture fuzzer checks the same after every one of its traces.)
@MainActor
@Suite(.idleClocks) struct MemoryTests {
  @Test func everyComponentAndItsScrollModelDeallocateInEveryStateTheyCanBeLeftIn() {
    for make in HostileInputTests.makers {
      for leaveAfter in [0.0, 0.1, 0.3, 0.6] {
        weak let scroll: ScrollModel?
        weak let component: RefreshComponent?
        let clock = makeClock()
        do {
          let model = ScrollModel(
            frame: CGRect(x: 0, y: 0, width: 375, height: 600),
            contentSize: CGSize(width: 375, height: 1000), clock: clock)
          let attached = make()
          attached.refreshingAction = { [weak attached] in
            _ = clock.schedule(after: 0.3) { attached?.endRefreshing() }
          }
          model.header = attached as? RefreshHeader
          model.footer = attached as? RefreshFooter
          model.trailer = attached as? RefreshTrailer
          _ = model.observe(\.contentOffset) { _, _ in }  // a token dropped at once
          let token = attached.observe(\.state) { _, _ in }
          attached.beginRefreshing()
          clock.advance(by: leaveAfter)
          scroll = model
          component = attached
          withExtendedLifetime(token) {}
        }
        #expect(scroll == nil, "\(type(of: make())) left after \(leaveAfter) s")
        #expect(component == nil, "\(type(of: make())) left after \(leaveAfter) s")
        clock.run()  // work scheduled for them finds nobody, and does nothing
        #expect(clock.isIdle)
      }
    }
  }

  @Test func aDetachedComponentDeallocatesWhileItsAnimationsAreStillScheduled() {
    let (scroll, clock) = makeScrollModel()
    weak let gone: NormalHeader?
    do {
      let header = NormalHeader(config: makeConfig())
      gone = header
      scroll.header = header
      scroll.drag(toOffsetY: -80)  // the arrow starts turning
      scroll.endDragging()  // the header scrolls into place
      clock.advance(by: 0.1)
      scroll.header = nil
    }
    #expect(gone == nil)
    clock.run()
    #expect(scroll.contentOffset.y == 0)
  }

  @Test func anAsyncActionStillWaitingIsCancelledAndReleasedWithItsHeader() async {
    let (scroll, clock) = makeScrollModel()
    let gate = Gate()
    weak let gone: NormalHeader?
    weak let captured: CallLog?
    var cancelled = false
    do {
      let log = CallLog()
      captured = log
      let header = NormalHeader(config: makeConfig()) {
        await gate.wait()
        cancelled = Task.isCancelled
        log.record("answer")
      }
      gone = header
      scroll.header = header
      header.beginRefreshing()
      clock.run()
      await yield(until: { header.refreshingTask != nil })
      scroll.header = nil
    }
    gate.open()
    await yield(until: { captured == nil })
    #expect(cancelled)
    #expect(gone == nil)
    #expect(captured == nil, "the task ended and let go of what its action captured")
  }

  @Test func aTokenThatOutlivesItsScrollModelLetsGoOfItsHandler() {
    weak let captured: CallLog?
    var token: ObservationToken?
    do {
      let (scroll, _) = makeScrollModel()
      let log = CallLog()
      captured = log
      token = scroll.observe(\.contentOffset) { _, _ in log.record("offset") }
    }
    #expect(captured == nil, "the observable went, and its registration with it")
    token?.invalidate()
    token = nil
  }

  @Test func aRecorderLetsGoOfItsScrollModel() {
    weak let gone: ScrollModel?
    let recorder: ScrollTraceRecorder
    do {
      let (scroll, _) = makeScrollModel()
      gone = scroll
      recorder = ScrollTraceRecorder(recording: scroll)
      scroll.drag(toOffsetY: -10)
    }
    #expect(gone == nil)
    #expect(!recorder.isRecording && recorder.trace.events.count == 1)
  }
}
