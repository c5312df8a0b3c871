public import Foundation
public import RefreshKit

/// A real scroll view's geometry, as a binding reads it: what ``ScrollViewMirror`` mirrors.
public struct HostScrollGeometry: Equatable, Sendable {
  /// The scroll view's frame; its size is the viewport.
  public var frame: CGRect

  /// The size of the content.
  public var contentSize: CGSize

  /// The scroll view's `contentInset` as it is now: the app's inset plus the components' shares
  /// the mirror last applied.
  public var contentInset: EdgeInsets

  /// The inset the scroll view actually scrolls within: `contentInset` plus what the system adds
  /// (the safe area, unless the scroll view's adjustment behaviour is `.never`).
  public var adjustedContentInset: EdgeInsets

  /// A geometry.
  ///
  /// - Parameters:
  ///   - frame: The scroll view's frame.
  ///   - contentSize: The content size.
  ///   - contentInset: The scroll view's `contentInset`.
  ///   - adjustedContentInset: Its adjusted content inset; defaults to `contentInset`.
  public init(
    frame: CGRect, contentSize: CGSize, contentInset: EdgeInsets = .zero,
    adjustedContentInset: EdgeInsets? = nil
  ) {
    self.frame = frame
    self.contentSize = contentSize
    self.contentInset = contentInset
    self.adjustedContentInset = adjustedContentInset ?? contentInset
  }
}

/// Mirrors a real scroll view into a `ScrollModel` and applies back what the components ask
/// for: everything a binding does that is not a call into UIKit, AppKit or SwiftUI.
///
/// A binding forwards the real view's events, each as it happens:
///
/// ```swift
/// let mirror = ScrollViewMirror(clock: clock)
/// mirror.applyContentInset = { scrollView.contentInset = UIEdgeInsets($0) }
/// mirror.applyContentOffset = { scrollView.contentOffset = $0 }
/// mirror.geometryDidChange(geometry)          // layout, rotation, content size, insets
/// mirror.contentOffsetDidChange(offset)       // scrollViewDidScroll
/// mirror.panStateDidChange(.began)            // the pan gesture recognizer's state
/// ```
///
/// The physics belong to the real view: the mirror sets the model's pan state and offset and
/// never runs RefreshKit's own gestures.
///
/// ## Insets
///
/// The real view's `contentInset` is the app's inset plus the components' shares. The mirror
/// writes it whenever the shares change, keeping what the app set, and writes nothing before it
/// has seen the view's geometry (``geometryDidChange(_:)``, or the `geometry` it was made
/// with), so that the app's insets are never overwritten by a model that does not know them.
///
/// The app may write `contentInset` itself at any time, even mid-refresh. The value it reads
/// holds the components' shares, as MJRefresh's does, and MJRefresh apps edit it relative to
/// what they read: `contentInset.top += 30`, a keyboard's `bottom += height` then
/// `-= height`. By default (``InsetWrites/relative``) an edge the app writes keeps that
/// meaning: the app's own inset (`ScrollModel/contentInset`) is what it wrote less the shares
/// the view held, the shares stay the engine's, and nothing drifts over any number of edits. A
/// value below the shares held cannot be such an edit of an inset of zero or more: it is taken
/// whole, as written (a keyboard handler's `bottom = 0`, a header's top set to 0 mid-refresh,
/// which keeps the header's space). A whole write at or above the shares (`bottom =
/// keyboardHeight` with a footer attached) shows as written, the footer's space inside it, as in
/// MJRefresh; with ``InsetWrites/whole`` every edge the app writes is its own inset as written,
/// the shares added on top (a footer's space above the keyboard). `model.contentInset` is the
/// exact way either way: the app's own inset, without the shares. An edge the app left alone
/// keeps the app's value. What the system adds on top (the safe area)
/// is `ScrollModel/systemInset`: the difference between the view's adjusted inset and its
/// `contentInset`, whatever the view's adjustment behaviour.
///
/// ## No echo
///
/// Writing an offset or an inset makes the real view report it back. The mirror applies an
/// offset only when it differs from the view's, and takes back an inset it wrote as its own, so
/// nothing loops and nothing is applied twice. When writing the inset moves the view's offset
/// (UIKit keeps content resting at its top under its inset), the mirror puts the offset the
/// components want back at once: a header that begins refreshing scrolls into view smoothly
/// rather than jumping.
///
/// ## The view's own motion
///
/// While the host reports that the view bounces back from past an edge
/// (``contentOffsetDidChange(_:isDecelerating:)``, with the offset outside the content's
/// range), its physics own the offset: a share that changes then (a header released past its
/// trigger starts refreshing as the bounce begins) or a reload that changes the content size
/// moves the edge the bounce runs to, and the view gets there by itself. The mirror writes no
/// offset into it then, which would jump the content by the header's height in one frame. A
/// view decelerating inside its content (a fling) takes the offsets a component writes: a
/// refresh begun from code scrolls the header into view, and stops the fling.
@MainActor
public final class ScrollViewMirror {
  /// What a value the app writes into the real view's `contentInset` means (see Insets above).
  public enum InsetWrites: Sendable, Hashable, CaseIterable {
    /// The value read holds the components' shares, so a value written holds them too: the
    /// app's own inset is what it wrote less the shares the view held (a value below them is
    /// taken whole). MJRefresh's meaning, and the default: `contentInset.top += 30` and a
    /// keyboard's `bottom += height` / `-= height` keep their meaning over any number of edits.
    case relative

