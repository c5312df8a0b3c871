public import Foundation

/// One of the two directions a ``ScrollModel`` scrolls in.
public enum ScrollAxis: Sendable, Hashable, CaseIterable, Codable {
  /// Top to bottom: `y`, heights, top and bottom insets.
  case vertical

  /// Left to right: `x`, widths, left and right insets.
  case horizontal
}

extension EdgeInsets {
  /// The inset at the start of `axis`: top for vertical, left for horizontal.
  public func leading(_ axis: ScrollAxis) -> CGFloat {
    switch axis {
    case .vertical: self.top
    case .horizontal: self.left
    }
  }

  /// The inset at the end of `axis`: bottom for vertical, right for horizontal.
  public func trailing(_ axis: ScrollAxis) -> CGFloat {
    switch axis {
    case .vertical: self.bottom
    case .horizontal: self.right
    }
  }

  /// Sets the inset at the start of `axis`: top for vertical, left for horizontal.
  public mutating func setLeading(_ value: CGFloat, _ axis: ScrollAxis) {
    switch axis {
    case .vertical: self.top = value
    case .horizontal: self.left = value
    }
  }

  /// Sets the inset at the end of `axis`: bottom for vertical, right for horizontal.
  public mutating func setTrailing(_ value: CGFloat, _ axis: ScrollAxis) {
    switch axis {
    case .vertical: self.bottom = value
    case .horizontal: self.right = value
    }
  }
}
