// SwiftUI's path and its stroke: what draws a vector animation.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation
@_exported public import AppleStandIn  // SwiftUI re-exports CoreGraphics (CGLineCap, CGLineJoin)

// SwiftUICore.swiftinterface: @frozen public struct Path : Equatable, LosslessStringConvertible, @unchecked Sendable
/// A path of lines.
public struct Path: Equatable, Sendable {
  /// The points of each subpath (stand-in only).
  var subpaths: [[CGPoint]] = []

  // SwiftUICore.swiftinterface: public init()
  /// An empty path.
  nonisolated public init() {}

  // SwiftUICore.swiftinterface: public init(_ callback: (inout SwiftUICore.Path) -> ())
  /// The path `callback` builds.
  nonisolated public init(_ callback: (inout Path) -> Void) {
    callback(&self)
  }

  // SwiftUICore.swiftinterface: public mutating func addLines(_ lines: [CoreFoundation.CGPoint])
  /// A subpath of straight lines through `lines`, starting at the first.
  nonisolated public mutating func addLines(_ lines: [CGPoint]) {
    self.subpaths.append(lines)
  }

  // SwiftUICore.swiftinterface: nonisolated public func stroke<S>(_ content: S, style: SwiftUICore.StrokeStyle, antialiased: Swift.Bool = true) -> some SwiftUICore.View where S : SwiftUICore.ShapeStyle (Shape, iOS 17)
  /// The path's lines, stroked in `content` with `style`.
  nonisolated public func stroke(_ content: Color, style: StrokeStyle, antialiased: Bool = true)
    -> some View
  {
    StandInStroke(path: self, color: content, style: style)
  }
}

// SwiftUICore.swiftinterface: @frozen public struct StrokeStyle : Equatable
/// How a line is stroked.
public struct StrokeStyle: Equatable, Sendable {
  /// The width.
  public var lineWidth: CGFloat
  /// How the ends are drawn.
  public var lineCap: CGLineCap
  /// How the corners are drawn.
  public var lineJoin: CGLineJoin

  // SwiftUICore.swiftinterface: public init(lineWidth: CoreFoundation.CGFloat = 1, lineCap: CoreGraphics.CGLineCap = .butt, lineJoin: CoreGraphics.CGLineJoin = .miter, miterLimit: CoreFoundation.CGFloat = 10, dash: [CoreFoundation.CGFloat] = [CGFloat](), dashPhase: CoreFoundation.CGFloat = 0)
  /// A style.
  nonisolated public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
  }
}

/// A stroked path (stand-in only): draws one leaf of kind `stroke` per subpath, its value the
/// points, the width, whether it is round, and the colour.
@MainActor
struct StandInStroke: View, StandInPrimitive {
  let path: Path
  let color: Color
  let style: StrokeStyle
  var body: Never { fatalError("a primitive view has no body") }
  func standInRender(into renderer: StandInRenderer) {
    let round = self.style.lineCap == .round && self.style.lineJoin == .round
    for points in self.path.subpaths {
      let text = points.map { "\($0.x),\($0.y)" }.joined(separator: " ")
      renderer.draw(
        "stroke",
        "\(text) w\(self.style.lineWidth)\(round ? " round" : "") \(self.color.components)")
    }
  }
}
#endif
