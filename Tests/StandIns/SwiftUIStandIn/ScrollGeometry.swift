// SwiftUI's scroll geometry, phase and position (iOS 18, macOS 15) and their modifiers.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation
import UIKitStandIn

// SwiftUICore.swiftinterface: @frozen public struct EdgeInsets : Equatable
/// Insets on the four edges, leading and trailing.
public struct EdgeInsets: Equatable, Sendable, CustomStringConvertible {
  /// The insets.
  public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
  /// Insets of four values.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }
  /// No insets.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }
  /// The four values (stand-in only).
  public var description: String {
    "EdgeInsets(\(self.top), \(self.leading), \(self.bottom), \(self.trailing))"
  }
}

// SwiftUICore.swiftinterface: @frozen public enum Edge : Int8, CaseIterable
/// An edge.
public enum Edge: Int8, CaseIterable, Sendable {
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int8
    /// A set of a raw value.
    public init(rawValue: Int8) { self.rawValue = rawValue }
    /// The set of one edge.
    public init(_ e: Edge) { self.rawValue = 1 << e.rawValue }
    /// The top edge.
    public static let top = Set(.top)
    /// The bottom edge.
    public static let bottom = Set(.bottom)
    /// Every edge.
    public static let all: Set = [.top, Set(.leading), .bottom, Set(.trailing)]
  }
}

// SwiftUICore.swiftinterface: @available(iOS 18.0, macOS 15.0, *) public struct ScrollGeometry : Equatable, Sendable
/// Where a scroll view is.
@available(iOS 18.0, macOS 15.0, *)
public struct ScrollGeometry: Equatable, Sendable {
  /// The offset of the content: negative above its top, as UIKit's.
  public var contentOffset: CGPoint
  /// The size of the content.
  public var contentSize: CGSize
  /// The insets of the content: the safe area and the content margins.
  public var contentInsets: EdgeInsets
  /// The size of the scroll view.
  public var containerSize: CGSize

  /// A geometry.
  public init(
    contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }
}

// SwiftUICore.swiftinterface: @available(iOS 18.0, macOS 15.0, *) @frozen public enum ScrollPhase : Equatable
/// What moves a scroll view.
@available(iOS 18.0, macOS 15.0, *)
public enum ScrollPhase: Equatable, Sendable {
  case idle, tracking, interacting, decelerating, animating

  /// Whether it moves.
  public var isScrolling: Bool { self != .idle }
}

// SwiftUICore.swiftinterface: @available(iOS 17.0, macOS 14.0, *) public struct ScrollPosition : Sendable
/// A scroll view's position, which the app sets and the scroll view applies
/// (``StandInScrollView``).
@available(iOS 17.0, macOS 14.0, *)
public struct ScrollPosition: Sendable {
  // SwiftUICore.swiftinterface: public var edge: SwiftUICore.Edge? { get }
  /// The edge it is at, if it was set to one.
  public private(set) var edge: Edge?

  // SwiftUICore.swiftinterface: public var point: CoreFoundation.CGPoint? { get }
  /// The point it is at, if it was set to one.
  public private(set) var point: CGPoint?

  // SwiftUICore.swiftinterface: public var isPositionedByUser: Swift.Bool { get set }
  /// Whether the user scrolled since it was set.
  ///
  /// "If the position had a non-nil edge / point value, that value will become nil when setting
  /// this property to true."
  public var isPositionedByUser = false {
    didSet {
      if self.isPositionedByUser {
        self.edge = nil
        self.point = nil
      }
    }
  }

  /// How many times the app set it: a scroll view applies each setting once (stand-in only).
  public private(set) var standInRevision = 0

  /// A position at an edge.
  public init(edge: Edge) {
    self.edge = edge
  }

  /// Scrolls to `edge`.
  ///
  /// "Scrolls the position of the scroll view to the edge you provide."
  public mutating func scrollTo(edge: Edge) {
    self.set(edge: edge, point: nil)
  }

  /// Scrolls to `y`, which "the scroll view … will clamp … to only scroll to the size of its
  /// actual content" (`scrollTo(y:)`).
  public mutating func scrollTo(y: CGFloat) {
    self.set(edge: nil, point: CGPoint(x: 0, y: y))
  }

