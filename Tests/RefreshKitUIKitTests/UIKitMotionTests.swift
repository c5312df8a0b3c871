#if os(Linux)  // the binding against the stand-in
import Foundation
import RefreshKitUIKit
import TestSupport
import Testing
import UIKitStandIn

/// The UIKit binding under UIKit's own motion and time.
///
/// The bounce UIKit runs after a release, a display link that pauses while nothing moves,
/// timers that wake it, the app writing its inset mid-refresh. Each test fails on glue that
/// ignores the rule its stand-in reproduces.
@MainActor
@Suite(.idleClocks) struct UIKitMotionTests {
  /// The offset after each of `frames` frames.
  func offsets(_ scrollView: UIScrollView, frames: Int) -> [CGFloat] {
    var offsets = [scrollView.contentOffset.y]
    for _ in 0..<frames {
      StandInRunLoop.main.run(frames: 1)
      offsets.append(scrollView.contentOffset.y)
    }
    return offsets
  }

  /// The largest move from one frame to the next.
  func largestStep(_ offsets: [CGFloat]) -> CGFloat {
    zip(offsets, offsets.dropFirst()).map { abs($1 - $0) }.max() ?? 0
  }

  @Test("released past the trigger, the header rides UIKit's bounce back: no jump")
  func aReleaseRidesTheBounce() {
    let (window, tableView) = makeTableView()
    let header = NormalHeader(config: makeUIKitConfig()) {}
    tableView.refresh.header = header
    pull(tableView, by: 200)  // 100 points past the top, at -144
    tableView.standInLiftFinger()
    let offsets = self.offsets(tableView, frames: 120)
    #expect(header.state == .refreshing)
    // UIKit's first bounce frame moves 18 points; glue that writes the refreshing offset
    // (-98) into a view still bouncing from -144 jumps 46.
    #expect(self.largestStep(offsets) < 20, "\(offsets.prefix(4))")
    #expect(offsets.last == -98, "the bounce ends where the header holds its space")
    header.endRefreshing()
    settle(tableView)
    withExtendedLifetime(window) {}
  }

  @Test("a refresh begun from code during a fling scrolls the header into view, ending the fling")
  func aBeginDuringAFling() {
    let (window, tableView) = makeTableView(rows: 60)
    let header = NormalHeader(config: makeUIKitConfig()) {}
    tableView.refresh.header = header
    tableView.standInTouchDown()
    for _ in 0..<30 {
      tableView.standInMoveFinger(by: -10)  // up the list
    }
    tableView.standInLiftFinger(velocity: -2000)  // and a fling on up
    StandInRunLoop.main.run(frames: 5)
    #expect(tableView.isDecelerating && tableView.contentOffset.y > 300)
    header.beginRefreshing()
    let offsets = self.offsets(tableView, frames: 30)
    #expect(!tableView.isDecelerating, "the header's scroll took over from the fling")
    #expect(offsets.last == -98, "the header in view, not the fling's end: \(offsets.suffix(3))")
    #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $1 <= $0 }, "one way, to the top")
    header.endRefreshing()
    settle(tableView)
    withExtendedLifetime(window) {}
  }

  @Test("a reload during the bounce back leaves the offset to UIKit's physics")
  func aReloadDuringTheBounce() {
    let (window, tableView) = makeTableView(rows: 30)
    let header = NormalHeader(config: makeUIKitConfig()) {}
    tableView.refresh.header = header
    pull(tableView, by: 80)  // below the trigger
    tableView.standInLiftFinger()
    StandInRunLoop.main.run(frames: 1)
    let before = tableView.contentOffset.y
    tableView.standInRows = [2]  // the app reloads shorter content mid-bounce
    tableView.reloadData()
    let offsets = [before] + self.offsets(tableView, frames: 90)
    #expect(header.state == .idle)
    // The first bounce frame took it to -77; glue that brings the offset into the new range
    // itself snaps it to -44 in one step.
    #expect(self.largestStep(offsets) < 10, "\(offsets.prefix(4))")
    #expect(offsets.last == -44)
    withExtendedLifetime(window) {}
  }

