#if os(Linux)  // the binding against the stand-in
import AppKitStandIn
import Foundation
import RefreshKitAppKit
import TestSupport
import Testing

/// The AppKit binding under a trackpad's real event phases (`.mayBegin`, `.began`, `.changed`,
/// `.ended`, `.cancelled`, then momentum) and AppKit's elasticity rules.
@MainActor
@Suite(.idleClocks) struct AppKitTrackpadTests {
  /// The pan states the model goes through while `body` runs.
  func panStates(of scrollView: NSScrollView, during body: () -> Void) -> [PanState] {
    var states: [PanState] = []
    let token = scrollView.refresh.model.observe(\.panState) { _, change in
      states.append(change.newValue)
    }
    body()
    token.invalidate()
    return states
  }

  /// Fingers that scroll the content down by 10 points, `steps` times.
  func scroll(_ scrollView: NSScrollView, steps: Int) {
    for _ in 0..<steps {
      scrollView.standInScroll(by: 10)
    }
  }

  @Test("fingers that touch and lift without scrolling are no drag")
  func aTouchWithoutScrolling() {
    let (window, scrollView, _) = makeAppKitTable()
    scrollView.refresh.header = NormalHeader(config: makeAppKitConfig()) {}
    let states = self.panStates(of: scrollView) {
      scrollView.standInTouch()  // .mayBegin
      scrollView.standInLift()  // .cancelled, with no .began
    }
    #expect(states.isEmpty, "UIKit's pan never leaves .possible for a tap: \(states)")
    withExtendedLifetime(window) {}
  }

  @Test("a touch, a scroll and a lift are one drag, begun by the scroll")
  func aTouchThenAScroll() {
    let (window, scrollView, _) = makeAppKitTable()
    let header = NormalHeader(config: makeAppKitConfig())
    var reloads = 0
    header.refreshingAction = { reloads += 1 }
    scrollView.refresh.header = header
    let states = self.panStates(of: scrollView) {
      scrollView.standInTouch()
      self.scroll(scrollView, steps: 14)
      scrollView.standInLift()
    }
    #expect(states.first == .began && states.last == .possible)
    #expect(states.filter { $0 == .began }.count == 1)
    StandInRunLoop.main.run(frames: 1)
    #expect(header.state == .refreshing && reloads == 0)
    settle(scrollView)
    #expect(reloads == 1)
    header.endRefreshing()
    settle(scrollView)
    withExtendedLifetime(window) {}
  }

  @Test("momentum is the drag's deceleration, and fingers that touch stop it")
  func momentumAndATouch() {
    let (window, scrollView, table) = makeAppKitTable(rows: 200)
    let footer = AutoNormalFooter(config: makeAppKitConfig())
    var pages = 0
    footer.refreshingAction = { [unowned table, unowned footer] in
      pages += 1
      table.standInRows += 40
      table.reloadData()
      footer.endRefreshing()
    }
    scrollView.refresh.footer = footer
    scrollView.standInScroll(by: -20)
    scrollView.standInLift(velocity: -3000)
    StandInRunLoop.main.run(frames: 3)
    #expect(scrollView.refresh.model.isDecelerating, "momentum events after the lift")
    scrollView.standInTouch()
    #expect(!scrollView.refresh.model.isDecelerating, "the touch stopped it")
    let stopped = scrollView.standInOffset
    StandInRunLoop.main.run(frames: 10)
    #expect(scrollView.standInOffset == stopped)
    scrollView.standInLift()
    #expect(pages == 0)
    withExtendedLifetime(window) {}
  }

  @Test("a trailer pulls on a document no wider than the view: the binding allows elasticity")
  func aTrailerOnANarrowDocument() {
    let (window, scrollView, _) = makeAppKitTable()
    let trailer = NormalTrailer(config: makeAppKitConfig())
    var loads = 0
    trailer.refreshingAction = { loads += 1 }
    scrollView.refresh.trailer = trailer
    #expect(scrollView.horizontalScrollElasticity == .allowed)
    for _ in 0..<16 {
      scrollView.standInScroll(by: CGPoint(x: -10, y: 0))
    }
    #expect(scrollView.standInPosition.x == 80, "half of the 160 points, past the edge")
    #expect(trailer.state == .pulling)
    scrollView.standInLift()
    StandInRunLoop.main.run(frames: 1)
    #expect(trailer.state == .refreshing)
    settle(scrollView)
    #expect(loads == 1)
    trailer.endRefreshing()
    settle(scrollView)
    withExtendedLifetime(window) {}
  }

  @Test("fingers that catch content momentum carried past the top are no pull until they lift")
  func aPullThatBeginsAsMomentumDoesNotRefresh() {
    let (window, scrollView, _) = makeAppKitTable(rows: 200)
    let header = NormalHeader(config: makeAppKitConfig())
    var reloads = 0
    header.refreshingAction = { reloads += 1 }
    scrollView.refresh.header = header
    scrollView.standInScroll(by: -150)  // away from the top
    scrollView.standInLift()
    settle(scrollView)
    scrollView.standInScroll(by: 20)  // a flick back toward the top
    scrollView.standInLift(velocity: 6000)
    var frames = 0
    while scrollView.standInOffset > -20 && frames < 120 {
      StandInRunLoop.main.run(frames: 1)
      frames += 1
    }
    #expect(scrollView.refresh.model.isPastAnEdge, "momentum carried the content past the top")
    #expect(header.state == .idle, "momentum alone never arms")
    scrollView.standInTouch()  // the fingers catch it there, and pull on
    self.scroll(scrollView, steps: 20)
    let pulled: CGFloat = -60
    #expect(scrollView.standInOffset < pulled, "well past the trigger")
    #expect(!scrollView.refresh.model.isDragging)
    #expect(header.state == .idle)
    scrollView.standInLift()
    settle(scrollView)
    #expect(reloads == 0)
    #expect(!header.transitions.contains { $0.to == .pulling })
    // The next pull, begun at rest at the top, refreshes.
    self.scroll(scrollView, steps: 14)
    #expect(header.state == .pulling)
    scrollView.standInLift()
    settle(scrollView)
    #expect(reloads == 1)
    header.endRefreshing()
    settle(scrollView)
    withExtendedLifetime(window) {}
  }

  @Test("fingers that catch a bounce back from their own short pull pull again")
  func aPullDuringABounceWithoutMomentumArms() {
    let (window, scrollView, _) = makeAppKitTable()
    let header = NormalHeader(config: makeAppKitConfig())
    var reloads = 0
    header.refreshingAction = { reloads += 1 }
    scrollView.refresh.header = header
    self.scroll(scrollView, steps: 6)  // 30 points past the top: short of the trigger
    scrollView.standInLift()  // no velocity: a bounce back, with no momentum events
    StandInRunLoop.main.run(frames: 2)
    #expect(scrollView.refresh.model.isPastAnEdge, "still on its way back")
    scrollView.standInTouch()
    self.scroll(scrollView, steps: 14)
    #expect(header.state == .pulling, "a pull the user began, not momentum")
    scrollView.standInLift()
    settle(scrollView)
    #expect(reloads == 1)
    header.endRefreshing()
    settle(scrollView)
    withExtendedLifetime(window) {}
  }

  @Test func aHeaderAllowsVerticalElasticity() {
    let (window, scrollView, _) = makeAppKitTable(rows: 2)
    scrollView.verticalScrollElasticity = .none
    scrollView.refresh.header = NormalHeader(config: makeAppKitConfig()) {}
    #expect(scrollView.verticalScrollElasticity == .allowed)
    withExtendedLifetime(window) {}
  }
}
#endif
