public import Foundation

/// Right-to-left layout: the component's direction, and the mirroring its layout goes through.
extension RefreshComponent {
  /// The direction the component lays out in: the config's
  /// ``RefreshConfig/effectiveLayoutDirection``, ``RefreshLayoutDirection/leftToRight`` or
  /// ``RefreshLayoutDirection/rightToLeft``.
  public var layoutDirection: RefreshLayoutDirection {
    self.config.effectiveLayoutDirection
  }

  /// Whether the component lays out right to left.
  public var isRightToLeft: Bool {
    self.layoutDirection == .rightToLeft
  }

  /// `rect`, laid out left to right in the component's coordinates, mirrored across its width
  /// when it lays out right to left; unchanged otherwise.
  ///
  /// The built-in components pass every frame beside their labels through it; a custom component
  /// does the same in its ``placeSubviews()`` to follow the direction:
  ///
  /// ```swift
  /// badge.frame = self.mirrored(CGRect(x: 10, y: 0, width: 20, height: 20))
  /// // right to left in a 375-point header: x = 345
  /// ```
  ///
  /// - Parameter rect: A frame laid out left to right.
  /// - Returns: The frame for the component's direction.
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
  ///
  /// - Parameter point: A point laid out left to right.
  /// - Returns: The point for the component's direction.
  public func mirrored(_ point: CGPoint) -> CGPoint {
    guard self.isRightToLeft else {
      return point
    }
    return CGPoint(x: self.frame.width - point.x, y: point.y)
  }
}
