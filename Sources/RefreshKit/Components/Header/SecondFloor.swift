public import Foundation

/// The settings of a header's second floor (Taobao's and JD's 二楼), set on any header with
/// ``RefreshHeader/secondFloor``: pulled past a second, higher trigger and released, the header
/// opens into a page above the list.
///
/// See <doc:beyond-mjrefresh>.
public struct SecondFloor: Sendable, Hashable {
  /// How far past the top edge a pull arms the floor, or `nil` for 1.9 times the header's
  /// height (SmartRefreshLayout's `mFloorRate`); a distance not past the refresh trigger arms the
  /// floor just past it, reported to ``Diagnostics``.
  public var triggerDistance: CGFloat?

  /// The length the floor opens to, or `nil` for the whole view below the top inset
  /// (easy_refresh's `secondaryDimension`, the viewport).
  public var openLength: CGFloat?

  /// How far the user pushes the open floor up for the release to close it: 70 points by
  /// default (easy_refresh's `secondaryCloseTriggerOffset`); a shorter push springs back open.
  public var closeDistance: CGFloat

  /// Whether a release past the refresh trigger and short of the floor's refreshes, as a plain
  /// header does (`true`, SmartRefreshLayout's `mEnableRefresh`), or the header is a floor
  /// alone and such a release does nothing (`false`).
  public var refreshesOnTheWay: Bool

  /// How long the floor takes to open and to close, in seconds: 1 by default
  /// (SmartRefreshLayout's `mFloorDuration`); zero while the config reduces motion.
  public var duration: TimeInterval

  /// Creates the settings of a second floor; see each property for its meaning.
  public init(
    triggerDistance: CGFloat? = nil, openLength: CGFloat? = nil, closeDistance: CGFloat = 70,
    refreshesOnTheWay: Bool = true, duration: TimeInterval = 1
  ) {
    self.triggerDistance = triggerDistance
    self.openLength = openLength
    self.closeDistance = closeDistance
    self.refreshesOnTheWay = refreshesOnTheWay
    self.duration = duration
  }

  static let triggerRate: CGFloat = 1.9

  /// Why a value is unusable, or `nil` when all are.
  func problem() -> String? {
    let lengths: [(String, CGFloat?)] = [
      ("triggerDistance", self.triggerDistance), ("openLength", self.openLength),
      ("closeDistance", self.closeDistance),
    ]
    for case (let name, let value?) in lengths where !GeometryCheck.isAcceptable(value) || value < 0
    {
      return "\(name) \(value) is not a length"
    }
    if !self.duration.isFinite || self.duration < 0 {
      return "duration \(self.duration) is not a duration"
    }
    return nil
  }
}
