public import Foundation
public import RefreshKit

/// What the UIKit and AppKit host views share: the components of one scroll view, the views
/// that draw them, and the drawing.
///
/// A binding's host view owns one and keeps only the calls into its framework. Replacing a
/// component (``replace(_:in:removing:adding:)``) takes the old component's view out of the
/// records before the binding takes it off the screen, and records the new view before it
/// attaches the component. Whatever the attach runs (a waiting refresh starts, its action
/// replaces the component again) finds the records complete.
///
/// ``redraw(at:place:)`` draws only what changed: a view that draws plans gets the
/// component's plan when it differs from the one it drew, and a view of the component's own is
/// placed when its frame, alpha or visibility changed.
@MainActor
public final class RefreshHostCore<View: AnyObject> {
  /// The mirror of the scroll view, whose model the components are attached to.
  public let mirror: ScrollViewMirror

  /// The scroll model the components are attached to.
  public var model: ScrollModel {
    self.mirror.model
  }

  /// The components with views, in the order they were inserted, and the views that draw them.
  public var drawnComponents: [(component: RefreshComponent, view: View)] {
    self.entries.map { ($0.component, $0.view) }
  }

  private var entries: [Entry] = []

  /// The app's view of the header's second floor, if it gave one: placed at
  /// `RefreshHeader.secondFloorFrame` by ``redraw(at:place:)``, and hidden while
  /// none of the floor shows.
  public var secondFloorView: View? {
    didSet {
      self.floorPlacement = nil
    }
  }

  /// Where the floor's view was last placed.
  private var floorPlacement: Placement?

  /// Called when something a component draws changes, at most once between two redraws.
  ///
  /// A title set or a label hidden at rest is followed by no scroll event nor animation frame:
  /// the binding asks for a frame and redraws then (``redraw(at:place:)``).
  public var presentationDidChange: (() -> Void)?

  /// Whether a component's drawing changed since the last redraw: a binding whose redraw
  /// changes the scroll model after the core drew (a deceleration that ended) asks for another
  /// frame when it did.
  public private(set) var hasUndrawnChanges = false

  /// A component, its view and what the view last drew.
  private struct Entry {
    let component: RefreshComponent
    let view: View
    /// The view, if it draws render plans.
    let drawer: (any RenderPlanDrawing)?
    /// The plan it last drew.
    var drawnPlan: RenderPlan?
    /// Where a view of the component's own was last placed.
    var placement: Placement?
    /// The observation of what the component draws, which ends with the entry.
    let observation: ObservationToken
  }

  /// A write ``redraw(at:place:)`` makes once it recorded what it draws.
  private enum Write {
    case plan(any RenderPlanDrawing, RenderPlan, old: RenderPlan?)
    case place(View, Placement)
  }

  /// Where a view of a component's own sits: the component's frame, alpha and visibility.
  public struct Placement: Equatable, Sendable {
    /// The frame, in the scroll view's content coordinates.
    public var frame: CGRect
    /// The opacity.
    public var alpha: CGFloat
    /// Whether the view is hidden.
    public var isHidden: Bool
  }

  /// A core for `mirror`, with no components yet.
  ///
  /// - Parameter mirror: The mirror of the host's scroll view.
  public init(mirror: ScrollViewMirror) {
    self.mirror = mirror
  }

  /// Puts `component` in `slot` in place of the one there (empties the slot for `nil`), in the
  /// order every binding needs: the old component's view comes off the screen, the new one's is
  /// made and put on it, then the new component is attached, so that its first change already
  /// has a view to draw in.
  ///
  /// - Parameters:
  ///   - component: The component, or `nil` to empty the slot.
  ///   - slot: The slot: `\.header`, `\.footer`, `\.trailer` or `\.leadingLoader`.
  ///   - remove: Takes the old component's view off the screen.
  ///   - add: Prepares the new component for the platform and puts a view that draws it on the
  ///     screen: one that draws render plans (``RenderPlanDrawing``), or one of the component's
  ///     own, which ``redraw(at:place:)`` places.
  public func replace<Component: RefreshComponent>(
    _ component: Component?, in slot: ReferenceWritableKeyPath<ScrollModel, Component?>,
    removing remove: (View) -> Void, adding add: (RefreshComponent) -> View
  ) {
    if let old = self.model[keyPath: slot],
      let index = self.entries.firstIndex(where: { $0.component === old })
    {
      remove(self.entries.remove(at: index).view)
    }
    if let component {
      let view = add(component)
      let observation = component.observePresentation { [weak self] in
        self?.componentDrawingDidChange()
      }
      self.entries.append(
        Entry(
          component: component, view: view, drawer: view as? any RenderPlanDrawing,
          observation: observation))
    }
    self.model[keyPath: slot] = component
  }

