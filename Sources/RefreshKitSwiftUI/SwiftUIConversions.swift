extension RefreshContentSizeCategory {
  /// The text size of SwiftUI's, one to one: `xSmall` is `extraSmall`, `accessibility5` is
  /// `accessibilityExtraExtraExtraLarge`; a size beyond these twelve is the default, large.
  ///
  /// - Parameter size: The environment's `dynamicTypeSize`.
  public init(_ size: DynamicTypeSize) {
    // `DynamicTypeSize` is `CaseIterable` and `Comparable` (SwiftUICore.swiftinterface): its
    // twelve cases run from the smallest up, as RefreshKit's are numbered.
    let index = DynamicTypeSize.allCases.firstIndex(of: size)
    self = index.flatMap(Self.init(rawValue:)) ?? .large
  }
}

/// SwiftUI's weights, for a label font's (`RefreshFont.Weight.platformWeight(_:)`).
extension Font.Weight: PlatformFontWeight {}
