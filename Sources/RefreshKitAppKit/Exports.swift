// `import RefreshKitAppKit` is all an app writes: the components, the host core and AppKit (the
// stand-in on Linux) come with it, and every file of the binding sees them from here.
@_exported public import RefreshKit
@_exported public import RefreshKitHost

#if os(macOS)
@_exported public import AppKit
#elseif os(Linux)
@_exported public import AppKitStandIn
#endif
