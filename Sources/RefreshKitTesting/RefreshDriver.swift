public import Foundation
public import RefreshKit

/// Drives an attached component through its states as a user and a server would, without
/// gestures or real time, and reads back what it shows: for an app's own tests, in XCTest or
/// Swift Testing.
///
/// ```swift
/// let driver = try RefreshDriver(model.header)   // attached, on a ManualAnimationClock
/// driver.pullToRefresh()                         // pulls until armed, lets go, scrolls in
/// #expect(driver.state == .refreshing)
/// driver.finish(.failure(Offline()))             // what the server answers
/// #expect(driver.shownText == ["Refresh failed", "Last update: No record"])
/// driver.runToRest()
/// #expect(driver.snapshot().text == expectedText)
/// ```
///
/// The driver plays the user on the component's scroll model (`ScrollModel.drag(to:)` at
/// `RefreshComponent.contentOffset(pulledBy:)`) and moves time on its clock, which must be
/// a `ManualAnimationClock`: nothing happens between two calls, so every test is exact and
/// the same on every run. Work the app schedules on the same clock (a stubbed load that
/// answers after a delay) runs when the driver moves time, as it would on a device.
@MainActor
public struct RefreshDriver {
  /// Why a component cannot be driven.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// The component is not attached to a scroll model.
    case notAttached
    /// The component's scroll model runs on a clock the driver cannot move: its type's name.
    case clockIsNotManual(String)
    /// The component follows no edge (a direct subclass of `RefreshComponent`), so nothing
    /// can pull it.
    case noPullEdge

