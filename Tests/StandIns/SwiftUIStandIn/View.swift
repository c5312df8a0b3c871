// SwiftUI's view protocol, builder and modifiers, reduced to what the binding uses; declared
// with the signatures of the iOS 18 SDK's SwiftUI and SwiftUICore interfaces. Views render
// into a StandInRenderer, which tests read.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
@_exported public import Foundation  // SwiftUI re-exports Foundation

// SwiftUICore.swiftinterface: @preconcurrency @MainActor public protocol View
/// A view.
@available(iOS 13.0, macOS 10.15, *)
@preconcurrency @MainActor
public protocol View {
  /// The view's content.
  associatedtype Body: View
  /// The view's content.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  /// No content.
  public var body: Never { fatalError("a primitive view has no body") }
}

/// A view the stand-in renders itself (stand-in only).
@MainActor
public protocol StandInPrimitive {
  /// Renders the view.
  func standInRender(into renderer: StandInRenderer)
}

// SwiftUICore.swiftinterface: @_functionBuilder public struct ViewBuilder
/// Builds views from closures.
@resultBuilder
public struct ViewBuilder {
  /// One view.
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
    content
  }
  /// No view.
  public static func buildBlock() -> EmptyView { EmptyView() }
  /// One view.
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    content
  }
  // SwiftUICore.swiftinterface: @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView where Content : View
  /// A view of a branch that is only available on some releases.
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView
  where Content: View {
    AnyView(content)
  }
  /// Several views.
  @_disfavoredOverload
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > where repeat each Content: View {
    TupleView((repeat each content))
  }
  /// The first of two views.
  public static func buildEither<TrueContent, FalseContent>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
    _ConditionalContent(storage: .trueContent(first))
  }
  /// The second of two views.
  public static func buildEither<TrueContent, FalseContent>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View {
    _ConditionalContent(storage: .falseContent(second))
  }
  /// An optional view.
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
    content
  }
}

// SwiftUICore.swiftinterface: @frozen public struct _ConditionalContent<TrueContent, FalseContent>
/// One of two views, chosen by a condition.
public struct _ConditionalContent<TrueContent, FalseContent> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
}

extension _ConditionalContent: View, StandInPrimitive
where TrueContent: View, FalseContent: View {
  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }
  /// Renders the chosen view: each branch a place of its own in the tree, whose platform views
  /// are not the other's.
  public func standInRender(into renderer: StandInRenderer) {
    switch self.storage {
    case .trueContent(let view): renderer.inBranch("T") { renderer.render(view) }
    case .falseContent(let view): renderer.inBranch("F") { renderer.render(view) }
    }
  }
}

extension Optional: View where Wrapped: View {
  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }
}

extension Optional: StandInPrimitive where Wrapped: View {
  /// Renders the view, if any.
  public func standInRender(into renderer: StandInRenderer) {
    if let self {
      renderer.render(self)
    }
  }
}

// SwiftUICore.swiftinterface: @frozen @MainActor @preconcurrency public struct TupleView<T> : View
/// Several views.
@MainActor @preconcurrency
public struct TupleView<T>: View, StandInPrimitive {
  /// The views.
  nonisolated(unsafe) public var value: T
  nonisolated(unsafe) private let views: [any View]

  /// Views of a pack.
  nonisolated public init(_ value: T) {
    self.value = value
    var views: [any View] = []
    if let pack = value as? any View {
      views = [pack]
    } else {
      views = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    }
    self.views = views
  }

  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }

  /// Renders each view.
  public func standInRender(into renderer: StandInRenderer) {
    for view in self.views {
      renderer.render(view)
    }
  }
}

extension TupleView: StandInChildren {
  var standInChildren: [any View] {
    self.views
  }
}

extension EmptyView: StandInChildren {
  var standInChildren: [any View] {
    []
  }
}

extension Optional: StandInChildren where Wrapped: View {
  var standInChildren: [any View] {
    self.map { [$0] } ?? []
  }
}

// SwiftUICore.swiftinterface: @frozen @MainActor @preconcurrency public struct EmptyView : View
/// No view.
@MainActor @preconcurrency
public struct EmptyView: View, StandInPrimitive {
  /// No view.
  nonisolated public init() {}
  /// No content.
  public var body: Never { fatalError("a primitive view has no body") }
  /// Renders nothing.
  public func standInRender(into renderer: StandInRenderer) {}
}

// SwiftUICore.swiftinterface: @preconcurrency @MainActor public protocol ViewModifier
/// A modifier of views.
@preconcurrency @MainActor
public protocol ViewModifier {
  /// The modified view.
  associatedtype Body: View
  /// The modified view of `content`.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  /// The view being modified.
  typealias Content = _ViewModifier_Content<Self>
}

// SwiftUICore.swiftinterface: public struct _ViewModifier_Content<Modifier> : View where Modifier : ViewModifier
/// The view a modifier modifies.
@MainActor @preconcurrency
public struct _ViewModifier_Content<Modifier>: View, StandInPrimitive where Modifier: ViewModifier {
  nonisolated(unsafe) let content: any View
  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }
  /// Renders the modified view.
  public func standInRender(into renderer: StandInRenderer) {
    renderer.render(self.content)
  }
}

// SwiftUICore.swiftinterface: @frozen public struct ModifiedContent<Content, Modifier>
/// A view and its modifier.
public struct ModifiedContent<Content, Modifier> {
  /// The view.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier
  /// A view and its modifier.
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View, StandInPrimitive where Content: View, Modifier: ViewModifier {
  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }
  /// Renders the modifier's body over the view.
  public func standInRender(into renderer: StandInRenderer) {
    renderer.keepState(ofModifier: self.modifier)
    renderer.render(self.modifier.body(content: _ViewModifier_Content(content: self.content)))
  }
}

extension View {
  // SwiftUICore.swiftinterface: @inlinable nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>
  /// The view with `modifier`.
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

// SwiftUICore.swiftinterface: @frozen @MainActor @preconcurrency public struct AnyView : View
/// A type-erased view.
@MainActor @preconcurrency
public struct AnyView: View, StandInPrimitive {
  nonisolated(unsafe) let view: any View
  /// A view, erased.
  nonisolated public init<V>(_ view: V) where V: View {
    self.view = view
  }
  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }
  /// Renders the view.
  public func standInRender(into renderer: StandInRenderer) {
    renderer.render(self.view)
  }
}
#endif
