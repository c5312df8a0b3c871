import Foundation
package import RefreshKit

/// What a ``ScrollViewAttachment`` needs of a platform: its views, markers, scroll views and
/// the binding's host, which the UIKit and AppKit bindings give.
@MainActor
package protocol ScrollViewAttachmentPlatform {
  /// The platform's view.
  associatedtype View: AnyObject
  /// The platform's scroll view.
  associatedtype ScrollView: AnyObject
  /// A marker: a view of the platform that shows nothing.
  associatedtype Marker: AnyObject
  /// The binding's host on a scroll view.
  associatedtype Host: AttachableRefreshHost<ScrollView>

  /// The lookup over the platform's views.
  static var lookup: ScrollViewLookup<View> { get }
  /// What diagnostics call a scroll view: `UIScrollView`, `NSScrollView`.
  static var scrollViewName: String { get }
  /// What diagnostics call the scroll view's inset: `contentInset`, `contentInsets`.
  static var insetName: String { get }
  /// A new marker.
  static func makeMarker() -> Marker
  /// Tells `marker` what to call when it enters or leaves a window and when SwiftUI dismantles
  /// it.
  static func marker(
    _ marker: Marker, windowDidChange: @escaping () -> Void, dismantled: @escaping () -> Void)
  /// A marker, as a view.
  static func view(of marker: Marker) -> View
  /// The window a marker is in.
  static func window(of marker: Marker) -> AnyObject?
  /// The window a scroll view is in.
  static func window(of scrollView: ScrollView) -> AnyObject?
  /// The scroll view a view is, if it is one.
  static func scrollView(_ view: View) -> ScrollView?
  /// A scroll view, as a view.
  static func view(of scrollView: ScrollView) -> View
  /// The binding's host on `scrollView`, if it has one.
  static func existingHost(of scrollView: ScrollView) -> Host?
  /// The binding's host on `scrollView`, made on first use (`scrollView.refresh`).
  static func host(of scrollView: ScrollView) -> Host
  /// Whether another pull owns `scrollView`: a refresh control (SwiftUI's `.refreshable`).
  static func hasRefreshControl(_ scrollView: ScrollView) -> Bool
}

/// A binding's host, as a ``ScrollViewAttachment`` drives it.
@MainActor
package protocol AttachableRefreshHost<ScrollView>: AnyObject {
  /// The scroll view the host is on.
  associatedtype ScrollView: AnyObject
  /// The scroll model of the scroll view.
  var model: ScrollModel { get }
  /// Whether the host has any component.
  var hasComponents: Bool { get }
  /// How the components' shares reach the scroll view.
  var shareChannel: ScrollViewMirror.ShareChannel { get set }
  /// Called when SwiftUI wrote back an inset without a share the host wrote.
  var sharesTakenBack: (() -> Void)? { get set }
  /// The shares SwiftUI last laid the scroll view out with, under an external channel.
  var drawnShares: EdgeInsets { get set }
  /// Puts `component` in `slot` (empties it for `nil`).
  func setComponent<Component: RefreshComponent>(
    _ component: Component?, in slot: ReferenceWritableKeyPath<ScrollModel, Component?>)
  /// Moves the host, its components and their refresh to `scrollView`.
  func move(to scrollView: ScrollView)
  /// Takes the host off its scroll view, which keeps the app's inset.
  func leaveScrollView()
}

