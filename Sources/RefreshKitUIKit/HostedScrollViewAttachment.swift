#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS
import Foundation

/// Puts refresh components on the UIKit scroll view behind a SwiftUI view: what the SwiftUI
/// modifiers stand on, on every release (docs/architecture.md, "SwiftUI on the UIKit binding").
///
/// The view carries two markers (``anchor`` in its `.background`, ``probe`` in its `.overlay`).
/// When one enters a window, or SwiftUI updates them, the attachment looks on the main actor's
/// next turn, once the hierarchy is whole, for the scroll view between them
/// (``ScrollViewLookup``), and attaches its components through the UIKit binding
/// (`scrollView.refresh`): one engine path. It never replaces the scroll view's delegate.
///
/// - SwiftUI makes the scroll view again (the list's identity changed): the host and its
///   components move to the new one, a refresh under way included (``RefreshHostView``'s
///   `move(to:)`).
/// - The view goes (``invalidate()``): the components are detached and the scroll view is left
///   as it was found.
/// - No scroll view is found: a ``Diagnostic`` names the release and the view, once, and
///   ``lookupDidFail`` lets the modifier fall back.
/// - Another pull owns the scroll view (SwiftUI's `.refreshable`: its `refresh` action in the
///   environment, or a `refreshControl` on the scroll view): the header is not attached, and a
///   diagnostic says so, so that one pull never starts two refreshes; the others attach.
/// - SwiftUI writes back the scroll view's `contentInset` without the components' shares: the
///   shares move to ``sharesChannel`` (a SwiftUI content margin or safe-area inset), once,
///   with a diagnostic.
@MainActor
package final class HostedScrollViewAttachment {
  /// The marker to put in the SwiftUI view's `.background`, centred, of no size.
  package let anchor = ScrollViewMarker()
  /// The marker to put in the SwiftUI view's `.overlay`.
  package let probe = ScrollViewMarker()

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
  package var didAttach: ((RefreshHostView) -> Void)?

  /// The scroll view the components are on.
  package private(set) weak var scrollView: UIScrollView?

  /// A component and how to put it in its slot.
  private struct Slotted {
    let component: RefreshComponent
    /// The pull-down header, which a refresh control answers too.
    let isHeader: Bool
    let put: (RefreshHostView, RefreshComponent?) -> Void
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
    for marker in [self.anchor, self.probe] {
      marker.attachment = self
      marker.windowDidChange = { [weak self] in self?.setNeedsLookup() }
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
    guard let host = self.scrollView?.existingRefreshHost else {
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
  private func releaseSharesChannel(of host: RefreshHostView) {
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
    self.scrollView?.existingRefreshHost?.drawnShares = shares
  }

  // MARK: - Looking

  private func lookUp() {
    self.lookupIsScheduled = false
    guard !self.isInvalidated, let window = self.anchor.window, self.probe.window === window else {
      return  // off screen, or half in: the next entry into a window looks again
    }
    if let scrollView = self.scrollView, scrollView.window === window,
      self.stillHolds(scrollView)
    {
      self.attach(to: scrollView)  // the same one: what a slot lost comes back
      return
    }
    switch ScrollViewLookup<UIView>.uiKit.find(anchor: self.anchor, probe: self.probe) {
    case .found(let view):
      guard let scrollView = view as? UIScrollView else {
        return
      }
      self.failedLooks = 0
      self.attach(to: scrollView)
    case .noCommonAncestor:
      self.fail(because: "its markers are in a window but not in one hierarchy")
    case .noScrollView(let searched):
      self.fail(
        because: "no UIScrollView covers it among the \(searched) views around it")
    }
  }

  /// Whether `scrollView` still lies between the markers: below their common ancestor.
  private func stillHolds(_ scrollView: UIScrollView) -> Bool {
    var ancestors: [UIView] = []
    var view: UIView? = self.anchor.superview
    while let current = view {
      ancestors.append(current)
      view = current.superview
    }
    var probeUp: UIView? = self.probe.superview
    while let current = probeUp, !ancestors.contains(where: { $0 === current }) {
      probeUp = current.superview
    }
    guard let common = probeUp else {
      return false
    }
    var up: UIView? = scrollView.superview
    while let current = up {
      if current === common {
        return true
      }
      up = current.superview
    }
    return false
  }

  private func attach(to scrollView: UIScrollView) {
    if let old = self.scrollView, old !== scrollView, let host = old.existingRefreshHost {
      if scrollView.existingRefreshHost == nil {
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
    let host = scrollView.refresh
    if host.sharesTakenBack == nil, self.sharesChannel != nil {
      // One attachment of the host carries its shares if SwiftUI takes them back: the first.
      self.ownsSharesChannel = true
      host.sharesTakenBack = { [weak self, weak host] in
        guard let self, let host, let channel = self.sharesChannel else {
          return
        }
        self.reportOnce(
          "SwiftUI reset the scroll view's contentInset, which held the components' space, on \(self.release): the space now goes through SwiftUI's own insets",
          key: "inset")
        host.shareChannel = .external(apply: channel)
      }
    }
    for entry in self.slotted where entry.current(host.model) !== entry.component {
      if entry.isHeader && (self.refreshActionIsSet || Self.hasRefreshControl(scrollView)) {
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

  private func detach(from host: RefreshHostView) {
    for entry in self.slotted where entry.current(host.model) === entry.component {
      entry.put(host, nil)
    }
  }

  private static func hasRefreshControl(_ scrollView: UIScrollView) -> Bool {
    #if os(tvOS)
    false  // no refresh control on tvOS (UIScrollView.h: API_UNAVAILABLE(tvos))
    #else
    scrollView.refreshControl != nil
    #endif
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
#endif
