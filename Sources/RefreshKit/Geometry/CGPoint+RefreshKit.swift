public import Foundation

extension CGPoint {
  /// Whether both coordinates are finite numbers (neither NaN nor infinite).
  public var isFinite: Bool {
    self.x.isFinite && self.y.isFinite
  }

  /// The coordinate along `axis`: `y` for vertical, `x` for horizontal.
  ///
  /// - Parameter axis: The axis to read.
  /// - Returns: The coordinate on that axis.
  public subscript(axis: ScrollAxis) -> CGFloat {
    get {
      switch axis {
      case .vertical: self.y
      case .horizontal: self.x
      }
    }
    set {
      switch axis {
      case .vertical: self.y = newValue
      case .horizontal: self.x = newValue
      }
    }
  }
}
