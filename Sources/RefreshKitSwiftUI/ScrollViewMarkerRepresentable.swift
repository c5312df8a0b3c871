#if canImport(UIKit) || os(Linux)
import RefreshKitUIKit
#elseif canImport(AppKit)
import RefreshKitAppKit
#endif

/// One of the two markers a refresh modifier puts around its view, in SwiftUI: the anchor in
/// its `.background`, the probe in its `.overlay` (``HostedScrollViewAttachment``).
///
/// SwiftUI keeps the marker view while the modifier keeps its place, updates it whenever the
/// views around it update (the attachment then checks it is still on the right scroll view),
/// and dismantles it when the view goes (the attachment detaches its components).
@MainActor
struct ScrollViewMarkerRepresentable {
  /// The marker, made by the attachment.
  let marker: ScrollViewMarker
  /// The attachment the marker belongs to.
  let attachment: HostedScrollViewAttachment
}

#if canImport(UIKit) || os(Linux)
extension ScrollViewMarkerRepresentable: UIViewRepresentable {
  func makeUIView(context: Context) -> ScrollViewMarker {
    self.attachment.revive()
    return self.marker
  }

  func updateUIView(_ marker: ScrollViewMarker, context: Context) {
    self.attachment.setNeedsLookup()
  }

  static func dismantleUIView(_ marker: ScrollViewMarker, coordinator: ()) {
    marker.attachment?.markerWasDismantled()
  }
}
#elseif canImport(AppKit)
extension ScrollViewMarkerRepresentable: NSViewRepresentable {
  func makeNSView(context: Context) -> ScrollViewMarker {
    self.attachment.revive()
    return self.marker
  }

  func updateNSView(_ marker: ScrollViewMarker, context: Context) {
    self.attachment.setNeedsLookup()
  }

  static func dismantleNSView(_ marker: ScrollViewMarker, coordinator: ()) {
    marker.attachment?.markerWasDismantled()
  }
}
#endif
