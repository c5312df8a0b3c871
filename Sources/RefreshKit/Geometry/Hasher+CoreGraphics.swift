import Foundation

/// Apple's SDKs make `CGPoint`, `CGSize` and `CGRect` `Hashable` only from iOS 18 and macOS 15:
/// engine types hash them with these (scripts/apple-build-guards.py enforces it).
extension Hasher {
  mutating func combine(point: CGPoint) {
    self.combine(point.x)
    self.combine(point.y)
  }

  mutating func combine(size: CGSize) {
    self.combine(size.width)
    self.combine(size.height)
  }

  mutating func combine(rect: CGRect) {
    self.combine(point: rect.origin)
    self.combine(size: rect.size)
  }
}
