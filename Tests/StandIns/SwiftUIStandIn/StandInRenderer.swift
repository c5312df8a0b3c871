// The stand-in's renderer: when SwiftUI updates views, and what a test reads of them (stand-in
// only).
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

/// Shows a view the way SwiftUI updates it, and keeps what tests read: every leaf drawn with its
/// accumulated offset, opacity, rotation, size and clip, the scroll view under the modifiers
/// (``scrollView``), and every update.
///
/// It reproduces SwiftUI's rules of when views update, so that a binding cannot rely on updates
/// SwiftUI would not make:
/// - a view's body is evaluated again only when state it read changes ("When the value changes,
///   SwiftUI updates the parts of the view hierarchy that depend on the value", `State`), on the
///   next turn, never on its own;
/// - a `TimelineView` with an animation schedule redraws its content once a frame unless it is
///   paused ("paused: If the schedule should stop generating updates",
///   `animation(minimumInterval:paused:)`); one with an explicit schedule redraws at each of its
///   dates; either redraws only its content;
/// - `onChange(of:initial:_:)`, `onAppear`, `onScrollGeometryChange` and `onScrollPhaseChange`
///   actions run after an update, outside it; a state write during an update is what SwiftUI
///   warns against ("Modifying state during view update, this will cause undefined
///   behavior"), and is recorded in ``writesDuringUpdate``;
/// - content drawn outside a view's frame shows unless the view is clipped ("By default, a
///   view's bounding frame is used only for layout, so any content that extends beyond the
///   edges of the frame is still visible", `clipped(antialiased:)`): a leaf's ``Leaf/isVisible``
///   says whether a clip hides it. A clip keeps the view's layout frame: the frames inside it
///   (an offset does not move them), or the size a flexible frame is proposed (the scroll
///   view's), so a clip on a view whose content is placed by offsets cuts that content off, as
///   it does in SwiftUI.
@MainActor
public final class StandInRenderer {
  /// A leaf drawn: a text, an image, a spinner or a colour.
  public struct Leaf: Equatable {
    /// What it is: `text`, `image`, `progress` or `color`.
    public var kind: String
    /// The text, or the image's name.
    public var value: String
    /// Where it is drawn, after every offset.
    public var offset: CGSize
    /// Its opacity, after every opacity modifier.
    public var opacity: Double
    /// Its rotation, in radians.
    public var rotation: Double
    /// The size of the innermost frame around it, if one was given.
    public var size: CGSize?
    /// The rectangle that clips it, if any.
    public var clip: CGRect?
    /// How the innermost frame around it places it, when it is smaller than the frame.
    public var alignment = Alignment.center
    /// The most lines its text takes, or `nil` for as many as it needs.
    public var lineLimit: Int?
    /// How its lines of text align with each other.
    public var textAlignment = TextAlignment.leading
    /// The layout direction it is drawn in: right to left flips its place in its parent.
    public var layoutDirection = LayoutDirection.leftToRight
    /// Whether it is a resizable image scaled to fit its frame, keeping its aspect.
    public var fitsFrame = false

    /// Whether anything of it shows: not transparent, and inside its clip.
    public var isVisible: Bool {
      guard self.opacity > 0 else {
        return false
      }
      guard let clip = self.clip else {
        return true
      }
      let rect = CGRect(
        origin: CGPoint(x: self.offset.width, y: self.offset.height), size: self.size ?? .zero)
      return rect.size == .zero ? clip.contains(rect.origin) : clip.intersects(rect)
    }
  }

  /// The display's time, which the frames move on.
  public var date: Date
  /// The time between two frames.
  public let frameDuration: TimeInterval = 1.0 / 60
  /// The scroll view the refresh modifiers are on.
  public let scrollView = StandInScrollView()
  /// The leaves drawn, in order.
  public private(set) var leaves: [Leaf] = []
  /// How many times the whole view was updated.
  public private(set) var updates = 0
  /// How many times a timeline redrew its content alone.
  public private(set) var timelineUpdates = 0
  /// The state written while views updated, by the type of the value: each would be a runtime
  /// warning of SwiftUI's.
  public private(set) var writesDuringUpdate: [String] = []
  /// The scroll position binding of the last update, if any.
  public private(set) var scrollPosition: Binding<ScrollPosition>?
  /// The content margins of the last update, by edge.
  public private(set) var contentMargins: [Edge: CGFloat] = [:]
  /// Whether each animation timeline of the last update was paused.
  public var timelinePaused: [Bool] {
    self.timelines.compactMap {
      if case .animation(let paused) = $0.schedule { paused } else { nil }
    }
  }

