import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct ScrollModelTests {
  @Test func aNewScrollModelRestsAtTheOriginWithNoInsetAndNoDrag() {
    let (scroll, clock) = makeScrollModel()
    #expect(scroll.frame == CGRect(x: 0, y: 0, width: 375, height: 600))
    #expect(scroll.contentSize == CGSize(width: 375, height: 1000))
    #expect(scroll.contentOffset == .zero)
    #expect(scroll.contentInset == .zero)
    #expect(scroll.systemInset == .zero)
    #expect(scroll.adjustedContentInset == .zero)
    #expect(scroll.componentInset == .zero)
    #expect(scroll.panState == .possible)
    #expect(!scroll.isDragging && !scroll.isDecelerating)
    #expect(scroll.isVisible)
    #expect(!scroll.isPagingEnabled && scroll.bounces)
    #expect(!scroll.alwaysBounceVertical && !scroll.alwaysBounceHorizontal)
    #expect(scroll.decelerationRate == 0.998)
    #expect(scroll.clock === clock)
  }

  @Test func theAdjustedInsetIsTheHostInsetPlusTheSystemInset() {
    let (scroll, clock) = makeScrollModel()
    scroll.contentInset = EdgeInsets(top: 10, left: 1, bottom: 20, right: 2)
    scroll.systemInset = EdgeInsets(top: 88, left: 0, bottom: 34, right: 0)
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 98, left: 1, bottom: 54, right: 2))
    scroll.systemInset = .zero
    #expect(scroll.adjustedContentInset == scroll.contentInset)
    #expect(clock.isIdle)
  }

  @Test func theOffsetRangeRunsFromMinusTheTopInsetToTheContentEndBelowTheFrame() {
    let (scroll, _) = makeScrollModel()
    scroll.contentInset = EdgeInsets(top: 64)
    #expect(scroll.minimumContentOffset == CGPoint(x: 0, y: -64))
    #expect(scroll.maximumContentOffset == CGPoint(x: 0, y: 400))
    scroll.contentInset = EdgeInsets(top: 64, bottom: 44)
    #expect(scroll.maximumContentOffset.y == 444)
    scroll.contentSize = CGSize(width: 375, height: 300)
    #expect(scroll.maximumContentOffset.y == -64)  // short content: never below the minimum
  }

  @Test func shrinkingTheInsetMovesAnOffsetAtRestBackIntoRangeAfterTheInsetChange() {
    let (scroll, clock) = makeScrollModel()
    scroll.contentInset = EdgeInsets(top: 118)
    scroll.contentOffset = CGPoint(x: 0, y: -118)
    var log: [String] = []
    let tokens = [
      scroll.observe(\.contentInset) { _, change in log.append("inset \(change.newValue.top)") },
      scroll.observe(\.adjustedContentInset) { _, change in
        log.append("adjusted \(change.newValue.top)")
      },
      scroll.observe(\.contentOffset) { _, change in log.append("offset \(change.newValue.y)") },
    ]
    scroll.contentInset = EdgeInsets(top: 64)
    #expect(log == ["inset 64.0", "adjusted 64.0", "offset -64.0"])
    #expect(clock.isIdle)
    withExtendedLifetime(tokens) {}
  }

  @Test func growingTheInsetLeavesTheOffsetWhereItIs() {
    let (scroll, _) = makeScrollModel()
    scroll.contentInset = EdgeInsets(top: 64)
    #expect(scroll.contentOffset.y == 0)
    scroll.contentInset = EdgeInsets(top: 118)
    #expect(scroll.contentOffset.y == 0)
  }

  @Test func removingContentMovesAnOffsetAtRestBackIntoRange() {
    let (scroll, _) = makeScrollModel()
    scroll.contentOffset = CGPoint(x: 0, y: 400)
    scroll.contentSize = CGSize(width: 375, height: 800)
    #expect(scroll.contentOffset.y == 200)
    scroll.contentSize = CGSize(width: 375, height: 300)
    #expect(scroll.contentOffset.y == 0)
    scroll.contentSize = CGSize(width: 375, height: 2000)
    #expect(scroll.contentOffset.y == 0)
  }

  @Test func aTallerFrameMovesAnOffsetAtRestBackIntoRange() {
    let (scroll, _) = makeScrollModel()
    scroll.contentOffset = CGPoint(x: 0, y: 400)
    scroll.frame = CGRect(x: 0, y: 0, width: 375, height: 700)
    #expect(scroll.contentOffset.y == 300)
  }

  @Test func aDraggedOffsetIsNotMovedWhenTheInsetChanges() {
    let (scroll, clock) = makeScrollModel()
    scroll.contentInset = EdgeInsets(top: 118)
    scroll.drag(toOffsetY: -118)
    scroll.contentInset = .zero
    #expect(scroll.contentOffset.y == -118)
    scroll.endDragging()
    clock.run()
    #expect(scroll.contentOffset.y == 0)
  }

  @Test(arguments: ObservableScrollProperty.allCases)
  func everyListedKeyPathIsObservable(property: ObservableScrollProperty) {
    let (scroll, clock) = makeScrollModel()
    let deliveries = property.observeAndChange(scroll, clock)
    #expect(deliveries == 2, "one initial delivery and one change")
  }

  @Test func observingIsDraggingStopsWithAdviceToObserveThePanState() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let scroll = ScrollModel(
          clock: makeClock(unchecked: "it runs in a child process that exits"))
        _ = scroll.observe(\.isDragging) { _, _ in }
      }
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("is not observable on ScrollModel"))
    #expect(message.contains("observe \\.panState"))
  }

  @Test func visibilityDefaultsToTrueAndCanBeSwitched() {
    let (scroll, _) = makeScrollModel()
    let recorder = Recorder(scroll, \.isVisible)
    scroll.isVisible = false
    scroll.isVisible = false
    scroll.isVisible = true
    #expect(recorder.values == [true, false, true])
  }

  @Test func aDecelerationRateOutsideZeroToOneIsRefusedAndReported() {
    let (scroll, _) = makeScrollModel()
    scroll.decelerationRate = 0.99
    let (_, diagnostics) = Diagnostics.collect {
      scroll.decelerationRate = 1
      scroll.decelerationRate = 0
      scroll.decelerationRate = .nan
    }
    #expect(scroll.decelerationRate == 0.99)
    #expect(diagnostics.count == 3)
    #expect(diagnostics.allSatisfy { $0.subject == "ScrollModel.decelerationRate" })
  }
}

