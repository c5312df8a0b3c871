// `import RefreshKitSwiftUI` is all an app writes: the components, the host core and SwiftUI (the
// stand-in on Linux) come with it, and every file of the binding sees them from here.
@_exported public import RefreshKit
@_exported public import RefreshKitHost

#if canImport(SwiftUI)
@_exported public import SwiftUI
#elseif os(Linux)
@_exported public import SwiftUIStandIn
#endif