  /// The UIKit views representables made, by their place in the tree, outside a hosting
  /// hierarchy; they live as long as the renderer.
  public var hostedViews: [String: AnyObject] = [:]
  /// The representables' coordinators, by their place in the tree.
  var coordinators: [String: Any] = [:]
  /// The UIKit hierarchy of a release, in which the views are put, or `nil` for none (the
  /// scroll-geometry path's tests).
  public let hosting: StandInHosting?
  /// The environment of the view being rendered.
  public nonisolated(unsafe) internal(set) var environment = EnvironmentValues()

  /// The environment the root view is shown in.
  ///
  /// What the system gives the app (the user's text size, light or dark). Changing it updates
  /// the views, as SwiftUI does when an environment value they read changes.
  public var rootEnvironment = EnvironmentValues() {
    didSet {
      self.environmentRevision += 1
      self.needsUpdate = true
    }
  }
  /// How many times a view's body was not evaluated, its properties unchanged.
  public private(set) var skippedBodies = 0
  /// The renderer rendering now, whose environment ``Environment`` reads.
  nonisolated(unsafe) public internal(set) static var current: StandInRenderer?

  /// What a timeline view's schedule asks for.
  enum Schedule {
    case animation(paused: Bool)
    case explicit([Date])
    case other
  }

  /// A timeline view met in the last update: how to draw its content again, alone.
  private struct Timeline {
    let schedule: Schedule
    let draw: (Date) -> Void
    var context: Context
    var leaves: Range<Int>
    var lastDate: Date
  }

  /// What a subtree inherits from the views around it.
  private struct Context {
    var offset = CGSize.zero
    var opacity = 1.0
    var rotation = 0.0
    var size: CGSize?
    var clip: CGRect?
    var alignment = Alignment.center
    var lineLimit: Int?
    var textAlignment = TextAlignment.leading
    var scalesToFit = false
    var environment = EnvironmentValues()
  }

  private var root: (any View)?
  private var context = Context()
  /// The storage of every `State` of the last update, by its view's place in the tree.
  private var keptStates: [String: AnyObject] = [:]
  /// The same, for this update.
  private var nextKeptStates: [String: AnyObject] = [:]
  /// What each view's body drew at the last update, by the view's place in the tree.
  private var drawnBodies: [String: DrawnBody] = [:]
  /// The same, for this update.
  private var nextDrawnBodies: [String: DrawnBody] = [:]
  /// How many actions, timelines, positions and margins were registered: a body that
  /// registered any is evaluated at every update.
  private var registrations = 0
  /// Changes with ``rootEnvironment``: views drawn in another environment are evaluated again.
  private var environmentRevision = 0
  /// The layout size of what was rendered since the innermost frame began: its children's
  /// frames, all at its top-leading corner (the only alignment the binding's stacks use).
  private var extent = CGSize.zero
  /// The size proposed to a flexible frame: the scroll view's, which the overlay and the
  /// background of a scroll view are given.
  private var proposal: CGSize { self.scrollView.containerSize }
  private var needsUpdate = false
  private var isUpdating = false
  private var timelines: [Timeline] = []
  /// The date each timeline of the last update drew with, by its place.
  private var previousTimelineDates: [Int: Date] = [:]
  /// Where registrations count from: the whole view, or one timeline's content.
  private var scope = "view"
  private var counters: [String: Int] = [:]
  private var lastValues: [String: Any] = [:]
  private var appeared: Set<String> = []
  private var actions: [() -> Void] = []
  private var geometryHandlers: [(ScrollGeometry) -> Void] = []
  private var phaseHandlers: [(ScrollPhase, ScrollPhase) -> Void] = []
  private var reportedGeometry: ScrollGeometry?

  /// An action assistive technologies offer on a view: a named one, or the escape (stand-in
  /// only).
  public struct AccessibilityAction {
    /// The name VoiceOver reads, or `escape` for the escape gesture's handler.
    public var name: String
    /// Performs it, as VoiceOver does.
    public var perform: () -> Void
  }