/// One observable key path of ``ScrollModel`` and a change that must notify it.
enum ObservableScrollProperty: CaseIterable, Sendable {
  case contentOffset, contentSize, contentInset, systemInset, adjustedContentInset, frame
  case panState, isVisible, isDecelerating

  /// Observes the key path with `.initial`, makes one change, and returns the deliveries.
  @MainActor
  func observeAndChange(_ scroll: ScrollModel, _ clock: ManualAnimationClock) -> Int {
    var count = 0
    let token: ObservationToken
    switch self {
    case .contentOffset:
      token = scroll.observe(\.contentOffset, options: [.initial]) { _, _ in count += 1 }
      scroll.contentOffset = CGPoint(x: 0, y: 10)
    case .contentSize:
      token = scroll.observe(\.contentSize, options: [.initial]) { _, _ in count += 1 }
      scroll.contentSize = CGSize(width: 375, height: 2000)
    case .contentInset:
      token = scroll.observe(\.contentInset, options: [.initial]) { _, _ in count += 1 }
      scroll.contentInset = EdgeInsets(top: 64)
    case .systemInset:
      token = scroll.observe(\.systemInset, options: [.initial]) { _, _ in count += 1 }
      scroll.systemInset = EdgeInsets(top: 88)
    case .adjustedContentInset:
      token = scroll.observe(\.adjustedContentInset, options: [.initial]) { _, _ in count += 1 }
      scroll.systemInset = EdgeInsets(top: 88)
    case .frame:
      token = scroll.observe(\.frame, options: [.initial]) { _, _ in count += 1 }
      scroll.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
    case .panState:
      token = scroll.observe(\.panState, options: [.initial]) { _, _ in count += 1 }
      scroll.beginDragging()
    case .isVisible:
      token = scroll.observe(\.isVisible, options: [.initial]) { _, _ in count += 1 }
      scroll.isVisible = false
    case .isDecelerating:
      token = scroll.observe(\.isDecelerating, options: [.initial]) { _, _ in count += 1 }
      scroll.drag(toOffsetY: -50)
      scroll.endDragging()
    }
    token.invalidate()
    clock.run()
    return count
  }
}
