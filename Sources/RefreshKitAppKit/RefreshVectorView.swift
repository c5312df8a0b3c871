#if os(macOS) || os(Linux)  // the stand-in on Linux, for the tests; nothing on iOS

/// A view that strokes a vector animation's lines (`RenderPlan.Vector`), in its own
/// coordinates, y down, with round caps and joins.
///
/// It is flipped, as the component's coordinates are, and draws in `draw(_:)`, marked to draw
/// whenever its lines or colour change (a resize alone need not draw an NSView again). A role
/// colour resolves for the appearance it is drawn in: AppKit draws the view again when the
/// appearance changes.
public final class RefreshVectorView: NSView, VectorDrawingView {
  /// What the view strokes; new lines or a new colour draw it again, and the frame is the
  /// caller's to set.
  public var vector: RenderPlan.Vector? {
    didSet {
      if self.vector.map({ $0.drawsDifferently(from: oldValue) }) ?? (oldValue != nil) {
        self.needsDisplay = true
      }
    }
  }

  /// An empty, transparent view.
  public init() {
    super.init(frame: .zero)
  }

  /// Not supported: the binding makes these views.
  public required init?(coder: NSCoder) {
    nil
  }

  /// Whether y grows downward: it does, as in the component's coordinates.
  public override var isFlipped: Bool { true }

  /// Strokes the lines in their colour.
  ///
  /// - Parameter dirtyRect: The part to draw.
  public override func draw(_ dirtyRect: NSRect) {
    guard let vector = self.vector else {
      return
    }
    NSColor(vector.tint).setStroke()
    vector.stroke { NSBezierPath() }
  }
}

extension NSBezierPath: VectorStrokePath {
  /// Round caps and joins.
  public func useRoundCapsAndJoins() {
    self.lineCapStyle = .round
    self.lineJoinStyle = .round
  }

  /// `line(to:)`.
  ///
  /// - Parameter point: Where the segment ends.
  public func addSegment(to point: CGPoint) {
    self.line(to: point)
  }
}
#endif