  /// The accessibility actions of the last update, in the order they were drawn.
  public private(set) var accessibilityActions: [AccessibilityAction] = []
  /// The accessibility identifiers of the last update, in the order they were drawn.
  public private(set) var accessibilityIdentifiers: [String] = []
  /// The accessibility attributes of the last update, as `name: value`, in the order they were
  /// drawn: `children: combine`, `label: Refresh`, `value: …`, `hidden: false`.
  public private(set) var accessibilityAttributes: [String] = []
  /// Whether buttons rendered now are accessibility actions, not drawn buttons.
  var collectsAccessibilityActions = false

  /// A renderer at `date`, with no UIKit hierarchy behind its views.
  public init(date: Date = Date(timeIntervalSinceReferenceDate: 1000)) {
    self.date = date
    self.hosting = nil
  }

  /// A renderer that puts its views in the UIKit hierarchy of `release`, as SwiftUI hosts a
  /// view tree on it (``StandInHosting``), and updates them at the end of each turn of the
  /// stand-in run loop.
  public init(release: StandInRelease, date: Date = Date(timeIntervalSinceReferenceDate: 1000)) {
    self.date = date
    let hosting = StandInHosting(release: release)
    self.hosting = hosting
    hosting.renderer = self
  }

  /// Updates the views now if state they read changed: the layout pass of a run loop's turn.
  func updateIfNeeded() {
    if self.needsUpdate {
      self.settle()
    }
  }

  /// Renders `body` as the branch `name` of the view around it: in a hosting hierarchy, its
  /// platform views are keyed apart from the other branch's, as SwiftUI's identity keeps them.
  func inBranch(_ name: String, _ body: () -> Void) {
    guard let hosting = self.hosting else {
      body()
      return
    }
    hosting.with({ $0.path += "/\(name)" }, body)
  }

  /// The key of the next representable at the current place.
  func nextRepresentableKey() -> String {
    self.nextKey("representable")
  }

  // MARK: - Driving it

  /// Shows `view`: the first update, its appear actions, and the scroll view's first geometry.
  public func show(_ view: some View) {
    self.root = view
    self.needsUpdate = true
    self.settle()
    self.reportGeometry()
    self.settle()
  }

  /// Updates `view` now, as a parent's update would, whatever changed.
  public func renderRoot(_ view: some View) {
    self.root = view
    self.update()
  }

  /// One display frame: the scroll view moves on, then views update as SwiftUI would.
  public func runFrame() {
    self.date += self.frameDuration
    let phase = self.scrollView.phase
    if self.scrollView.step(self.frameDuration) {
      self.reportGeometry()
    }
    self.reportPhase(from: phase)
    self.settle()
  }

  /// Runs `frames` frames.
  public func run(frames: Int) {
    for _ in 0..<frames {
      self.runFrame()
    }
  }

  /// Updates what changed, without a frame: after a change of ``rootEnvironment``.
  public func updateNow() {
    self.settle()
  }

  /// Runs frames for `seconds`.
  public func run(for seconds: TimeInterval) {
    self.run(frames: Int((seconds / self.frameDuration).rounded()))
  }

  /// A finger drags the scroll view's content by `dy` points (down positive).
  public func drag(by dy: CGFloat) {
    let phase = self.scrollView.phase
    self.scrollView.drag(by: dy)
    self.reportPhase(from: phase)
    if let position = self.scrollPosition, !position.wrappedValue.isPositionedByUser {
      position.wrappedValue.isPositionedByUser = true
    }
    self.reportGeometry()
    self.settle()
  }

  /// The finger lifts, with `velocity` in points per second (content moving down positive).
  public func release(velocity: CGFloat = 0) {
    let phase = self.scrollView.phase
    self.scrollView.release(velocity: velocity)
    self.reportPhase(from: phase)
    self.settle()
  }

  /// Updates until nothing changes: state written by an update's actions updates again in the
  /// same turn, as SwiftUI's transaction does; timelines due draw.
  private func settle() {
    for _ in 0..<50 {
      if self.needsUpdate {
        self.update()
      } else if !self.drawDueTimelines() {
        return
      }
    }
  }

  // MARK: - Updates

  /// State a view read changed: the views update on the next turn.
  func stateDidChange(_ type: String) {
    if self.isUpdating {
      self.writesDuringUpdate.append(type)
    }
    self.needsUpdate = true
  }

