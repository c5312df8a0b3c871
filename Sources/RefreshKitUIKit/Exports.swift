// `import RefreshKitUIKit` is all an app writes: the components, the host core and UIKit (the
// stand-in on Linux) come with it, and every file of the binding sees them from here.
@_exported public import RefreshKit
@_exported public import RefreshKitHost

#if canImport(UIKit)
@_exported public import UIKit
#elseif os(Linux)
@_exported public import UIKitStandIn
#endif
