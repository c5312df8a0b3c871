public import Foundation

extension CGSize {
  /// Whether both dimensions are finite numbers (neither NaN nor infinite).
  public var isFinite: Bool {
    self.width.isFinite && self.height.isFinite
  }

  /// The dimension along `axis`: the height for vertical, the width for horizontal.
  ///
  /// - Parameter axis: The axis to read.
  /// - Returns: The length on that axis.
  public subscript(axis: ScrollAxis) -> CGFloat {
    get {
      switch axis {
      case .vertical: self.height
      case .horizontal: self.width
      }
    }
    set {
      switch axis {
      case .vertical: self.height = newValue
      case .horizontal: self.width = newValue
      }
    }
  }
}