  /// Tells the binding, once until it redraws, that a component's drawing changed.
  private func componentDrawingDidChange() {
    guard !self.hasUndrawnChanges else {
      return
    }
    self.hasUndrawnChanges = true
    self.presentationDidChange?()
  }

  /// Gives `component` what a binding gives every component it attaches: the platform's text
  /// measurer in place of the approximate one, and the platform's announcements, unless the
  /// app set its own.
  ///
  /// - Parameters:
  ///   - component: The component.
  ///   - textMeasurer: The platform's measurer.
  ///   - announce: Posts an announcement to the platform's screen reader.
  public func prepare(
    _ component: RefreshComponent, textMeasurer: @autoclosure () -> any TextMeasuring,
    announce: @escaping @MainActor (String) -> Void
  ) {
    if component.config.textMeasurer is ApproximateTextMeasurer {
      component.config.textMeasurer = textMeasurer()
    }
    if component.accessibility.announcementHandler == nil {
      component.accessibility.announcementHandler = announce
    }
  }

  /// Draws every component as it is at `now`, and the header's second floor, writing only what
  /// changed.
  ///
  /// - Parameters:
  ///   - now: The clock's time.
  ///   - place: Puts a view of a component's own at a placement.
  /// - Returns: When the drawing next changes by itself (a GIF's next frame), or `nil`.
  public func redraw(at now: TimeInterval, place: (View, Placement) -> Void) -> TimeInterval? {
    self.hasUndrawnChanges = false
    var next: TimeInterval?
    // What changed is recorded first and written after: a write that makes the platform lay
    // out and draw again finds the records as drawn.
    var writes: [Write] = []
    for index in self.entries.indices {
      let entry = self.entries[index]
      if let drawer = entry.drawer {
        let plan = RenderPlan(entry.component, at: now)
        if plan != entry.drawnPlan {
          self.entries[index].drawnPlan = plan
          writes.append(.plan(drawer, plan, old: entry.drawnPlan))
        }
        if let change = plan.nextChange {
          next = min(next ?? change, change)
        }
      } else {
        let component = entry.component
        let placement = Placement(
          frame: component.frame, alpha: component.alpha, isHidden: component.isHidden)
        if placement != entry.placement {
          self.entries[index].placement = placement
          writes.append(.place(entry.view, placement))
        }
      }
    }
    if let floor = self.secondFloorView {
      let header = self.model.header
      let placement = Placement(
        frame: header?.secondFloorFrame ?? .zero, alpha: 1,
        isHidden: header?.secondFloorShows != true)
      if placement != self.floorPlacement {
        self.floorPlacement = placement
        writes.append(.place(floor, placement))
      }
    }
    for write in writes {
      switch write {
      case .plan(let drawer, let plan, let old): drawer.apply(plan, since: old)
      case .place(let view, let placement): place(view, placement)
      }
    }
    return next
  }
}

/// A view that draws a component from its render plans: a binding's own component view, or an
/// app's.
@MainActor
public protocol RenderPlanDrawing: AnyObject {
  /// Draws `plan`, writing only what differs from `old`, the plan drawn before (`nil` at
  /// first: write everything).
  ///
  /// - Parameters:
  ///   - plan: The component's plan now.
  ///   - old: The plan the view drew last.
  func apply(_ plan: RenderPlan, since old: RenderPlan?)
}
