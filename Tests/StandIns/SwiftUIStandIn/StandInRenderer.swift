// The stand-in's renderer: what a test reads of a rendered view (stand-in only).
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

/// Renders a view tree the way SwiftUI would evaluate it, and keeps what tests read: the
/// scroll handlers registered, the appear actions, the scroll position, the content margins,
/// and every leaf drawn with its accumulated offset, opacity and rotation.
@MainActor
public final class StandInRenderer {
  /// A leaf drawn: a text, an image or a spinner.
  public struct Leaf: Equatable {
    /// What it is: `text`, `image` or `progress`.
    public var kind: String
    /// The text, or the image's name.
    public var value: String
    /// Where it is drawn, after every offset.
    public var offset: CGSize
    /// Its opacity, after every opacity modifier.
    public var opacity: Double
    /// Its rotation, in radians.
    public var rotation: Double
  }

  /// The date ``TimelineView`` contents render at.
  public var date: Date
  /// The leaves drawn, in order.
  public private(set) var leaves: [Leaf] = []
  /// The scroll geometry handlers registered.
  public nonisolated(unsafe) private(set) var geometryHandlers: [(ScrollGeometry) -> Void] = []
  /// The scroll phase handlers registered.
  public nonisolated(unsafe) private(set) var phaseHandlers: [(ScrollPhase, ScrollPhase) -> Void] =
    []
  /// The appear actions registered.
  public nonisolated(unsafe) private(set) var appearActions: [() -> Void] = []
  /// The scroll position binding, if any.
  public nonisolated(unsafe) private(set) var scrollPosition: Binding<ScrollPosition>?
  /// The content margins set, by edge.
  public nonisolated(unsafe) private(set) var contentMargins: [Edge: CGFloat] = [:]
  /// Whether a timeline view was paused.
  public nonisolated(unsafe) private(set) var timelinePaused: [Bool] = []

  /// The UIKit views representables made, by representable type; they live as long as the
  /// renderer, as SwiftUI keeps a hosted view while its representable stays in the tree.
  public var hostedViews: [ObjectIdentifier: AnyObject] = [:]
  /// The environment of the view being rendered.
  public nonisolated(unsafe) internal(set) var environment = EnvironmentValues()
  /// The renderer rendering now, whose environment ``Environment`` reads.
  nonisolated(unsafe) public internal(set) static var current: StandInRenderer?

  private var offset = CGSize.zero
  private var opacity = 1.0
  private var rotation = 0.0

  /// A renderer at `date`.
  public init(date: Date = Date(timeIntervalSinceReferenceDate: 1000)) {
    self.date = date
  }

  /// Renders `view`, forgetting what the last render kept.
  public func renderRoot(_ view: some View) {
    self.leaves = []
    self.geometryHandlers = []
    self.phaseHandlers = []
    self.appearActions = []
    self.contentMargins = [:]
    self.timelinePaused = []
    self.environment = EnvironmentValues()
    let previous = Self.current
    Self.current = self
    self.render(view)
    Self.current = previous
  }

  /// Renders `view`: a primitive itself, any other view through its body.
  public func render(_ view: any View) {
    if let primitive = view as? any StandInPrimitive {
      primitive.standInRender(into: self)
    } else if let representable = view as? any UIViewRepresentable {
      self.renderRepresentable(representable)
    } else {
      self.render(view.body)
    }
  }

  func draw(_ kind: String, _ value: String) {
    self.leaves.append(
      Leaf(
        kind: kind, value: value, offset: self.offset, opacity: self.opacity,
        rotation: self.rotation))
  }

  func with(
    offset: CGSize = .zero, opacity: Double = 1, rotation: Double = 0, _ body: () -> Void
  ) {
    let saved = (self.offset, self.opacity, self.rotation)
    self.offset.width += offset.width
    self.offset.height += offset.height
    self.opacity *= opacity
    self.rotation += rotation
    body()
    (self.offset, self.opacity, self.rotation) = saved
  }

  nonisolated func register<T: Equatable>(
    _ transform: @escaping (ScrollGeometry) -> T, _ action: @escaping (T, T) -> Void
  ) {
    var last: T?
    self.geometryHandlers.append { geometry in
      let value = transform(geometry)
      let old = last ?? value
      if last == nil || old != value {
        last = value
        action(old, value)
      }
    }
  }

  nonisolated func register(phase action: @escaping (ScrollPhase, ScrollPhase) -> Void) {
    self.phaseHandlers.append(action)
  }

  nonisolated func register(appear action: @escaping () -> Void) {
    self.appearActions.append(action)
  }

  nonisolated func register(position: Binding<ScrollPosition>) {
    self.scrollPosition = position
  }

  nonisolated func register(margin: CGFloat?, edges: Edge.Set) {
    for edge in [Edge.top, .leading, .bottom, .trailing] where edges.contains(Edge.Set(edge)) {
      self.contentMargins[edge] = margin
    }
  }

  func register(timelinePaused paused: Bool) {
    self.timelinePaused.append(paused)
  }
}
#endif