  private func update() {
    guard let root = self.root else {
      return
    }
    self.needsUpdate = false
    self.updates += 1
    self.leaves = []
    self.previousTimelineDates = Dictionary(
      uniqueKeysWithValues: self.timelines.enumerated().map { ($0.offset, $0.element.lastDate) })
    self.timelines = []
    self.geometryHandlers = []
    self.phaseHandlers = []
    self.scrollPosition = nil
    self.contentMargins = [:]
    self.accessibilityActions = []
    self.accessibilityIdentifiers = []
    self.accessibilityAttributes = []
    self.counters = [:]
    self.enter(scope: "view")
    self.context = Context()
    self.extent = .zero
    self.environment = self.rootEnvironment
    self.isUpdating = true
    let previous = Self.current
    Self.current = self
    self.nextDrawnBodies = [:]
    self.nextKeptStates = [:]
    self.hosting?.beginUpdate()
    self.render(root)
    self.hosting?.endUpdate()
    self.drawnBodies = self.nextDrawnBodies
    self.keptStates = self.nextKeptStates  // a view no longer in the tree loses its state
    Self.current = previous
    self.isUpdating = false
    self.scrollView.layOut(
      margins: EdgeInsets(
        top: self.contentMargins[.top] ?? 0, leading: self.contentMargins[.leading] ?? 0,
        bottom: self.contentMargins[.bottom] ?? 0, trailing: self.contentMargins[.trailing] ?? 0
      ))
    if let position = self.scrollPosition?.wrappedValue {
      self.scrollView.apply(position)
    }
    self.runActions()
    self.reportGeometry()
  }

  /// Draws the content of every timeline due at this frame, alone.
  private func drawDueTimelines() -> Bool {
    var drew = false
    for index in self.timelines.indices.reversed() {
      let timeline = self.timelines[index]
      let due: Date?
      switch timeline.schedule {
      case .animation(let paused):
        due = !paused && timeline.lastDate < self.date ? self.date : nil
      case .explicit(let dates):
        due = dates.filter { $0 > timeline.lastDate && $0 <= self.date }.max()
      case .other:
        due = nil
      }
      guard let due else {
        continue
      }
      drew = true
      self.timelineUpdates += 1
      let kept = self.leaves
      self.leaves = []
      self.context = timeline.context
      self.environment = timeline.context.environment
      self.enter(scope: "timeline\(index)")
      self.isUpdating = true
      let previous = Self.current
      Self.current = self
      timeline.draw(due)
      Self.current = previous
      self.isUpdating = false
      let drawn = self.leaves
      var leaves = kept
      leaves.replaceSubrange(timeline.leaves, with: drawn)
      self.leaves = leaves
      let delta = drawn.count - timeline.leaves.count
      self.timelines[index].lastDate = due
      self.timelines[index].leaves =
        timeline.leaves.lowerBound..<timeline.leaves.lowerBound + drawn.count
      for later in self.timelines.indices where later > index {
        let range = self.timelines[later].leaves
        self.timelines[later].leaves = range.lowerBound + delta..<range.upperBound + delta
      }
      self.runActions()
    }
    return drew
  }

  private func runActions() {
    let actions = self.actions
    self.actions = []
    for action in actions {
      action()
    }
  }

  private func reportGeometry() {
    let geometry = self.scrollView.geometry
    guard geometry != self.reportedGeometry else {
      return
    }
    self.reportedGeometry = geometry
    for handler in self.geometryHandlers {
      handler(geometry)
    }
  }

  private func reportPhase(from old: ScrollPhase) {
    let new = self.scrollView.phase
    guard new != old else {
      return
    }
    for handler in self.phaseHandlers {
      handler(old, new)
    }
  }

  // MARK: - Rendering (the views call these)

  /// Renders `view`: a primitive itself, any other view through its body.
  public func render(_ view: any View) {
    if let primitive = view as? any StandInPrimitive {
      primitive.standInRender(into: self)
    } else if let representable = view as? any UIViewRepresentable {
      self.registrations += 1
      self.renderRepresentable(representable)
    } else {
      self.renderBody(of: view)
    }
  }

  /// What a view's body drew the last time it was evaluated, to draw again when SwiftUI would
  /// not evaluate it.
  private struct DrawnBody {
    /// The view as it was: its properties are what SwiftUI compares.
    var view: any View
    /// The leaves, as drawn under `context`.
    var leaves: [Leaf]
    /// The context the view was drawn in.
    var context: Context
    /// Its layout size.
    var extent: CGSize
    /// The root environment's revision it was drawn in.
    var environmentRevision: Int
  }

