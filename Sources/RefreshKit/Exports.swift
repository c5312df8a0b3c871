// The engine's geometry is CoreGraphics': `CGPoint`, `CGSize`, `CGRect`, `CGFloat`. On Apple's
// SDKs the types come from CoreFoundation (through Foundation), but their members and their
// `Equatable` and `Codable` conformances (`.zero`, `minY`, `==`, `init(x:y:)`) come from the
// CoreGraphics overlay (CoreGraphics.swiftinterface, `extension CoreFoundation.CGPoint`), which
// `import Foundation` does not bring. With `MemberImportVisibility` (SE-0444) a member is visible
// only where its module is imported: this re-export makes them visible in every file of the
// engine and in every file that imports it, as `import SwiftUI` does. Linux's Foundation declares
// the types with their members, and has no CoreGraphics module.
// scripts/apple-build-guards.py checks that no file needs more.
#if canImport(CoreGraphics)
@_exported public import CoreGraphics
#endif
