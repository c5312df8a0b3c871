#if os(Linux)  // the binding against the stand-in
import Foundation
import RefreshKitUIKit
import TestSupport
import Testing
import UIKitStandIn

/// The UIKit component views write only what changed since they last drew: counted through
/// the stand-in's writes to the properties that draw (`UIView.standInWrites`), in the host's
/// views only (other tests' hosts draw on the same display).
@MainActor
@Suite(.idleClocks) struct RefreshComponentViewTests {
  /// A table view of 100 rows with a normal header and an auto footer, drawn and at rest.
  func makeList() -> (UIWindow, UITableView, NormalHeader) {
    let (window, tableView) = makeTableView(rows: 100)
    let header = NormalHeader(config: makeUIKitConfig())
    tableView.refresh.header = header
    tableView.refresh.footer = AutoNormalFooter(config: makeUIKitConfig())
    settle(tableView)
    return (window, tableView, header)
  }

  /// The writes `body` makes to the views of `tableView`'s components.
  func writes(to tableView: UITableView, _ body: () -> Void) -> Int {
    let before = tableView.refresh.standInWritesInTree
    body()
    return tableView.refresh.standInWritesInTree - before
  }

  @Test("a label draws the app's font: MJRefresh's bold 14 by default, a weight, a family")
  func aLabelDrawsTheAppsFont() throws {
    let (window, tableView, header) = self.makeList()
    let view = try #require(
      tableView.refresh.subviews.compactMap { $0 as? RefreshComponentView }.first)
    let label = try #require(view.subviews.compactMap { $0 as? UILabel }.first)
    #expect(label.font.pointSize == 14 && label.font.standInIsBold)
    header.stateLabel.font = .system(size: 12, weight: .medium)
    settle(tableView)
    #expect(label.font.pointSize == 12 && label.font.standInWeight == .medium)
    header.stateLabel.font = .custom("Avenir Next", size: 13)
    settle(tableView)
    #expect(label.font.standInName == "Avenir Next" && label.font.pointSize == 13)
    withExtendedLifetime(window) {}
  }

  @Test("a scroll frame in the middle of the rows writes nothing")
  func anIdleScrollFrameWritesNothing() {
    let (window, tableView, _) = makeList()
    let written = self.writes(to: tableView) {
      tableView.contentOffset.y = 200
      tableView.contentOffset.y = 210
    }
    #expect(written == 0)
    // A whole draw, as the glue made on every redraw before it compared plans.
    let host = tableView.refresh
    let components: [RefreshComponent] = [host.header, host.footer].compactMap { $0 }
    let views = host.subviews.compactMap { $0 as? RefreshComponentView }
    let everything = self.writes(to: tableView) {
      for (component, view) in zip(components, views) {
        view.apply(RenderPlan(component, at: host.clock.now))
      }
    }
    #expect(everything == 48, "the header's two labels, arrow and spinner; a footer's two")
    withExtendedLifetime(window) {}
  }

  @Test("a pull frame below the trigger writes nothing; crossing it writes what it changes")
  func aPullFrameWritesOnlyWhatMoved() {
    let (window, tableView, header) = makeList()
    tableView.standInTouchDown()
    tableView.standInMoveFinger(by: 20)
    let below = self.writes(to: tableView) { tableView.standInMoveFinger(by: 10) }
    #expect(header.state == .idle)
    #expect(below == 0, "the header shows what it showed a frame before")

    let crossing = self.writes(to: tableView) {
      for _ in 0..<10 where header.state != .pulling {
        tableView.standInMoveFinger(by: 10)
      }
    }
    #expect(header.state == .pulling)
    #expect(crossing == 2, "the title and VoiceOver's value: \"Release to refresh\"")
    let turn = self.writes(to: tableView) { StandInRunLoop.main.run(frames: 1) }
    #expect(turn == 3, "the arrow turning on the clock: its transform, frame and transform")
    tableView.standInLiftFinger()
    settle(tableView)
    header.endRefreshing()
    settle(tableView)
    withExtendedLifetime(window) {}
  }

  @Test("a progress header's ring is stroked in draw(_:) on a view that is not opaque")
  func theRingIsStrokedOnATransparentView() throws {
    let (window, tableView) = makeTableView(rows: 100)
    let header = ProgressHeader(config: makeUIKitConfig())
    tableView.refresh.header = header
    settle(tableView)
    let componentView = try #require(
      tableView.refresh.subviews.compactMap { $0 as? RefreshComponentView }.first)
    let ring = try #require(componentView.subviews.compactMap { $0 as? RefreshVectorView }.first)
    // UIView.h: "opaque views must fill their entire bounds or the results are undefined";
    // the ring fills a thin line of its square, so the rest would show black.
    #expect(!ring.isOpaque)
    #expect(ring.contentMode == .redraw, "a new size draws again, not a stretched ring")
    #expect(ring.frame == header.vectorView.frame)
    #expect(ring.standInDisplayIfNeeded() == [], "at rest nothing is pulled, nothing stroked")

    tableView.standInTouchDown()
    tableView.standInMoveFinger(by: 54)  // half way, past the finger's resistance or not
    settle(tableView)
    let drawn = try #require(ring.standInDisplayIfNeeded())
    expectDrawn(drawn, as: header.vectorView.strokes(at: tableView.refresh.clock.now))
    #expect(ring.standInDisplayIfNeeded() == nil, "drawn once until something changes")
    tableView.standInLiftFinger()
    settle(tableView)
    header.endRefreshing()
    settle(tableView)
    withExtendedLifetime(window) {}
  }
}
#endif
