import Foundation

/// The motion of a ``ScrollModel`` after a drag, one ``AxisMotion`` per axis.
struct ScrollMotion {
  var vertical = AxisMotion.idle
  var horizontal = AxisMotion.idle
  var hasFrames = false
  var lastFrameTime: TimeInterval = 0
  /// Bumped whenever the motion is stopped, so that a frame in progress can tell.
  var generation = 0

  var isActive: Bool {
    self.vertical.isActive || self.horizontal.isActive
  }

  subscript(axis: ScrollAxis) -> AxisMotion {
    get {
      axis == .vertical ? self.vertical : self.horizontal
    }
    set {
      if axis == .vertical {
        self.vertical = newValue
      } else {
        self.horizontal = newValue
      }
    }
  }
}

/// One per scroll model, so that a frame of deceleration or bounce allocates nothing.
@MainActor
final class MotionFrames: AnimationFrameTarget {
  /// Unowned: the scroll model owns this and stops its frames before it goes away.
  unowned let scrollModel: ScrollModel

  init(scrollModel: ScrollModel) {
    self.scrollModel = scrollModel
  }

  func frame(at time: TimeInterval) -> TimeInterval? {
    self.scrollModel.motionFrame(at: time)
  }
}
