import Foundation

/// Where one value of a component's own motion goes, from `start` to `target`.
///
/// The animator's eased progress picks the value between. The scroll into view, the end's
/// offset, the floor's offset and share, and the alpha fade each keep one, so that running them
/// again allocates nothing.
struct MotionSpan {
  /// The value at progress 0.
  var start: CGFloat
  /// The value at progress 1.
  var target: CGFloat

  /// The value at `progress`.
  func at(_ progress: Double) -> CGFloat {
    CGFloat.interpolate(from: self.start, to: self.target, progress: progress)
  }

  /// The same motion moved by `delta`: content inserted before the start moved the offset.
  func shifted(by delta: CGFloat) -> MotionSpan {
    MotionSpan(start: self.start + delta, target: self.target + delta)
  }
}
