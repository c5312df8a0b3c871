import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct ScrollTraceRecorderTests {
  @Test func itRecordsTheHostsInputsWithTheirTimesAndNotWhatThePhysicsDoes() {
    let (scroll, clock) = makeScrollModel()
    clock.advance(by: 5)
    let recorder = ScrollTraceRecorder(recording: scroll)
    scroll.beginDragging()
    scroll.drag(translationY: -300)
    clock.advance(by: 0.1)
    scroll.endDragging()
    clock.advance(by: 0.4)
    scroll.contentSize.height = 700
    #expect(scroll.contentOffset.y == 100, "the clamp moved the offset: an output, not recorded")
    #expect(
      recorder.trace.events.map(\.input) == [
        .beginDragging, .dragBy(translation: CGPoint(x: 0, y: -300)),
        .endDragging(velocity: .zero), .contentSize(to: CGSize(width: 375, height: 700)),
      ])
    #expect(recorder.trace.events.map { ($0.time * 1000).rounded() / 1000 } == [0, 0, 0.1, 0.5])
  }

  @Test func aGestureThatBeginsADragByItselfIsRecordedOnce() {
    let (scroll, _) = makeScrollModel()
    let recorder = ScrollTraceRecorder(recording: scroll)
    scroll.drag(toOffsetY: -30)
    scroll.drag(translationY: 10)
    #expect(
      recorder.trace.events.map(\.input) == [
        .dragTo(offset: CGPoint(x: 0, y: -30)), .dragBy(translation: CGPoint(x: 0, y: 10)),
      ])
  }

  @Test func theStartingStateIsTheScrollModelsWhenRecordingStarts() {
    let (scroll, _) = makeScrollModel()
    scroll.contentInset = EdgeInsets(bottom: 10)
    scroll.systemInset = EdgeInsets(top: 88)
    scroll.contentOffset = CGPoint(x: 0, y: -88)
    scroll.isVisible = false
    let trace = ScrollTraceRecorder(recording: scroll).trace
    #expect(trace.frame == CGRect(x: 0, y: 0, width: 375, height: 600))
    #expect(trace.contentSize == CGSize(width: 375, height: 1000))
    #expect(trace.contentInset == EdgeInsets(bottom: 10))
    #expect(trace.systemInset == EdgeInsets(top: 88))
    #expect(trace.contentOffset == CGPoint(x: 0, y: -88))
    #expect(!trace.isVisible)
    #expect(trace.events.isEmpty)
  }

  @Test func everySettingThatChangesBehaviourIsKeptSoTheReplayMatches() throws {
    // A fling on a paged list that bounces, with a fast deceleration and a data count: each
    // setting changes where the content goes.
    let (scroll, clock) = makeScrollModel(contentHeight: 3000)
    scroll.isPagingEnabled = true
    scroll.decelerationRate = 0.99
    scroll.totalDataCount = 40
    scroll.alwaysBounceHorizontal = true
    let footer = BackNormalFooter(config: makeConfig())
    scroll.footer = footer
    let recorder = ScrollTraceRecorder(recording: scroll)
    scroll.drag(toOffsetY: 150)
    scroll.endDragging(velocity: CGPoint(x: 0, y: 1200))
    clock.run()
    recorder.stop()

    let settings = try #require(recorder.trace.settings)
    #expect(settings.isPagingEnabled && settings.decelerationRate == 0.99)
    #expect(settings.totalDataCount == 40 && settings.alwaysBounceHorizontal)
    let replayClock = makeClock()
    let replayed = recorder.trace.makeScrollModel(clock: replayClock)
    replayed.footer = BackNormalFooter(config: makeConfig())
    recorder.trace.replay(on: replayed, clock: replayClock)
    replayClock.run()
    #expect(replayed.isPagingEnabled && replayed.decelerationRate == 0.99)
    #expect(replayed.totalDataCount == 40)
    #expect(replayed.contentOffset == scroll.contentOffset && scroll.contentOffset.y == 600)
  }

  @Test("bouncing settings and the frame interval are kept, so a replay rests where it did")
  func bouncingAndTheFrameIntervalAreKept() throws {
    let clock = ManualAnimationClock(frameInterval: 1.0 / 120)
    let scroll = ScrollModel(
      frame: CGRect(x: 0, y: 0, width: 375, height: 600),
      contentSize: CGSize(width: 375, height: 3000), clock: clock)
    scroll.bounces = false
    scroll.alwaysBounceVertical = true
    let recorder = ScrollTraceRecorder(recording: scroll)
    scroll.drag(toOffsetY: 300)
    scroll.endDragging(velocity: CGPoint(x: 0, y: 1500))
    clock.run()
    scroll.drag(toOffsetY: -100)  // no bounce: it stops at the top
    scroll.endDragging()
    clock.run()
    recorder.stop()

    let trace = try ScrollTrace(jsonData: recorder.trace.jsonData())
    #expect(trace.frameInterval == 1.0 / 120)
    let settings = try #require(trace.settings)
    #expect(!settings.bounces && settings.alwaysBounceVertical)
    let replayClock = trace.makeClock()
    #expect(replayClock.frameInterval == 1.0 / 120)
    let replayed = trace.makeScrollModel(clock: replayClock)
    #expect(!replayed.bounces && replayed.alwaysBounceVertical)
    trace.replay(on: replayed, clock: replayClock)
    replayClock.run()
    #expect(replayed.contentOffset == scroll.contentOffset && scroll.contentOffset.y == 0)
  }

  @Test func aComponentAttachedAgainReplaysAsTheSameObject() throws {
    let (scroll, _) = makeScrollModel()
    let recorder = ScrollTraceRecorder(recording: scroll)
    let footer = AutoNormalFooter(config: makeConfig())
    scroll.footer = footer
    footer.endRefreshingWithNoMoreData()
    scroll.footer = nil
    footer.isEnabled = false
    scroll.footer = footer
    footer.isEnabled = true
    #expect(
      recorder.trace.events.map(\.input) == [
        .attach(slot: "footer", type: "AutoNormalFooter"),
        .call(slot: "footer", name: "endRefreshingWithNoMoreData"), .detach(slot: "footer"),
        .attachAgain(slot: "footer", instance: 0), .call(slot: "footer", name: "enable"),
      ])
    let json = try recorder.trace.jsonData()
    let clock = makeClock()
    let trace = try ScrollTrace(jsonData: json)
    let replayed = trace.makeScrollModel(clock: clock)
    var made = 0
    trace.replay(on: replayed, clock: clock) { _, _ in
      made += 1
      return AutoNormalFooter(config: makeConfig())
    }
    #expect(made == 1, "attached again, not made anew")
    #expect(replayed.footer?.state == .noMoreData, "it kept its state")
  }

  @Test func theAppsCallsOnComponentsAreRecordedEvenFromInsideTheirActions() {
    let (scroll, clock) = makeScrollModel()
    let recorder = ScrollTraceRecorder(recording: scroll)
    let footer = AutoNormalFooter(config: makeConfig())
    footer.refreshingAction = { [weak footer] in footer?.endRefreshingWithNoMoreData() }
    scroll.footer = footer
    footer.beginRefreshing()
    clock.advance(by: 1)
    footer.isHidden = true
    #expect(
      recorder.trace.events.map(\.input) == [
        .attach(slot: "footer", type: "AutoNormalFooter"),
        .call(slot: "footer", name: "beginRefreshing"),
        .call(slot: "footer", name: "endRefreshingWithNoMoreData"),
        .call(slot: "footer", name: "hide"),
      ])
  }

  @Test("what VoiceOver asks of a component is recorded, and replays")
  func voiceOversRequestsAreRecordedAndReplay() {
    let (scroll, clock) = makeScrollModel()
    let recorder = ScrollTraceRecorder(recording: scroll)
    let header = NormalHeader(config: makeConfig())
    header.secondFloor = SecondFloor()
    scroll.header = header
    header.performAccessibilityAction(.openSecondFloor)
    clock.run()
    header.accessibilityEscape()
    clock.run()
    header.accessibilityRefresh()
    #expect(
      recorder.trace.events.map(\.input) == [
        .attach(slot: "header", type: "NormalHeader"),
        .call(slot: "header", name: "accessibilityAction:openSecondFloor"),
        .call(slot: "header", name: "accessibilityAction:closeSecondFloor"),
        .call(slot: "header", name: "accessibilityRefresh"),
      ])
    let replayClock = makeClock()
    let replayed = recorder.trace.makeScrollModel(clock: replayClock)
    let again = NormalHeader(config: makeConfig())
    again.secondFloor = SecondFloor()
    replayed.header = again
    recorder.trace.replay(on: replayed, clock: replayClock)
    #expect(again.transitionLog == header.transitionLog)
    #expect(again.state == .refreshing)
    header.endRefreshing()
    again.endRefreshing()
    clock.run()
    replayClock.run()
  }

  @Test func whatComponentsDoToTheScrollModelIsNotRecorded() {
    let (scroll, clock) = makeScrollModel()
    let recorder = ScrollTraceRecorder(recording: scroll)
    let header = NormalHeader(config: makeConfig())
    scroll.header = header  // turns alwaysBounceVertical on: the component's doing
    header.beginRefreshing()  // scrolls the content to -54: the component's doing
    clock.run()
    scroll.header = nil
    #expect(
      recorder.trace.events.map(\.input) == [
        .attach(slot: "header", type: "NormalHeader"),
        .call(slot: "header", name: "beginRefreshing"),
        .detach(slot: "header"),
      ])
  }

  @Test func stoppingEndsTheRecordingAndANewRecorderTakesOver() {
    let (scroll, _) = makeScrollModel()
    let first = ScrollTraceRecorder(recording: scroll)
    scroll.totalDataCount = 1
    let second = ScrollTraceRecorder(recording: scroll)
    scroll.totalDataCount = 2
    #expect(!first.isRecording && second.isRecording)
    second.stop()
    scroll.totalDataCount = 3
    #expect(first.trace.events.map(\.input) == [.totalDataCount(to: 1)])
    #expect(second.trace.events.map(\.input) == [.totalDataCount(to: 2)])
    #expect(!second.isRecording)
  }

  @Test func hostileValuesAreRecordedAsTheHostGaveThem() {
    let (scroll, _) = makeScrollModel()
    let recorder = ScrollTraceRecorder(recording: scroll)
    _ = Diagnostics.collect {
      scroll.contentSize = CGSize(width: CGFloat.nan, height: 100)
    }
    guard case .contentSize(let size) = recorder.trace.events.first?.input else {
      Issue.record("expected a content size input")
      return
    }
    #expect(size.width.isNaN && size.height == 100)
    #expect(scroll.contentSize == CGSize(width: 375, height: 1000), "and still refused")
  }
}
