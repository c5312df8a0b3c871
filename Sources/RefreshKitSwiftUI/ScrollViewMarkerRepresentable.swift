#if canImport(UIKit) || os(Linux)
import RefreshKitUIKit
#elseif canImport(AppKit)
import RefreshKitAppKit
#endif

/// One of the two markers a refresh modifier puts around its view, in SwiftUI: the anchor in
/// its `.background`, the probe in its `.overlay` (``HostedScrollViewAttachment``).
///
/// SwiftUI keeps the marker view while the modifier keeps its place and dismantles it when the
/// view goes (the attachment detaches its components). It updates a representable only when
/// its values changed: ``update`` changes with every update of the modifier, so that each
/// brings the state's news to UIKit (the attachment checks it is on the right scroll view; a
/// footer takes the app's no more data) where SwiftUI wants UIKit changed, in the update.
@MainActor
struct ScrollViewMarkerRepresentable {
  /// The marker, made by the attachment.
  let marker: ScrollViewMarker
  /// The modifier's state.
  let state: PlatformRefreshState
  /// The modifier's update this one belongs to.
  let update: Int
}

#if canImport(UIKit) || os(Linux)
extension ScrollViewMarkerRepresentable: UIViewRepresentable {
  func makeUIView(context: Context) -> ScrollViewMarker {
    self.state.attachment.revive()
    return self.marker
  }

  func updateUIView(_ marker: ScrollViewMarker, context: Context) {
    self.state.viewDidUpdate()
  }

  static func dismantleUIView(_ marker: ScrollViewMarker, coordinator: ()) {
    marker.dismantled?()
  }
}
#elseif canImport(AppKit)
extension ScrollViewMarkerRepresentable: NSViewRepresentable {
  func makeNSView(context: Context) -> ScrollViewMarker {
    self.state.attachment.revive()
    return self.marker
  }

  func updateNSView(_ marker: ScrollViewMarker, context: Context) {
    self.state.viewDidUpdate()
  }

  static func dismantleNSView(_ marker: ScrollViewMarker, coordinator: ()) {
    marker.dismantled?()
  }
}
#endif
