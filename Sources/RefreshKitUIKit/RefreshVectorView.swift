#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// A view that strokes a vector animation's lines (`RenderPlan.Vector`), in its own
/// coordinates, y down, with round caps and joins.
///
/// It draws in `draw(_:)`, so it is not opaque (UIView.h: "opaque views must fill their entire
/// bounds or the results are undefined"; the unstroked part would show black) and redraws when
/// its size changes (the `redraw` content mode; the default stretches the old drawing). A role
/// colour resolves for the view's light or dark traits as it draws: UIKit draws the view again
/// when they change.
public final class RefreshVectorView: UIView, VectorDrawingView {
  /// What the view strokes; new lines or a new colour draw it again, and the frame is the
  /// caller's to set.
  public var vector: RenderPlan.Vector? {
    didSet {
      if self.vector.map({ $0.drawsDifferently(from: oldValue) }) ?? (oldValue != nil) {
        self.setNeedsDisplay()
      }
    }
  }

  /// An empty, transparent view that takes no touches.
  public init() {
    super.init(frame: .zero)
    self.isOpaque = false
    self.backgroundColor = nil
    self.contentMode = .redraw
    self.isUserInteractionEnabled = false
  }

  /// Not supported: the binding makes these views.
  public required init?(coder: NSCoder) {
    nil
  }

  /// Strokes the lines in their colour.
  ///
  /// - Parameter rect: The part to draw.
  public override func draw(_ rect: CGRect) {
    guard let vector = self.vector else {
      return
    }
    UIColor(vector.tint).setStroke()
    vector.stroke { UIBezierPath() }
  }
}

extension UIBezierPath: VectorStrokePath {
  /// Round caps and joins.
  public func useRoundCapsAndJoins() {
    self.lineCapStyle = .round
    self.lineJoinStyle = .round
  }

  /// `addLine(to:)`.
  ///
  /// - Parameter point: Where the segment ends.
  public func addSegment(to point: CGPoint) {
    self.addLine(to: point)
  }
}
#endif