/// Puts refresh components on the UIKit or AppKit scroll view behind a SwiftUI view: what the
/// SwiftUI modifiers stand on, on every release (docs/architecture.md, "SwiftUI on the UIKit and
/// AppKit bindings"); `HostedScrollViewAttachment` in each binding.
///
/// The view carries two markers (``anchor`` in its `.background`, ``probe`` in its `.overlay`).
/// When one enters a window, or SwiftUI updates them, the attachment looks on the main actor's
/// next turn, once the hierarchy is whole, for the scroll view between them
/// (``ScrollViewLookup``), and attaches its components through the binding
/// (`scrollView.refresh`): one engine path. It never replaces the scroll view's delegate.
///
/// - SwiftUI makes the scroll view again (the list's identity changed): the host and its
///   components move to the new one, a refresh under way included (the host's `move(to:)`).
/// - The view goes (``invalidate()``): the components are detached and the scroll view is left
///   as it was found.
/// - No scroll view is found: a ``Diagnostic`` names the release and the view, once, and
///   ``lookupDidFail`` lets the modifier fall back.
/// - Another pull owns the scroll view (SwiftUI's `.refreshable`: its `refresh` action in the
///   environment, or a `refreshControl` on the scroll view): the header is not attached, and a
///   diagnostic says so, so that one pull never starts two refreshes; the others attach.
/// - SwiftUI writes back the scroll view's inset without the components' shares: the shares
///   move to ``sharesChannel`` (SwiftUI safe-area insets), once, with a diagnostic.
@MainActor
package final class ScrollViewAttachment<Platform: ScrollViewAttachmentPlatform> {
  /// The marker to put in the SwiftUI view's `.background`, centred, of no size.
  package let anchor: Platform.Marker
  /// The marker to put in the SwiftUI view's `.overlay`.
  package let probe: Platform.Marker

  /// What diagnostics call the modified view: the modifier and the view's type.
  package var viewDescription: String

  /// The release the app runs on, as diagnostics name it ("iOS 17.2").
  package var release: String

  /// Whether SwiftUI's `refresh` action is in the view's environment (`.refreshable` outside
  /// the modifier).
  package var refreshActionIsSet = false

  /// Puts the components' shares on the view another way, when SwiftUI takes them out of the
  /// scroll view's `contentInset`; `nil`: no other way.
  package var sharesChannel: ((EdgeInsets) -> Void)?

  /// What happens when the lookup finds nothing, for the diagnostic: "falls back to …".
  package var fallback = "nothing is attached"

  /// Called once, when the lookup found no scroll view in a window.
  package var lookupDidFail: (() -> Void)?

  /// Called when the components were put on a scroll view's host: the modifier gives it what
  /// else it draws (a second floor's view).
  package var didAttach: ((Platform.Host) -> Void)?

  /// The scroll view the components are on.
  package private(set) weak var scrollView: Platform.ScrollView?

  /// A component and how to put it in its slot.
  private struct Slotted {
    let component: RefreshComponent
    /// The pull-down header, which a refresh control answers too.
    let isHeader: Bool
    let put: (Platform.Host, RefreshComponent?) -> Void
    let current: (ScrollModel) -> RefreshComponent?
  }

  private var slotted: [Slotted] = []
  private var lookupIsScheduled = false
  private var isInvalidated = false
  private var reported: Set<String> = []
  private var failedLooks = 0
  /// Whether this attachment carries the host's shares when SwiftUI takes them back.
  private var ownsSharesChannel = false

  /// An attachment of no component yet.
  ///
  /// - Parameters:
  ///   - viewDescription: What diagnostics call the modified view.
  ///   - release: The release the app runs on.
  package init(viewDescription: String, release: String) {
    self.viewDescription = viewDescription
    self.release = release
    self.anchor = Platform.makeMarker()
    self.probe = Platform.makeMarker()
    for marker in [self.anchor, self.probe] {
      Platform.marker(
        marker, windowDidChange: { [weak self] in self?.setNeedsLookup() },
        dismantled: { [weak self] in self?.markerWasDismantled() })
    }
  }

  /// Puts `component` in `slot` of the scroll view found, now if it is found already.
  ///
  /// - Parameters:
  ///   - component: The component.
  ///   - slot: `\.header`, `\.footer`, `\.trailer` or `\.leadingLoader`.
  package func add<Component: RefreshComponent>(
    _ component: Component, in slot: ReferenceWritableKeyPath<ScrollModel, Component?>
  ) {
    guard !self.slotted.contains(where: { $0.component === component }) else {
      return
    }
    self.slotted.append(
      Slotted(
        component: component, isHeader: slot == \ScrollModel.header,
        put: { host, component in host.setComponent(component as? Component, in: slot) },
        current: { $0[keyPath: slot] }))
    if let scrollView = self.scrollView {
      self.attach(to: scrollView)
    }
  }

  /// Looks for the scroll view on the main actor's next turn, once however often it is asked
  /// in this one.
  package func setNeedsLookup() {
    guard !self.lookupIsScheduled, !self.isInvalidated else {
      return
    }
    self.lookupIsScheduled = true
    Task { @MainActor [weak self] in
      self?.lookUp()
    }
  }

  /// SwiftUI dismantled a marker: the view went, and the components with it.
  package func markerWasDismantled() {
    self.invalidate()
  }

  /// SwiftUI made the markers again for a view that keeps the attachment (it came back): the
  /// next look attaches again.
  package func revive() {
    self.isInvalidated = false
  }

  /// Detaches the components and leaves the scroll view as it was found: the view went.
  package func invalidate() {
    self.isInvalidated = true
    guard let scrollView = self.scrollView, let host = Platform.existingHost(of: scrollView) else {
      return
    }
    self.detach(from: host)
    self.releaseSharesChannel(of: host)
    if !host.hasComponents {
      host.leaveScrollView()
    }
    self.scrollView = nil
  }

  /// Gives up carrying the host's shares: another attachment takes them on as it looks next,
  /// through the scroll view's inset until SwiftUI takes them back again.
  private func releaseSharesChannel(of host: Platform.Host) {
    guard self.ownsSharesChannel else {
      return
    }
    self.ownsSharesChannel = false
    host.sharesTakenBack = nil
    host.drawnShares = .zero
    host.shareChannel = .contentInset
  }

  /// The shares SwiftUI last laid the scroll view out with, under the channel this attachment
  /// carries.
  package func sharesDrawn(_ shares: EdgeInsets) {
    guard self.ownsSharesChannel else {
      return
    }
    if let scrollView = self.scrollView {
      Platform.existingHost(of: scrollView)?.drawnShares = shares
    }
  }

  // MARK: - Looking

  private func lookUp() {
    self.lookupIsScheduled = false
    guard !self.isInvalidated, let window = Platform.window(of: self.anchor),
      Platform.window(of: self.probe) === window
    else {
      return  // off screen, or half in: the next entry into a window looks again
    }
    if let scrollView = self.scrollView, Platform.window(of: scrollView) === window,
      self.stillHolds(scrollView)
    {
      self.attach(to: scrollView)  // the same one: what a slot lost comes back
      return
    }
    let (anchor, probe) = (Platform.view(of: self.anchor), Platform.view(of: self.probe))
    switch Platform.lookup.find(anchor: anchor, probe: probe) {
    case .found(let view):
      guard let scrollView = Platform.scrollView(view) else {
        return
      }
      self.failedLooks = 0
      self.attach(to: scrollView)
    case .noCommonAncestor:
      self.fail(because: "its markers are in a window but not in one hierarchy")
    case .noScrollView(let searched):
      self.fail(
        because: "no \(Platform.scrollViewName) covers it among the \(searched) views around it")
    }
  }

  /// Whether `scrollView` still lies between the markers: below their common ancestor.
  private func stillHolds(_ scrollView: Platform.ScrollView) -> Bool {
    let lookup = Platform.lookup
    var ancestors: [Platform.View] = []
    var view = lookup.parent(Platform.view(of: self.anchor))
    while let current = view {
      ancestors.append(current)
      view = lookup.parent(current)
    }
    var probeUp = lookup.parent(Platform.view(of: self.probe))
    while let current = probeUp, !ancestors.contains(where: { $0 === current }) {
      probeUp = lookup.parent(current)
    }
    guard let common = probeUp else {
      return false
    }
    var up = lookup.parent(Platform.view(of: scrollView))
    while let current = up {
      if current === common {
        return true
      }
      up = lookup.parent(current)
    }
    return false
  }

  private func attach(to scrollView: Platform.ScrollView) {
    if let old = self.scrollView, old !== scrollView, let host = Platform.existingHost(of: old) {
      if Platform.existingHost(of: scrollView) == nil {
        host.move(to: scrollView)  // SwiftUI made it again: everything goes along
      } else {
        self.detach(from: host)
        self.releaseSharesChannel(of: host)
        if !host.hasComponents {
          host.leaveScrollView()
        }
      }
    }
    self.scrollView = scrollView
    let host = Platform.host(of: scrollView)
    if host.sharesTakenBack == nil, self.sharesChannel != nil {
      // One attachment of the host carries its shares if SwiftUI takes them back: the first.
      self.ownsSharesChannel = true
      host.sharesTakenBack = { [weak self, weak host] in
        guard let self, let host, let channel = self.sharesChannel else {
          return
        }
        self.reportOnce(
          "SwiftUI reset the scroll view's \(Platform.insetName), which held the components' space, on \(self.release): the space now goes through SwiftUI's own insets",
          key: "inset")
        host.shareChannel = .external(apply: channel)
      }
    }
    for entry in self.slotted where entry.current(host.model) !== entry.component {
      if entry.isHeader && (self.refreshActionIsSet || Platform.hasRefreshControl(scrollView)) {
        self.reportOnce(
          "the header is not attached: SwiftUI's .refreshable owns the pull of this scroll view, and one pull must not start two refreshes; remove .refreshable, or the header",
          key: "refreshable")
        continue
      }
      if let other = entry.current(host.model) {
        self.reportOnce(
          "the \(type(of: entry.component)) is not attached: the slot holds a \(type(of: other)) already",
          key: "taken \(ObjectIdentifier(entry.component))")
        continue
      }
      entry.put(host, entry.component)
    }
    self.didAttach?(host)
  }

  private func detach(from host: Platform.Host) {
    for entry in self.slotted where entry.current(host.model) === entry.component {
      entry.put(host, nil)
    }
  }

  private func fail(because reason: String) {
    // SwiftUI may add the scroll view in the turn after the markers' (a lazy container): one
    // more look on the next turn before the failure counts.
    self.failedLooks += 1
    if self.failedLooks == 1 {
      self.setNeedsLookup()
      return
    }
    self.reportOnce(
      "found no scroll view behind the view on \(self.release): \(reason); \(self.fallback)",
      key: "lookup")
    if self.reported.insert("failed").inserted {
      self.lookupDidFail?()
    }
  }

  /// Reports `message` about the view as a diagnostic, once for each `key`.
  package func reportOnce(_ message: String, key: String) {
    guard self.reported.insert(key).inserted else {
      return
    }
    Diagnostics.report(
      Diagnostic(kind: .unsupportedSetup, subject: self.viewDescription, message: message))
  }
}