  /// Scrolls to `point`, clamped as ``scrollTo(y:)``.
  public mutating func scrollTo(point: CGPoint) {
    self.set(edge: nil, point: point)
  }

  private mutating func set(edge: Edge?, point: CGPoint?) {
    self.isPositionedByUser = false
    self.edge = edge
    self.point = point
    self.standInRevision += 1
  }
}

// SwiftUI.swiftinterface: public struct ContentMarginPlacement (iOS 17)
/// Where content margins apply.
@available(iOS 17.0, macOS 14.0, *)
public struct ContentMarginPlacement: Sendable {
  /// To the scrolled content.
  public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement() }
  /// Where SwiftUI sees fit.
  public static var automatic: ContentMarginPlacement { ContentMarginPlacement() }
}

extension View {
  // SwiftUI.swiftinterface: @available(iOS 18.0, macOS 15.0, *) nonisolated public func onScrollGeometryChange<T>(for type: T.Type,
  //   of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View where T : Equatable
  /// Calls `action` when the value of the scroll geometry `transform` picks changes.
  @available(iOS 18.0, macOS 15.0, *)
  nonisolated public func onScrollGeometryChange<T>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View where T: Equatable {
    StandInModifier(content: self) { $0.register(transform, action) }
  }

  // SwiftUI.swiftinterface: @available(iOS 18.0, macOS 15.0, *) nonisolated public func onScrollPhaseChange(_ action:
  //   @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View
  /// Calls `action` when the scroll phase changes.
  @available(iOS 18.0, macOS 15.0, *)
  nonisolated public func onScrollPhaseChange(
    _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void
  ) -> some View {
    StandInModifier(content: self) { $0.register(phase: action) }
  }

  // SwiftUI.swiftinterface: @available(iOS 17.0, macOS 14.0, *) nonisolated public func scrollPosition(_ position:
  //   Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View
  /// Binds the scroll view's position.
  @available(iOS 17.0, macOS 14.0, *)
  nonisolated public func scrollPosition(
    _ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil
  ) -> some View {
    StandInModifier(content: self) { $0.register(position: position) }
  }

  // SwiftUI.swiftinterface: @available(iOS 17.0, macOS 14.0, *) nonisolated public func contentMargins(_ edges: Edge.Set = .all,
  //   _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View
  /// Adds margins to the content: the scroll view's margins of the geometry path; in a hosting
  /// hierarchy, insets of the scroll views inside, as safe area (the stand-in's assumption:
  /// whether SwiftUI puts them in `contentInset` or around it, Apple does not say).
  @available(iOS 17.0, macOS 14.0, *)
  nonisolated public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    let registering = StandInModifier(content: self) { $0.register(margin: length, edges: edges) }
    return StandInHostingContext(content: registering) { context in
      let length = length ?? 0
      if edges.contains(.top) { context.swiftUIInsets.top += length }
      if edges.contains(.bottom) { context.swiftUIInsets.bottom += length }
      if edges.contains(Edge.Set(.leading)) { context.swiftUIInsets.left += length }
      if edges.contains(Edge.Set(.trailing)) { context.swiftUIInsets.right += length }
    }
  }

  // SwiftUICore.swiftinterface: @inlinable nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View
  /// Calls `action` as the view appears.
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    StandInModifier(content: self) { renderer in
      if let action {
        renderer.register(appear: action)
      }
    }
  }
}

/// A modifier that registers something with the renderer, then renders its content
/// (stand-in only).
@MainActor
struct StandInModifier<Content: View>: View, StandInPrimitive {
  nonisolated(unsafe) let content: Content
  nonisolated(unsafe) let apply: (StandInRenderer) -> Void

  nonisolated init(content: Content, apply: @escaping (StandInRenderer) -> Void) {
    self.content = content
    self.apply = apply
  }

  var body: Never { fatalError("a primitive view has no body") }

  func standInRender(into renderer: StandInRenderer) {
    self.apply(renderer)
    renderer.render(self.content)
  }
}
#endif
