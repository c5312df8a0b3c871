/// How an animated image sits in its frame.
public enum ImageContentMode: Sendable, Hashable {
  /// Centered in the frame (the labels are hidden).
  case center

  /// Against the frame's right edge, next to the labels.
  case right
}