    /// Every edge the app writes is its own inset, as written, and the shares are added on top:
    /// for apps that write whole insets (`bottom = keyboardHeight`) and want a footer's space
    /// kept above the keyboard.
    case whole
  }

  /// The scroll model the components attach to.
  public let model: ScrollModel

  /// What a value the app writes into the real view's `contentInset` means.
  ///
  /// ``InsetWrites/relative`` by default. Applies to the next write.
  public var insetWrites = InsetWrites.relative

  /// Writes the real view's `contentInset`: the app's inset plus the components' shares.
  public var applyContentInset: ((EdgeInsets) -> Void)? {
    didSet {
      self.applyInsetIfNeeded()
    }
  }

  /// Writes the real view's `contentOffset`, when a component scrolls (a header scrolling into
  /// view as it begins refreshing).
  public var applyContentOffset: ((CGPoint) -> Void)?

  /// Where the model may go when the real view moves by itself, or `nil` to follow the view.
  ///
  /// It receives the offset the view reports, before the model takes it (the model still holds
  /// the last one), and returns the offset to keep. A kept offset that differs is the model's
  /// and is written back to the view at once, once, and its echo changes nothing: nested
  /// scroll views pin one another this way (`NestedScrollCoordinator`'s
  /// `constrainedOffset(_:of:)`) without the model ever seeing the offset they refused.
  public var constrainOffset: ((CGPoint) -> CGPoint)?

  // MARK: A view a framework owns (SwiftUI's)

  /// How the components' shares reach the real view.
  package enum ShareChannel {
    /// In its `contentInset`, with the app's inset: UIKit's and AppKit's way, the default.
    case contentInset
    /// Through `apply`, another way (a SwiftUI content margin or safe-area inset): the view's
    /// adjusted inset holds them once the binding says they are drawn (``drawnShares``).
    case external(apply: (EdgeInsets) -> Void)
  }

  /// How the components' shares reach the real view; the geometry last reported is read again
  /// under a new channel.
  package var shareChannel = ShareChannel.contentInset {
    didSet {
      if case .external = self.shareChannel {
        self.appliedShares = .zero  // none drawn yet: the first look applies them
      }
      if let geometry = self.lastGeometry {
        self.geometryDidChange(geometry)
      }
    }
  }

  /// Called when a framework that owns the view (SwiftUI) wrote back a `contentInset` without
  /// a share the mirror wrote there.
  ///
  /// The value is then not the app's, and the binding moves the shares to another channel.
  /// `nil` (UIKit's and AppKit's views): every write is the app's.
  package var sharesTakenBack: (() -> Void)?

  /// Under an ``ShareChannel/external(apply:)`` channel, the shares the geometry reported next
  /// includes: those the framework last laid the view out with.
  package var drawnShares = EdgeInsets.zero

