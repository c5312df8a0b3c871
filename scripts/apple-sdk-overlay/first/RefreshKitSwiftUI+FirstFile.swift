import SwiftUI

// Type-check only: scripts/apple_sdk_typecheck.py passes this file first of all of
// RefreshKitSwiftUI's, before the overlays, and nothing of it reaches the product. It begins with
// a plain `import SwiftUI`, which once hid an overlay's declarations from the whole module ("no
// member 'contentMargins'"): with this toolchain, `canImport(SwiftUI, _version: 5.0)` in a file
// after such an import read another version than the interface's, and the overlay's `#if` left
// it out. The script now decides which overlays compile from the SDK's own files
// (TYPECHECK_SDK_… flags) and passes them first; this file proves, on every check, that a file
// before them sees the iOS 17 and 18 API they declare, each where Xcode allows it.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
struct FirstFileProbe: View {
  var body: some View {
    Color.clear
      .contentMargins(.top, 1, for: .scrollContent)
      .onScrollPhaseChange { _, _ in }
  }
}
