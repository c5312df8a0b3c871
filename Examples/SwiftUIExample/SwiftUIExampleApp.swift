#if canImport(SwiftUI)
import RefreshKitSwiftUI

/// The example as an app, from iOS 15 and macOS 14: add the folder to an app target (or run it
/// with `swift run SwiftUIExample` on a Mac).
@main
struct SwiftUIExampleApp: App {
  var body: some Scene {
    WindowGroup {
      ContentView()
    }
  }
}
#endif
