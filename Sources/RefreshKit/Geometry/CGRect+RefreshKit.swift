public import Foundation

extension CGRect {
  /// Whether the origin and the size are finite numbers (neither NaN nor infinite).
  public var isFinite: Bool {
    self.origin.isFinite && self.size.isFinite
  }

  /// A rectangle of `size` centered on `center`.
  init(center: CGPoint, size: CGSize) {
    self.init(
      x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width,
      height: size.height)
  }
}