  /// Evaluates `view`'s body, unless SwiftUI would not.
  ///
  /// A view whose properties are all equal to those it had at the last update, with no state,
  /// binding or environment of its own, is not evaluated again ("SwiftUI … compares the view's value with its previous value …
  /// and only calls body when the value changed", WWDC21 "Demystify SwiftUI"; a view that is
  /// `Equatable` is compared with `==`, `EquatableView`), and what it drew is drawn again where
  /// it is now. A body that registered actions or timelines is always evaluated again, so that
  /// nothing it registered is lost.
  private func renderBody(of view: any View) {
    let key = self.nextKey("body")
    self.keepState(of: view, at: key)
    let context = self.context
    // A hosting hierarchy evaluates every body: what a skipped body would leave out of it (its
    // platform views) would count as gone.
    if self.hosting == nil, let drawn = self.drawnBodies[key],
      drawn.environmentRevision == self.environmentRevision,
      drawn.context.opacity > 0, Self.sameInputs(drawn.view, view)
    {
      self.skippedBodies += 1
      let dx = context.offset.width - drawn.context.offset.width
      let dy = context.offset.height - drawn.context.offset.height
      for var leaf in drawn.leaves {
        leaf.offset.width += dx
        leaf.offset.height += dy
        leaf.opacity = leaf.opacity / drawn.context.opacity * context.opacity
        leaf.rotation += context.rotation - drawn.context.rotation
        leaf.clip = leaf.clip?.offsetBy(dx: dx, dy: dy)
        self.leaves.append(leaf)
      }
      self.extent = CGSize(
        width: max(self.extent.width, drawn.extent.width),
        height: max(self.extent.height, drawn.extent.height))
      self.nextDrawnBodies[key] = drawn
      return
    }
    let firstLeaf = self.leaves.count
    let registrations = self.registrations
    let outerExtent = self.extent
    self.extent = .zero
    self.render(view.body)
    let extent = self.extent
    self.extent = CGSize(
      width: max(outerExtent.width, extent.width), height: max(outerExtent.height, extent.height))
    if self.registrations == registrations && !Self.hasDynamicProperties(view) {
      self.nextDrawnBodies[key] = DrawnBody(
        view: view, leaves: Array(self.leaves[firstLeaf...]), context: context, extent: extent,
        environmentRevision: self.environmentRevision)
    }
  }

  /// Whether `view` has a property SwiftUI keeps for it (`State`, `Binding`, `Environment`).
  private static func hasDynamicProperties(_ view: any View) -> Bool {
    Mirror(reflecting: view).children.contains { $0.value is any DynamicProperty }
  }

  /// Whether two views of the same type have equal properties: objects identical, values equal
  /// by `Equatable`; a closure or another value that cannot be compared counts as changed.
  static func sameInputs(_ old: any View, _ new: any View) -> Bool {
    guard type(of: old) == type(of: new) else {
      return false
    }
    if let old = old as? any Equatable {
      return Self.equal(old, new)
    }
    let oldValues = Mirror(reflecting: old).children.map(\.value)
    let newValues = Mirror(reflecting: new).children.map(\.value)
    return oldValues.count == newValues.count
      && zip(oldValues, newValues).allSatisfy { old, new in
        if type(of: old) is AnyClass && type(of: new) is AnyClass {
          return (old as AnyObject) === (new as AnyObject)
        }
        if let old = old as? any Equatable {
          return Self.equal(old, new)
        }
        return false
      }
  }

  private static func equal<T: Equatable>(_ old: T, _ new: Any) -> Bool {
    (new as? T) == old
  }

  func draw(_ kind: String, _ value: String, resizable: Bool = false) {
    self.leaves.append(
      Leaf(
        kind: kind, value: value, offset: self.context.offset, opacity: self.context.opacity,
        rotation: self.context.rotation, size: self.context.size, clip: self.context.clip,
        alignment: self.context.alignment, lineLimit: self.context.lineLimit,
        textAlignment: self.context.textAlignment,
        layoutDirection: self.environment.layoutDirection,
        fitsFrame: resizable && self.context.scalesToFit))
  }

