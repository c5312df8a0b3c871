public import Foundation

extension RefreshComponent {
  /// The direction the component lays out in: the config's
  /// ``RefreshConfig/effectiveLayoutDirection``.
  public var layoutDirection: RefreshLayoutDirection {
    self.config.effectiveLayoutDirection
  }

  /// Whether the component lays out right to left.
  public var isRightToLeft: Bool {
    self.layoutDirection == .rightToLeft
  }

  /// `rect`, laid out left to right in the component's coordinates, mirrored across its width
  /// when it lays out right to left; a custom component passes its frames through it in
  /// ``placeSubviews()``.
  public func mirrored(_ rect: CGRect) -> CGRect {
    guard self.isRightToLeft else {
      return rect
    }
    var mirrored = rect
    mirrored.origin.x = self.frame.width - rect.maxX
    return mirrored
  }

  /// `point`, laid out left to right, mirrored across the component's width when it lays out
  /// right to left.
  public func mirrored(_ point: CGPoint) -> CGPoint {
    guard self.isRightToLeft else {
      return point
    }
    return CGPoint(x: self.frame.width - point.x, y: point.y)
  }
}
