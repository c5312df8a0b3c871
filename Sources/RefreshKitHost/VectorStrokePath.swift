public import Foundation
import RefreshKit

/// What a binding's bezier path does to stroke a vector animation's lines: UIKit's
/// `UIBezierPath` and AppKit's `NSBezierPath`, each in its binding.
///
/// The bindings draw a ``RenderPlan/Vector`` in their view's `draw(_:)` with
/// ``RenderPlan/Vector/stroke(with:)``, the same loop for both.
public protocol VectorStrokePath: AnyObject {
  /// The width of the line.
  var lineWidth: CGFloat { get set }
  /// Round caps and joins, as every vector line has.
  func useRoundCapsAndJoins()
  /// Starts the line at `point`.
  func move(to point: CGPoint)
  /// A straight segment to `point`.
  func addSegment(to point: CGPoint)
  /// Strokes the line into the current graphics context, in its current stroke colour.
  func stroke()
}

extension RenderPlan.Vector {
  /// Strokes every line of two points or more, each with a new path from `makePath`, into the
  /// current graphics context: the colour is the caller's to set.
  ///
  /// - Parameter makePath: Makes an empty path.
  public func stroke<Path: VectorStrokePath>(with makePath: () -> Path) {
    for line in self.strokes {
      guard let first = line.points.first, line.points.count > 1 else {
        continue
      }
      let path = makePath()
      path.lineWidth = line.lineWidth
      path.useRoundCapsAndJoins()
      path.move(to: first)
      for point in line.points.dropFirst() {
        path.addSegment(to: point)
      }
      path.stroke()
    }
  }

  /// Whether drawing this instead of `other` draws anything different: the lines or their
  /// colour, not the frame, which moves the view.
  ///
  /// - Parameter other: What was drawn, or `nil`.
  /// - Returns: Whether the view must draw again.
  public func drawsDifferently(from other: RenderPlan.Vector?) -> Bool {
    self.strokes != other?.strokes || self.tint != other?.tint
  }
}

/// A binding's view for a vector animation: the frame it is placed at and what it strokes.
@MainActor
public protocol VectorDrawingView: AnyObject {
  /// The frame, in the component view's coordinates.
  var frame: CGRect { get set }
  /// What the view strokes.
  var vector: RenderPlan.Vector? { get set }
}

extension PartViews where View: VectorDrawingView {
  /// Makes or removes views until there is one per vector animation, then places each that
  /// moved and gives each its lines.
  ///
  /// - Parameters:
  ///   - vectors: The plan's vector animations now.
  ///   - old: Those drawn before, or `nil` for none.
  ///   - make: Makes a view and puts it on the screen.
  ///   - remove: Takes a view off the screen.
  @MainActor
  public mutating func update(
    vectors: [RenderPlan.Vector], from old: [RenderPlan.Vector]?, make: () -> View,
    remove: (View) -> Void
  ) {
    self.update(to: vectors, from: old, make: make, remove: remove) { view, change in
      change(\.frame) { view.frame = $0 }
      view.vector = change.part
    }
  }
}
