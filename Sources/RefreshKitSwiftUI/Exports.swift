// `import RefreshKitSwiftUI` is all an app writes: the components and the host core come with it.
@_exported public import RefreshKit
@_exported public import RefreshKitHost
