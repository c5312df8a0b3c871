import Foundation

/// The components of one SwiftUI scroll view and their scroll model: what the refresh
/// modifiers keep in their state.
///
/// It mirrors the scroll view's `ScrollGeometry` and `ScrollPhase` into a `ScrollModel`:
/// entering `.interacting` is a drag beginning, leaving it a release. The components' inset
/// shares become content margins; the offsets they scroll to become a `ScrollPosition`. The
/// clock runs on the display's frames, through a `TimelineView` that pauses while nothing
/// animates, and wakes at the time of work due later through one with an explicit schedule.
///
/// The components' text follows the environment's `dynamicTypeSize` (their config takes it),
/// and components grow to fit it.
///
/// ## What SwiftUI allows
///
/// - A `ScrollPosition` set to a point is clamped to the content ("The scroll view will clamp
///   this value to only scroll to the size of its actual content", `scrollTo(y:)`): an offset
///   above the content's top, where a header holds its space, cannot be a point. An offset at
///   the top of the insets is the position `.top`, which SwiftUI keeps as the margins change
///   ("keeping a top aligned scroll view scrolled to the top"), so that the content follows the
///   header's share frame by frame; one at the bottom is `.bottom`; others are points.
/// - A view updates only when state it reads changes: every change the overlay or the
///   timelines must see (a frame, a geometry, the clock asking for frames or a wake-up) bumps
///   the modifier's revision.
/// - State must not change while views update: the clock runs in `onChange` of the timeline's
///   date, after the update, never in a body.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@MainActor
public final class SwiftUIRefreshHost {
  /// Where the modifier scrolls the scroll view to.
  enum ScrollTarget: Equatable {
    case top, bottom
    case y(CGFloat)
  }

  /// The current date, which the clock's time follows between frames: `Date()`; the tests run
  /// it on the stand-in's display time.
  ///
  /// Spelled out rather than with the `@TaskLocal` macro, which SDKs before Xcode 16 lack.
  static let currentDate = TaskLocal<@Sendable @MainActor () -> Date>(wrappedValue: { Date() })

  /// The scroll model the components are attached to.
  public var model: ScrollModel {
    self.mirror.model
  }

  /// The components' clock, on the dates of SwiftUI's frames.
  public let clock: DisplayLinkClock

  /// The margins the components' shares add to the content.
  public private(set) var margins = RefreshKit.EdgeInsets.zero

  /// The margins the modifier last drew the scroll view with, which the geometry SwiftUI
  /// reports next includes: a frame that changes ``margins`` runs while the scroll view is
  /// being drawn with the ones before.
  var drawnMargins = RefreshKit.EdgeInsets.zero

  /// The app's view of the header's second floor, drawn at its frame behind the components.
  var secondFloorView: AnyView?

  /// Called with where a component scrolls to.
  var scrollTo: ((ScrollTarget) -> Void)?
  /// Called when something drawn, or the clock's schedule, changed: the modifier updates.
  var didChange: (() -> Void)?

  private let mirror: ScrollViewMirror
  private var phase = ScrollPhase.idle

  /// A host with no components yet.
  public init() {
    let currentDate = Self.currentDate.get()
    self.clock = DisplayLinkClock(hostTime: { currentDate().timeIntervalSinceReferenceDate })
    self.mirror = ScrollViewMirror(clock: self.clock)
    self.mirror.applyContentInset = { [weak self] inset in
      self?.margins = inset
      self?.didChange?()
    }
    self.mirror.applyContentOffset = { [weak self] offset in
      self?.scroll(to: offset)
    }
    // Weak: the scroll model keeps the clock, and may stop animations after the host is gone.
    self.clock.wantsFramesDidChange = { [weak self] _ in
      self?.didChange?()
    }
    self.clock.wakeUpTimeDidChange = { [weak self] _ in
      self?.didChange?()
    }
  }

  /// The user's text size, from the environment's `dynamicTypeSize`: the components' config
  /// takes it, and their text and heights follow.
  var contentSizeCategory = RefreshContentSizeCategory.large {
    didSet {
      self.followTextSize()
    }
  }

  /// A component the host follows, weakly, and the observation of what it draws.
  struct Followed {
    weak var component: RefreshComponent?
    let observation: ObservationToken
  }

  /// The components followed, each once.
  private(set) var followed: [Followed] = []

  /// Updates the overlay whenever what `component` draws changes: a title set or a label hidden
  /// at rest then shows at once, as a change of a view's state does.
  ///
  /// A component keeps its observation while it lives, also taken off and put back by the app;
  /// the observations of components that are gone (one the app replaced, whose modifier then
  /// installed another as its view appeared again) go at the next call.
  ///
  /// - Parameter component: A component the modifiers installed.
  func follow(_ component: RefreshComponent) {
    self.followed.removeAll { $0.component == nil || $0.component === component }
    let observation = component.observePresentation { [weak self] in
      self?.didChange?()
    }
    self.followed.append(Followed(component: component, observation: observation))
  }

  /// Gives the components' config the user's text size.
  func followTextSize() {
    let model = self.model
    let components: [RefreshComponent?] = [model.header, model.leadingLoader, model.footer]
    for component in components.compactMap({ $0 })
    where component.config.followsSystemTextSize
      && component.config.contentSizeCategory != self.contentSizeCategory
    {
      component.config.contentSizeCategory = self.contentSizeCategory
    }
  }

  /// When the clock next has work while it wants no frames: the explicit timeline's date.
  var wakeUpDate: Date? {
    self.clock.wakeUpTime.map { Date(timeIntervalSinceReferenceDate: $0) }
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
    self.changed()
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
    self.changed()
  }

  /// A display frame, or a wake-up, at `date`: runs the clock to it.
  ///
  /// Called after an update (from `onChange` of a timeline's date), so that what it changes
  /// updates the views next.
  ///
  /// - Parameter date: The frame's time.
  func frame(at date: Date) {
    let time = date.timeIntervalSinceReferenceDate
    self.clock.displayLinkDidFire(timestamp: time, targetTimestamp: time)
    self.changed()
  }

  /// Something drawn changed: the clock wakes for the next change that happens by itself (a
  /// GIF's or a vector animation's next frame), and the modifier updates.
  private func changed() {
    let now = self.clock.now
    let model = self.model
    let components: [RefreshComponent?] = [model.header, model.leadingLoader, model.footer]
    let next = components.lazy.compactMap { $0?.presentationModels.nextChange(after: now) }.min()
    self.clock.redraw(at: next)
    self.didChange?()
  }

  /// Scrolls to `offset` by the only positions SwiftUI takes as they are (see above).
  private func scroll(to offset: CGPoint) {
    let model = self.model
    if offset.y <= model.minimumContentOffset.y + 0.5 {
      self.scrollTo?(.top)
    } else if offset.y >= model.maximumContentOffset.y - 0.5 {
      self.scrollTo?(.bottom)
    } else if offset.y >= 0 && offset.y <= model.contentSize.height - model.frame.height {
      self.scrollTo?(.y(offset.y))
    }
    // In the insets, between an edge and the content, no position says where to be: a scroll
    // passing through (a footer scrolling from the top to the end) writes its next frame.
  }
}