  @Test("a refresh begun after ten idle seconds scrolls into view frame by frame")
  func aBeginAfterAPauseStartsFromItsMoment() {
    let (window, tableView) = makeTableView()
    let header = NormalHeader(config: makeUIKitConfig()) {}
    tableView.refresh.header = header
    let link = StandInRunLoop.lastAddedLink
    header.beginRefreshing()
    settle(tableView)
    header.endRefreshing()
    settle(tableView)
    let fires = link?.standInFires ?? 0
    StandInRunLoop.main.run(for: 10)
    #expect(link?.standInFires == fires, "paused while nothing moves")
    header.beginRefreshing()
    StandInRunLoop.main.run(frames: 1)
    let afterOneFrame = tableView.contentOffset.y
    // A clock frozen while the link was paused catches ten seconds up in the first frame and
    // lands at -98 at once.
    #expect(afterOneFrame < -44 && afterOneFrame > -60, "one frame of the quarter second")
    settle(tableView)
    #expect(tableView.contentOffset.y == -98)
    header.endRefreshing()
    settle(tableView)
    withExtendedLifetime(window) {}
  }

  @Test("a GIF header plays its frames while it refreshes, though nothing else moves")
  func aGifPlaysWhileRefreshing() {
    for index in 0..<3 {
      UIImage.standInCatalog["load\(index)"] = CGSize(width: 40, height: 40)
    }
    let (window, tableView) = makeTableView()
    let header = GifHeader(config: makeUIKitConfig()) {}
    let frames = (0..<3).map {
      RefreshImage(name: "load\($0)", size: CGSize(width: 40, height: 40))
    }
    header.setImages(frames, duration: 0.3, for: .refreshing)
    tableView.refresh.header = header
    let link = StandInRunLoop.lastAddedLink
    header.beginRefreshing()
    StandInRunLoop.main.run(for: 0.5)  // the begin animation is over
    let gif = tableView.refresh.subviews[0].subviews.compactMap { $0 as? UIImageView }.first
    let fires = link?.standInFires ?? 0
    var shown: [String] = []
    for _ in 0..<36 {  // 0.6 s: two loops
      StandInRunLoop.main.run(frames: 1)
      if let name = gif?.image?.standInName, shown.last != name {
        shown.append(name)
      }
    }
    #expect(shown.count >= 6, "the frames change: \(shown)")
    #expect(Set(shown) == ["load0", "load1", "load2"])
    #expect((link?.standInFires ?? 0) - fires <= 8, "a wake-up a frame, not 36 frames")
    header.endRefreshing()
    settle(tableView)
    withExtendedLifetime(window) {}
  }

  /// What keeps a component waiting with nothing moving.
  enum Wait: String, CaseIterable {
    case automaticRetry, resultDisplay, minimumDuration
  }

  @Test(
    "waiting with nothing to draw wakes up on time, not 60 frames a second",
    arguments: Wait.allCases)
  func waitingWakesUpOnTime(_ wait: Wait) {
    struct Failure: Error {}
    let (window, tableView) = makeTableView(rows: 5)
    let header = NormalHeader(config: makeUIKitConfig())
    let footer = AutoNormalFooter(config: makeUIKitConfig())
    var loads = 0
    footer.refreshingAction = { loads += 1 }
    tableView.refresh.header = header
    tableView.refresh.footer = footer
    let link = StandInRunLoop.lastAddedLink
    let component: RefreshComponent
    switch wait {
    case .automaticRetry:
      footer.automaticRetry = RefreshRetryPolicy(limit: 1, delay: 2)
      footer.beginRefreshing()
      footer.endRefreshing(result: .failure(Failure()))
      component = footer
    case .resultDisplay:
      header.resultDisplayDuration = 2
      header.beginRefreshing()
      settle(tableView)
      header.endRefreshing(result: .success)
      component = header
    case .minimumDuration:
      header.minimumRefreshingDuration = 2.5
      header.beginRefreshing()
      settle(tableView)
      header.endRefreshing()
      component = header
    }
    settle(tableView)
    let fires = link?.standInFires ?? 0
    StandInRunLoop.main.run(for: 1.5)
    #expect(link?.standInFires == fires, "nothing moves for 1.5 s")
    #expect(tableView.refresh.clock.wakeUpTime != nil, "a timer waits instead")
    StandInRunLoop.main.run(for: 1)
    switch wait {
    case .automaticRetry:
      #expect(loads == 2, "the retry ran at its time")
      footer.endRefreshing()
    case .resultDisplay, .minimumDuration:
      #expect(component.state == .idle)
      #expect(!component.isShowingResult)
    }
    settle(tableView)
    #expect(tableView.refresh.clock.wakeUpTime == nil)
    withExtendedLifetime(window) {}
  }