  /// The geometry last reported.
  private var lastGeometry: HostScrollGeometry?
  /// Where the view moves by itself when the framework took its inset back from under content
  /// resting at its top: the next offset reported there is that move, not a scroll.
  private var pinAfterTakeBack: CGPoint?

  /// How far below the shares a relative write may land by rounding and still be one.
  private static let insetTolerance: CGFloat = 1e-6

  /// The shares last written into the real view's `contentInset`.
  private var appliedShares = EdgeInsets.zero
  /// The `contentInset` last written, to tell it from one the app writes.
  private var appliedInset: EdgeInsets?
  /// The real view's offset as last reported or written.
  private var viewOffset: CGPoint
  /// The real view's offset as last reported; none yet, so that the first report always counts.
  private var reportedOffset: CGPoint?
  /// Whether the view's geometry, its insets included, has been reported: nothing is written
  /// before.
  private var knowsTheView = false
  /// Whether the mirror is writing the real view's inset: an offset it reports meanwhile is the
  /// view's reaction (UIKit keeps content resting at its top under the new inset), not a scroll.
  private var isApplyingInset = false
  private var tokens: [ObservationToken] = []

  /// Mirrors a scroll view whose components run on `clock`.
  ///
  /// - Parameters:
  ///   - clock: The components' clock: a ``DisplayLinkClock`` for a display, or a manual clock
  ///     in tests.
  ///   - geometry: The real view's geometry now, if known.
  ///   - contentOffset: The real view's offset now.
  public init(
    clock: any AnimationClock, geometry: HostScrollGeometry? = nil, contentOffset: CGPoint = .zero
  ) {
    self.model = ScrollModel(clock: clock)
    self.viewOffset = contentOffset
    if let geometry {
      self.geometryDidChange(geometry)
    }
    self.model.contentOffset = contentOffset
    self.tokens = [
      self.model.observe(\.adjustedContentInset) { [unowned self] _, _ in
        self.applyInsetIfNeeded()
      },
      self.model.observe(\.contentOffset) { [unowned self] _, change in
        guard change.newValue != self.viewOffset, !self.viewIsBouncing else {
          return  // the view's own offset coming back, or its own bounce moving it
        }
        self.viewOffset = change.newValue
        self.applyContentOffset?(change.newValue)
      },
    ]
  }

  // MARK: - What the real view reports

  /// Another real view takes the place of the one mirrored: SwiftUI made the scroll view
  /// behind a `List` again.
  ///
  /// The new view is mirrored as it is found, and the model keeps its components, its offset
  /// becoming the new view's. A new view resting at its top rests at the top of the shares it
  /// gets, as UIKit keeps content at its top under a new inset: a header refreshing shows
  /// refreshing. Call it while ``applyContentInset`` and ``applyContentOffset`` write nowhere,
  /// then point them at the new view: they write the shares and the offset there.
  ///
  /// - Parameters:
  ///   - geometry: The new view's geometry.
  ///   - contentOffset: The new view's offset.
  package func viewWasReplaced(geometry: HostScrollGeometry, contentOffset: CGPoint) {
    self.appliedInset = nil
    if case .contentInset = self.shareChannel {
      self.appliedShares = .zero
    }
    self.knowsTheView = false
    self.reportedOffset = contentOffset
    var target = contentOffset
    if contentOffset.y == -geometry.adjustedContentInset.top {
      // At the top of the shares it will hold: a header refreshing keeps its space, which
      // follows the offset (MJRefresh's hold), and shows.
      target.y = -(geometry.adjustedContentInset.top + self.shares.top)
    }
    // The model takes the new view as found, its offset the target; the view is still where it
    // was found, and the binding's next writes (``applyContentInset`` pointed at the new view)
    // put the shares in it and move it where the model is.
    self.viewOffset = target
    self.model.contentOffset = target
    self.geometryDidChange(geometry)
    self.viewOffset = contentOffset
  }

