public import Foundation

extension CGRect {
  /// Whether the origin and the size are finite numbers (neither NaN nor infinite).
  public var isFinite: Bool {
    self.origin.isFinite && self.size.isFinite
  }
}