  @Test("a keyboard handler writing the whole inset mid-refresh keeps the header's space")
  func aWholeInsetWrittenMidRefresh() {
    let (window, tableView) = makeTableView()
    let header = NormalHeader(config: makeUIKitConfig()) {}
    tableView.refresh.header = header
    header.beginRefreshing()
    settle(tableView)
    tableView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 300, right: 0)
    #expect(tableView.contentInset.top == 54, "the share written back at once")
    #expect(tableView.refresh.model.contentInset == EdgeInsets(top: 0, bottom: 300))
    header.endRefreshing()
    settle(tableView)
    #expect(tableView.contentInset == UIEdgeInsets(top: 0, left: 0, bottom: 300, right: 0))
    withExtendedLifetime(window) {}
  }

  @Test("MJRefresh's habit: edits relative to the value read keep their meaning, no drift")
  func relativeEditsKeepTheirMeaning() {
    let (window, tableView) = makeTableView(rows: 60)
    let header = NormalHeader(config: makeUIKitConfig()) {}
    tableView.refresh.header = header
    tableView.refresh.footer = AutoNormalFooter(config: makeUIKitConfig()) {}
    header.beginRefreshing()
    settle(tableView)
    #expect(tableView.contentInset.top == 54)
    tableView.contentInset.top += 30  // a banner, MJRefresh's way
    #expect(tableView.refresh.model.contentInset.top == 30)
    #expect(tableView.contentInset.top == 84)
    header.endRefreshing()
    settle(tableView)
    #expect(tableView.contentInset.top == 30, "no gap once the header's space is gone")
    for _ in 0..<4 {  // a keyboard shown and hidden, MJRefresh's way
      tableView.contentInset.bottom += 300
      tableView.contentInset.bottom -= 300
    }
    #expect(tableView.contentInset.bottom == 44, "no drift: the footer's 44, no more")
    withExtendedLifetime(window) {}
  }

  @Test("whole writes, when asked: a keyboard's inset is the app's, the footer's space above it")
  func aKeyboardUnderAFooter() {
    let (window, tableView) = makeTableView(rows: 60)
    let footer = AutoNormalFooter(config: makeUIKitConfig()) {}
    tableView.refresh.insetWrites = .whole
    tableView.refresh.footer = footer
    settle(tableView)
    #expect(tableView.contentInset.bottom == 44, "the footer's space under the rows")
    tableView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 300, right: 0)
    #expect(tableView.refresh.model.contentInset.bottom == 300, "nothing subtracted")
    #expect(tableView.contentInset.bottom == 344, "the footer above the keyboard")
    tableView.contentInset = .zero  // the keyboard hides
    #expect(tableView.contentInset.bottom == 44)
    withExtendedLifetime(window) {}
  }

  @Test("whole writes: layout code that sets the inset on every pass keeps it apart from the share")
  func anInsetRewrittenOnEveryLayout() {
    let (window, tableView) = makeTableView()
    tableView.refresh.insetWrites = .whole
    tableView.contentInset.top = 100
    let header = NormalHeader(config: makeUIKitConfig()) {}
    tableView.refresh.header = header
    header.beginRefreshing()
    settle(tableView)
    #expect(tableView.contentInset.top == 154)
    tableView.contentInset.top = 100  // viewDidLayoutSubviews, again
    #expect(tableView.contentInset.top == 154)
    tableView.contentInset.top = 110  // a banner: the layout code's new value
    #expect(tableView.refresh.model.contentInset.top == 110)
    #expect(tableView.contentInset.top == 164)
    header.endRefreshing()
    settle(tableView)
    #expect(tableView.contentInset.top == 110)
    withExtendedLifetime(window) {}
  }

  @Test("the model learns that UIKit's deceleration ended, though UIKit tells only its delegate")
  func theEndOfADecelerationReachesTheModel() {
    let (window, tableView) = makeTableView(rows: 60)
    tableView.refresh.footer = AutoNormalFooter(config: makeUIKitConfig())
    tableView.standInTouchDown()
    tableView.standInMoveFinger(by: -40)
    tableView.standInLiftFinger(velocity: -1500)
    StandInRunLoop.main.run(frames: 2)
    #expect(tableView.refresh.model.isDecelerating)
    settle(tableView)
    #expect(!tableView.isDecelerating)
    #expect(!tableView.refresh.model.isDecelerating)
    withExtendedLifetime(window) {}
  }
}
#endif