  /// Renders `body` moved, faded, rotated, in a frame or clipped, and works out its layout
  /// size (``extent``).
  ///
  /// An offset moves what is drawn, not the layout ("Offset … without changing its layout",
  /// `offset(x:y:)`); a fixed frame is the layout size of what it holds, and one whose maximum
  /// is infinite takes the size proposed to it (`frame(minWidth:…:alignment:)`: "a flexible
  /// frame"); a clip keeps the view's bounding frame, at the view's position ("Clips this view
  /// to its bounding rectangular frame", `clipped(antialiased:)`), so content moved out of the
  /// frame by an offset inside it is cut off.
  func with(
    offset: CGSize = .zero, opacity: Double = 1, rotation: Double = 0, size: CGSize? = nil,
    alignment: Alignment = .center, fills: Bool = false, clipped: Bool = false,
    textLayout: StandInContentLayout? = nil, _ body: () -> Void
  ) {
    let saved = self.context
    let outerExtent = self.extent
    let firstLeaf = self.leaves.count
    let firstTimeline = self.timelines.count
    self.extent = .zero
    self.context.offset.width += offset.width
    self.context.offset.height += offset.height
    self.context.opacity *= opacity
    self.context.rotation += rotation
    if let size {
      self.context.size = size
      self.context.alignment = alignment
    }
    switch textLayout {
    case .lineLimit(let limit): self.context.lineLimit = limit
    case .alignment(let alignment): self.context.textAlignment = alignment
    case .scaledToFit: self.context.scalesToFit = true
    case nil: break
    }
    let origin = CGPoint(x: self.context.offset.width, y: self.context.offset.height)
    body()
    var extent = self.extent
    if fills {
      extent = self.proposal
    }
    if let size {
      extent = size
    }
    if clipped {
      let frame = CGRect(origin: origin, size: extent)
      for index in firstLeaf..<self.leaves.count {
        self.leaves[index].clip = self.leaves[index].clip?.intersection(frame) ?? frame
      }
      for index in firstTimeline..<self.timelines.count {
        let clip = self.timelines[index].context.clip
        self.timelines[index].context.clip = clip?.intersection(frame) ?? frame
      }
    }
    self.context = saved
    self.extent = CGSize(
      width: max(outerExtent.width, extent.width), height: max(outerExtent.height, extent.height))
  }

  /// Counts registrations from zero in `scope`.
  private func enter(scope: String) {
    self.scope = scope
    self.counters = self.counters.filter { !$0.key.hasPrefix(scope + "/") }
  }

  /// The key of the next registration of `kind` in the current scope: the same view gets the
  /// same key from update to update, as SwiftUI's identity.
  private func nextKey(_ kind: String) -> String {
    if kind != "body" && kind != "modifier" {
      self.registrations += 1
    }
    let prefix = "\(self.scope)/\(kind)"
    let count = self.counters[prefix, default: 0]
    self.counters[prefix] = count + 1
    return "\(prefix)\(count)"
  }