  /// The real view's frame, content size or insets changed: layout, rotation, a reload, the
  /// app editing its inset, the safe area changing.
  ///
  /// - Parameter geometry: The real view's geometry now.
  public func geometryDidChange(_ geometry: HostScrollGeometry) {
    self.lastGeometry = geometry
    self.model.frame = geometry.frame
    self.model.contentSize = geometry.contentSize
    if case .external = self.shareChannel {
      // The framework's own insets and the shares it drew are all in the adjusted inset: an
      // app has no inset of its own on such a view.
      let system = geometry.adjustedContentInset - self.drawnShares
      self.model.contentInset = .zero
      self.model.systemInset = EdgeInsets(
        top: max(system.top, 0), left: max(system.left, 0), bottom: max(system.bottom, 0),
        right: max(system.right, 0))
      self.knowsTheView = true
      self.applyInsetIfNeeded()
      return
    }
    self.model.systemInset = geometry.adjustedContentInset - geometry.contentInset
    if geometry.contentInset != self.appliedInset {
      if let takenBack = self.sharesTakenBack, self.takesBackAShare(geometry.contentInset) {
        // Content resting at its top moves to the framework's new top, as UIKit keeps it under
        // its inset: that move is no scroll (a header refreshing would give up its space),
        // and the view goes back to where the model is.
        if self.viewOffset.y == -self.model.adjustedContentInset.top {
          self.pinAfterTakeBack = CGPoint(
            x: self.viewOffset.x, y: -geometry.adjustedContentInset.top)
        }
        self.appliedInset = geometry.contentInset
        takenBack()  // the binding moves the shares to another channel, which reads this again
        return
      }
      self.model.contentInset = self.appsInset(writing: geometry.contentInset)
      self.appliedInset = geometry.contentInset
    }
    self.knowsTheView = true
    self.applyInsetIfNeeded()
  }

  /// Whether `written`, which the mirror did not write, lacks a share it wrote: an edge that
  /// holds a share is now below it.
  private func takesBackAShare(_ written: EdgeInsets) -> Bool {
    let shares = self.appliedShares
    let edges: [KeyPath<EdgeInsets, CGFloat>] = [\.top, \.left, \.bottom, \.right]
    return edges.contains { edge in
      let share = shares[keyPath: edge]
      return share > 0 && written[keyPath: edge] < share - Self.insetTolerance
    }
  }

  /// Whether the view is bouncing back from past an edge of its content.
  ///
  /// Its physics take it to the edge as the components' shares move it, and an offset written
  /// now would jump it there in one frame. A view decelerating inside its content takes a
  /// written offset (a refresh begun from code during a fling scrolls the header into view),
  /// which stops the deceleration, as a programmatic scroll stops UIKit's.
  private var viewIsBouncing: Bool {
    guard self.model.isDecelerating else {
      return false
    }
    let offset = self.viewOffset
    let least = self.model.minimumContentOffset
    let most = self.model.maximumContentOffset
    return offset.y < least.y - 0.5 || offset.y > most.y + 0.5 || offset.x < least.x - 0.5
      || offset.x > most.x + 0.5
  }

  /// The app's inset after it wrote `written` into the view, edge by edge (see Insets above):
  /// an edge it left alone keeps its value; an edge it wrote is what it wrote, less the shares
  /// the view held when the writes are ``InsetWrites/relative`` and the value is not below them.
  private func appsInset(writing written: EdgeInsets) -> EdgeInsets {
    guard let applied = self.appliedInset else {
      return written  // the view as it was found: no share in it yet
    }
    let old = self.model.contentInset
    let shares = self.appliedShares
    let relative = self.insetWrites == .relative
    func edge(_ edge: KeyPath<EdgeInsets, CGFloat>) -> CGFloat {
      let value = written[keyPath: edge]
      guard value != applied[keyPath: edge] else {
        return old[keyPath: edge]
      }
      let share = shares[keyPath: edge]
      // A read-modify-write in floating point may land a hair off (a share mid-animation:
      // (s + 20) - s is 20.000000000000004): what the app meant is kept to a millionth of a
      // point, and a hair below the share it read is the edit of an inset of zero.
      guard relative, value >= share - Self.insetTolerance else {
        return value
      }
      guard share != 0 else {
        return value
      }
      return max(((value - share) * 1_000_000).rounded() / 1_000_000, 0)
    }
    return EdgeInsets(
      top: edge(\.top), left: edge(\.left), bottom: edge(\.bottom), right: edge(\.right))
  }

