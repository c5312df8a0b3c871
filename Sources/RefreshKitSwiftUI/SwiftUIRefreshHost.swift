public import RefreshKit
public import RefreshKitHost

#if canImport(SwiftUI)
public import SwiftUI
#else
public import SwiftUIStandIn
#endif

/// The components of one SwiftUI scroll view and their scroll model: what the refresh
/// modifiers keep in their state.
///
/// It mirrors the scroll view's `ScrollGeometry` and `ScrollPhase` into a `ScrollModel`:
/// entering `.interacting` is a drag beginning, leaving it a release. The components' inset
/// shares become content margins; the offsets they scroll to become a `ScrollPosition`. The
/// clock runs on the display's frames, through a `TimelineView` that pauses while nothing
/// animates.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@MainActor
public final class SwiftUIRefreshHost {
  /// The scroll model the components are attached to.
  public var model: ScrollModel {
    self.mirror.model
  }

  /// The components' clock.
  public let clock = DisplayLinkClock()

  /// The margins the components' shares add to the content.
  public private(set) var margins = RefreshKit.EdgeInsets.zero

  /// The margins the modifier last drew the scroll view with, which the geometry SwiftUI
  /// reports next includes: a frame that changes ``margins`` runs while the scroll view is
  /// being drawn with the ones before.
  var drawnMargins = RefreshKit.EdgeInsets.zero

  /// Called with an offset a component scrolls to.
  var scrollTo: ((CGFloat) -> Void)?
  /// Called when something drawn changed: the modifier redraws.
  var didChange: (() -> Void)?

  private let mirror: ScrollViewMirror
  private var phase = ScrollPhase.idle
  private var lastFrame: Date?

  /// A host with no components yet.
  public init() {
    self.mirror = ScrollViewMirror(clock: self.clock)
    self.mirror.applyContentInset = { [unowned self] inset in
      self.margins = inset
      self.didChange?()
    }
    self.mirror.applyContentOffset = { [unowned self] offset in
      self.scrollTo?(offset.y)
    }
  }

  /// The scroll view's geometry changed: its offset, size or insets.
  ///
  /// - Parameter geometry: The geometry now.
  public func geometryDidChange(_ geometry: ScrollGeometry) {
    // The insets less the margins they were laid out with are the safe area and the app's own
    // margins; plus the margins now, they are what the scroll view will have.
    let insets =
      RefreshKit.EdgeInsets(
        top: geometry.contentInsets.top, left: geometry.contentInsets.leading,
        bottom: geometry.contentInsets.bottom, right: geometry.contentInsets.trailing)
      - self.drawnMargins + self.margins
    self.mirror.geometryDidChange(
      HostScrollGeometry(
        frame: CGRect(origin: .zero, size: geometry.containerSize),
        contentSize: geometry.contentSize, contentInset: self.margins,
        adjustedContentInset: insets))
    if self.phase == .interacting {
      self.mirror.panStateDidChange(.changed)
    }
    self.mirror.contentOffsetDidChange(
      geometry.contentOffset, isDecelerating: self.phase == .decelerating)
    self.didChange?()
  }

  /// The scroll view's phase changed: a finger began or ended a drag.
  ///
  /// - Parameters:
  ///   - oldPhase: The phase before.
  ///   - newPhase: The phase now.
  public func phaseDidChange(from oldPhase: ScrollPhase, to newPhase: ScrollPhase) {
    self.phase = newPhase
    self.mirror.model.isDecelerating = newPhase == .decelerating
    if newPhase == .interacting && oldPhase != .interacting {
      self.mirror.panStateDidChange(.began)
    } else if oldPhase == .interacting && newPhase != .interacting {
      self.mirror.panStateDidChange(.ended)
      self.mirror.panStateDidChange(.possible)
    }
    self.didChange?()
  }

  /// A display frame at `date`: runs the clock to it.
  ///
  /// - Parameter date: The frame's time.
  func frame(at date: Date) {
    let time = date.timeIntervalSinceReferenceDate
    let last = self.lastFrame?.timeIntervalSinceReferenceDate ?? time
    self.clock.displayLinkDidFire(timestamp: last, targetTimestamp: time)
    self.lastFrame = date
  }
}