  /// Gives the `State` properties of `value` (a view or a modifier at `key`) the storage they
  /// had when the same place was last rendered, or keeps theirs for the next update.
  ///
  /// A timeline's content drawn alone keeps what the last update kept.
  private func keepState(of value: Any, at key: String) {
    guard self.scope == "view" else {
      return
    }
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      guard let state = child.value as? any StandInStateProperty else {
        continue
      }
      let place = "\(key)/\(index)"
      if let kept = self.keptStates[place], state.standIn(for: kept) {
        self.nextKeptStates[place] = kept
      } else {
        self.nextKeptStates[place] = state.standInStorage
      }
    }
  }

  /// Gives a modifier the `State` it had at its place, as ``keepState(of:at:)`` for a view.
  func keepState(ofModifier modifier: Any) {
    self.keepState(of: modifier, at: self.nextKey("modifier"))
  }

  // The modifiers' registrations: called from the modifiers' nonisolated closures while the
  // renderer renders, on the main actor.

  nonisolated func register<T: Equatable>(
    _ transform: @escaping (ScrollGeometry) -> T, _ action: @escaping (T, T) -> Void
  ) {
    nonisolated(unsafe) let (transform, action) = (transform, action)
    MainActor.assumeIsolated { self.registerGeometry(transform, action) }
  }

  nonisolated func register(accessibilityAction name: String, _ perform: @escaping () -> Void) {
    nonisolated(unsafe) let perform = perform
    MainActor.assumeIsolated {
      self.registrations += 1
      self.accessibilityActions.append(AccessibilityAction(name: name, perform: perform))
    }
  }

  nonisolated func register(accessibilityAttribute name: String, _ value: String) {
    MainActor.assumeIsolated {
      self.registrations += 1
      self.accessibilityAttributes.append("\(name): \(value)")
    }
  }

  nonisolated func register(accessibilityIdentifier identifier: String) {
    MainActor.assumeIsolated {
      self.registrations += 1
      self.accessibilityIdentifiers.append(identifier)
    }
  }

  nonisolated func register(phase action: @escaping (ScrollPhase, ScrollPhase) -> Void) {
    nonisolated(unsafe) let action = action
    MainActor.assumeIsolated {
      self.registrations += 1
      self.phaseHandlers.append(action)
    }
  }

  nonisolated func register(appear action: @escaping () -> Void) {
    nonisolated(unsafe) let action = action
    MainActor.assumeIsolated { self.registerAppear(action) }
  }

  nonisolated func register<V: Equatable>(
    change value: V, initial: Bool, action: @escaping (V, V) -> Void
  ) {
    nonisolated(unsafe) let (value, action) = (value, action)
    MainActor.assumeIsolated { self.registerChange(value, initial: initial, action: action) }
  }

  nonisolated func register(position: Binding<ScrollPosition>) {
    nonisolated(unsafe) let position = position
    MainActor.assumeIsolated {
      self.registrations += 1
      self.scrollPosition = position
    }
  }

  nonisolated func register(margin: CGFloat?, edges: Edge.Set) {
    MainActor.assumeIsolated {
      self.registrations += 1
      for edge in [Edge.top, .leading, .bottom, .trailing] where edges.contains(Edge.Set(edge)) {
        self.contentMargins[edge] = margin
      }
    }
  }

  private func registerGeometry<T: Equatable>(
    _ transform: @escaping (ScrollGeometry) -> T, _ action: @escaping (T, T) -> Void
  ) {
    let key = self.nextKey("geometry")
    self.geometryHandlers.append { [unowned self] geometry in
      let value = transform(geometry)
      let old = self.lastValues[key] as? T
      if old == nil || old != value {
        self.lastValues[key] = value
        action(old ?? value, value)
      }
    }
  }

  private func registerAppear(_ action: @escaping () -> Void) {
    let key = self.nextKey("appear")
    if self.appeared.insert(key).inserted {
      self.actions.append(action)
    }
  }

  private func registerChange<V: Equatable>(
    _ value: V, initial: Bool, action: @escaping (V, V) -> Void
  ) {
    let key = self.nextKey("change")
    if let old = self.lastValues[key] as? V {
      if old != value {
        self.actions.append { action(old, value) }
      }
    } else if initial {
      self.actions.append { action(value, value) }
    }
    self.lastValues[key] = value
  }

  /// Renders a timeline's content and keeps it to draw again at the schedule's dates.
  ///
  /// The content gets "the date from the schedule that triggered the current view update"
  /// (`TimelineView.Context.date`): a running animation schedule's frame, or the latest of an
  /// explicit schedule's dates that has come. An update of the views around it triggers no
  /// entry of the schedule, so a paused timeline, or an explicit one whose next date has not
  /// come, keeps the date it had: a binding cannot count on its parent's updates to tick.
  func renderTimeline(_ schedule: Schedule, draw: @escaping (Date) -> Void) {
    self.registrations += 1
    let previous = self.previousTimelineDates[self.timelines.count]
    let date: Date
    switch schedule {
    case .animation(paused: false):
      date = self.date
    case .animation(paused: true), .other:
      date = previous ?? self.date
    case .explicit(let dates):
      let come = dates.filter { $0 <= self.date }.max()
      switch (come, previous) {
      case (let come?, let previous?): date = max(come, previous)
      case (let come?, nil): date = come
      case (nil, let previous?): date = previous
      case (nil, nil): date = self.date
      }
    }
    let start = self.leaves.count
    let saved = self.scope
    self.enter(scope: "timeline\(self.timelines.count)")
    let context = Context(
      offset: self.context.offset, opacity: self.context.opacity,
      rotation: self.context.rotation, size: self.context.size, clip: self.context.clip,
      environment: self.environment)
    let index = self.timelines.count
    self.timelines.append(
      Timeline(
        schedule: schedule, draw: draw, context: context, leaves: start..<start, lastDate: date))
    draw(date)
    self.scope = saved
    self.timelines[index].leaves = start..<self.leaves.count
  }
}
#endif