  /// The real view's offset changed: a drag, a deceleration, a bounce, the app scrolling, or an
  /// offset the mirror applied coming back.
  ///
  /// - Parameters:
  ///   - offset: The real view's `contentOffset`.
  ///   - isDecelerating: The real view's `isDecelerating`, if the host knows it: the content
  ///     moving on after the finger lifted, which an auto footer counts as part of the drag.
  ///
  /// An offset equal to the one the view reported last is not a move: a host that reports its
  /// whole geometry when only its insets changed (SwiftUI's `onScrollGeometryChange`) does not
  /// stop a component's own scroll, which the view may not have followed yet.
  public func contentOffsetDidChange(_ offset: CGPoint, isDecelerating: Bool? = nil) {
    if let isDecelerating {
      self.model.isDecelerating = isDecelerating
    }
    let moved = offset != self.reportedOffset
    self.reportedOffset = offset
    self.viewOffset = offset
    if let pin = self.pinAfterTakeBack {
      self.pinAfterTakeBack = nil
      if offset == pin && self.model.contentOffset != offset {
        // The view's reaction to the framework's inset: back to where the model is.
        self.viewOffset = self.model.contentOffset
        self.applyContentOffset?(self.model.contentOffset)
        return
      }
    }
    guard moved, !self.isApplyingInset else {
      return  // the view's reaction to the inset: the model's offset wins, below
    }
    let kept = self.constrainOffset?(offset) ?? offset
    self.model.contentOffset = kept
    let now = self.model.contentOffset
    if kept != offset, self.viewOffset != now {
      // Refused, and not written back by the model's change (the model kept its offset, or
      // the view bounces): the view must not stay where the model is not.
      self.viewOffset = now
      self.applyContentOffset?(now)
    }
  }

  /// The real view's pan gesture changed state.
  ///
  /// - Parameter state: The state, one to one with `UIGestureRecognizer.State`.
  public func panStateDidChange(_ state: PanState) {
    self.model.panState = state
  }

  /// The real view entered or left a window.
  ///
  /// - Parameter isVisible: Whether it is in a window.
  public func visibilityDidChange(_ isVisible: Bool) {
    self.model.isVisible = isVisible
  }

  /// The app inserted rows before the first one (a chat's earlier messages) and the real view's
  /// content size already includes them: the mirror moves the offset by `length` in one step,
  /// as `ScrollModel.shiftContentOffset(by:on:)` does, and writes it to the real view, so that
  /// what the user reads stays where it is.
  ///
  /// Call it right after the rows are laid out (after `layoutIfNeeded()`, or in
  /// `performBatchUpdates`' completion), with the height they added.
  ///
  /// - Parameters:
  ///   - length: How much the content before the first row grew, in points.
  ///   - axis: The axis. Defaults to `.vertical`.
  public func contentWasInsertedAtStart(_ length: CGFloat, on axis: ScrollAxis = .vertical) {
    self.model.shiftContentOffset(by: length, on: axis)
  }

  /// The list's number of rows or items changed (a back footer keeps new rows in view).
  ///
  /// - Parameter count: The total count.
  public func dataCountDidChange(_ count: Int) {
    self.model.totalDataCount = count
  }

  // MARK: - What the mirror applies

  /// The `contentInset` the real view should have: the app's inset plus the components' shares.
  public var contentInset: EdgeInsets {
    self.model.contentInset + self.shares
  }

  /// The components' shares of the inset.
  private var shares: EdgeInsets {
    self.model.componentInset
  }

  private func applyInsetIfNeeded() {
    if case .external(let apply) = self.shareChannel {
      let shares = self.shares
      guard self.knowsTheView, shares != self.appliedShares else {
        return
      }
      self.appliedShares = shares
      apply(shares)
      return
    }
    guard let apply = self.applyContentInset, self.knowsTheView else {
      return
    }
    let inset = self.contentInset
    guard inset != self.appliedInset else {
      return
    }
    self.appliedShares = self.shares
    self.appliedInset = inset
    self.isApplyingInset = true
    apply(inset)
    self.isApplyingInset = false
    let offset = self.model.contentOffset
    if self.viewOffset != offset {
      self.viewOffset = offset
      self.applyContentOffset?(offset)
    }
  }
}
