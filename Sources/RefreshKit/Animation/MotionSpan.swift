import Foundation

/// Where one value of a component's own motion goes; kept so running it again allocates nothing.
struct MotionSpan {
  var start: CGFloat
  var target: CGFloat

  func at(_ progress: Double) -> CGFloat {
    CGFloat.interpolate(from: self.start, to: self.target, progress: progress)
  }

  /// For content inserted before the start, which moved the offset.
  func shifted(by delta: CGFloat) -> MotionSpan {
    MotionSpan(start: self.start + delta, target: self.target + delta)
  }
}
