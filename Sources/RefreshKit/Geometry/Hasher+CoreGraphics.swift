import Foundation

/// Feeding CoreGraphics values to a hasher at every deployment floor.
///
/// Apple's SDKs make `CGPoint`, `CGSize` and `CGRect` `Hashable` only from iOS 18, macOS 15, tvOS
/// 18 and visionOS 2 (the iOS 18 SDK's CoreGraphics.swiftinterface: `@available(macOS 15.0, iOS
/// 18.0, ...) extension CGPoint : Hashable`); Linux's Foundation always does. A type of the
/// engine that holds one writes its `hash(into:)` with these, over the same values its synthesized
/// `==` compares (`Equatable` is in the CoreGraphics overlay at every floor).
/// scripts/apple-build-guards.py fails on a synthesized `Hashable` over one of them.
extension Hasher {
  /// Feeds a point's coordinates.
  ///
  /// - Parameter point: The point.
  mutating func combine(point: CGPoint) {
    self.combine(point.x)
    self.combine(point.y)
  }

  /// Feeds a size's dimensions.
  ///
  /// - Parameter size: The size.
  mutating func combine(size: CGSize) {
    self.combine(size.width)
    self.combine(size.height)
  }

  /// Feeds a rectangle's origin and size.
  ///
  /// - Parameter rect: The rectangle.
  mutating func combine(rect: CGRect) {
    self.combine(point: rect.origin)
    self.combine(size: rect.size)
  }
}
