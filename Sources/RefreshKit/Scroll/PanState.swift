/// The state of the drag gesture on a ``ScrollModel``: the states of `UIGestureRecognizer.State`
/// that a pan goes through.
///
/// As in UIKit, a pan goes ``possible`` → ``began`` → ``changed`` … → ``ended`` (or
/// ``cancelled``) → ``possible``.
public enum PanState: String, Sendable, Hashable, CaseIterable, Codable {
  /// No drag has started since the last one ended (UIKit's state at rest).
  case possible

  /// A finger started to drag.
  case began

  /// A dragging finger moved.
  case changed

  /// The finger lifted: the drag ended normally.
  case ended

  /// The system cancelled the drag (an incoming call, a parent gesture).
  case cancelled

  /// The gesture was not recognized as a drag.
  case failed

  /// Whether a finger is dragging: ``began`` or ``changed``.
  ///
  /// UIKit's `UIScrollView.isDragging`, not its `isTracking`, which is set at the first touch.
  public var isTracking: Bool {
    self == .began || self == .changed
  }
}