    /// What went wrong and what to do.
    public var description: String {
      switch self {
      case .notAttached:
        "the component is not attached to a scroll model: attach it (scrollModel.header = …) first"
      case .clockIsNotManual(let type):
        "the scroll model runs on \(type): give it a ManualAnimationClock in tests"
      case .noPullEdge:
        "the component follows no edge: subclass RefreshHeader, RefreshFooter, AutoLoader or RefreshTrailer"
      }
    }
  }

  /// The longest pull ``pullToRefresh()`` tries before it gives up, in points.
  public static let longestPull: CGFloat = 2_000

  /// The component driven.
  public let component: RefreshComponent

  /// The scroll model the component is attached to now, or the last one while it is detached.
  ///
  /// A component moved to another scroll model is followed there, if that one runs on a
  /// `ManualAnimationClock` too; the calls that drive it say so to `Diagnostics` and do nothing
  /// while it is detached or on another clock.
  public var scrollModel: ScrollModel {
    self.component.scrollModel ?? self.lastScrollModel
  }

  /// The clock the scroll model runs on: the component's now, or the last one's.
  public var clock: ManualAnimationClock {
    self.component.scrollModel?.clock as? ManualAnimationClock ?? self.lastClock
  }

  /// The scroll model and clock the driver was made with.
  private let lastScrollModel: ScrollModel
  private let lastClock: ManualAnimationClock

  /// A driver for `component`.
  ///
  /// - Parameter component: An attached component whose scroll model runs on a
  ///   `ManualAnimationClock`.
  /// - Throws: ``Failure`` when the component is detached, on another clock, or follows no
  ///   edge.
  public init(_ component: RefreshComponent) throws(Failure) {
    guard let scrollModel = component.scrollModel else {
      throw .notAttached
    }
    guard let clock = scrollModel.clock as? ManualAnimationClock else {
      throw .clockIsNotManual(String(describing: type(of: scrollModel.clock)))
    }
    guard component.contentOffset(pulledBy: 0) != nil else {
      throw .noPullEdge
    }
    self.component = component
    self.lastScrollModel = scrollModel
    self.lastClock = clock
  }

  /// The scroll model to drive for `call` and its clock: the component's own now, or `nil`
  /// (reported) while it is detached or on a clock the driver cannot move.
  private func drivable(_ call: String) -> (ScrollModel, ManualAnimationClock)? {
    guard let scrollModel = self.component.scrollModel else {
      Diagnostics.report(
        .ignoredCall, "RefreshDriver.\(call)",
        "ignored: the component is not attached to a scroll model any more")
      return nil
    }
    guard let clock = scrollModel.clock as? ManualAnimationClock else {
      Diagnostics.report(
        .ignoredCall, "RefreshDriver.\(call)",
        "ignored: the component moved to a scroll model that runs on "
          + "\(type(of: scrollModel.clock)), which the driver cannot move")
      return nil
    }
    return (scrollModel, clock)
  }

  // MARK: - Playing the user

  /// Holds the content `distance` points past the component's edge, starting a drag if none is
  /// under way: a finger that has pulled that far and not let go.
  ///
  /// - Parameter distance: How far past the edge, in points; negative leaves the component
  ///   out of view.
  public func pull(by distance: CGFloat) {
    guard let (scrollModel, _) = self.drivable("pull(by:)"),
      let offset = self.component.contentOffset(pulledBy: distance)
    else {
      return
    }
    if !scrollModel.isDragging {
      scrollModel.beginDragging()
    }
    scrollModel.drag(to: offset)
  }

  /// Lets go of the content, as a finger lifts.
  ///
  /// A component pulled past its trigger begins on the next offset change. Time does not move:
  /// ``advance(by:)`` shows what follows.
  ///
  /// - Parameter velocity: The finger's velocity, in points per second; none by default.
  public func release(velocity: CGPoint = .zero) {
    guard let (scrollModel, _) = self.drivable("release(velocity:)") else {
      return
    }
    guard scrollModel.isDragging else {
      Diagnostics.report(
        .ignoredCall, "RefreshDriver.release(velocity:)",
        "ignored: no drag is in progress; pull(by:) first")
      return
    }
    scrollModel.endDragging(velocity: velocity)
  }

  /// Pulls one point at a time until the component arms (or, for a loader that begins as it
  /// comes into view, begins), lets go, and runs the animation that scrolls it into place: a
  /// user's pull to refresh.
  ///
  /// It stops at the first arm, so a header with a second floor refreshes rather than opening
  /// the floor; a component already armed (after ``pull(by:)``) is let go of as it is. A
  /// component that cannot arm (refreshing, with no more data, disabled, hidden) is not pulled,
  /// and one that never arms within ``longestPull`` is let go of there.
  ///
  /// - Returns: Whether a refresh began and ran its action (also one that the action, or the
  ///   app's stub, ended at once): `false` for one that waits to be seen
  ///   (`RefreshState.willRefresh`) or that ended before its action ran.
  @discardableResult
  public func pullToRefresh() -> Bool {
    guard let (scrollModel, clock) = self.drivable("pullToRefresh()") else {
      return false
    }
    let start = self.component.state
    let runsBefore = self.component.refreshesRun
    let armed: (RefreshState) -> Bool = { $0 == .pulling || $0 == .secondFloorArmed }
    let canArm =
      start == .idle && self.component.isEnabled && !self.component.isHidden
    if canArm {
      var distance: CGFloat = 0
      while distance <= Self.longestPull {
        self.pull(by: distance)
        if armed(self.component.state) || self.component.state.isRefreshing {
          break
        }
        distance += 1
      }
    }
    if scrollModel.isDragging {
      scrollModel.endDragging(velocity: .zero)
    }
    // The scroll into place, and the action that runs after it.
    clock.advance(by: self.component.fastAnimationDuration + clock.frameInterval)
    return (canArm || armed(start)) && self.component.refreshesRun > runsBefore
  }

  /// Taps the component as a user taps its title: an automatic loader (an auto footer, a
  /// leading loader) loads, as MJRefresh's tap does and as the bindings' views do; other
  /// components take no taps.
  ///
  /// - Returns: Whether a refresh began.
  @discardableResult
  public func tap() -> Bool {
    guard let loader = self.component as? AutoLoader else {
      Diagnostics.report(
        .ignoredCall, "RefreshDriver.tap()",
        "ignored: \(type(of: self.component)) takes no taps; only automatic loaders do")
      return false
    }
    return loader.stateLabelTapped()
  }

  // MARK: - Playing the server

  /// Ends the refresh as the app does when its load answers.
  ///
  /// With a `result`, the component shows it for its
  /// `RefreshComponent.resultDisplayDuration`; with `nil`, it ends with a plain
  /// `RefreshComponent.endRefreshing(completion:)`. Time does not move: call ``runToRest()``
  /// or ``advance(by:)`` to watch the component close.
  ///
  /// - Parameter result: How the load ended, or `nil` for no result.
  public func finish(_ result: RefreshResult? = nil) {
    if let result {
      self.component.endRefreshing(result: result)
    } else {
      self.component.endRefreshing()
    }
  }

  /// Ends the refresh with no more data to load: `RefreshComponent.endRefreshingWithNoMoreData()`.
  public func finishWithNoMoreData() {
    self.component.endRefreshingWithNoMoreData()
  }

  // MARK: - Moving time

  /// Runs everything due within `seconds`, frame by frame: animations, result displays, the
  /// app's own work on the clock.
  ///
  /// - Parameter seconds: How long.
  public func advance(by seconds: TimeInterval) {
    guard let (_, clock) = self.drivable("advance(by:)") else {
      return
    }
    clock.advance(by: seconds)
  }

  /// Runs until nothing is left on the clock: every animation, display and delayed load.
  public func runToRest() {
    guard let (_, clock) = self.drivable("runToRest()") else {
      return
    }
    clock.run()
  }

  // MARK: - Reading what it shows

  /// The component's state.
  public var state: RefreshState {
    self.component.state
  }

  /// The texts of its visible labels, top to bottom: what a user reads on it now.
  public var shownText: [String] {
    self.component.presentationModels.labels
      .filter { !$0.isHidden }
      .sorted { $0.frame.minY < $1.frame.minY }
      .compactMap { $0.text.flatMap { $0.isEmpty ? nil : $0 } }
  }

  /// What the component shows now, as text and as an SVG picture, for snapshot tests.
  public func snapshot() -> RefreshSnapshot {
    RefreshSnapshot(of: self.component)
  }
}
