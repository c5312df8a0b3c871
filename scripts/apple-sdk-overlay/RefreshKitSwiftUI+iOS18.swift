// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// Type-check only: scripts/apple-sdk-typecheck.sh adds this file to RefreshKitSwiftUI when the
// SDK's SwiftUI is older than the API the binding uses, and nothing of it reaches the product.
// Each declaration is copied, declaration for declaration and availability included, from the
// iOS 18 SDK's SwiftUI.swiftinterface or SwiftUICore.swiftinterface (xybp888/iOS-SDKs,
// iPhoneOS18.0.sdk; the same text in the tvOS 18 SDK's), with the module prefixes and
// `@_originallyDefinedIn` dropped, as it is declared here in the binding's module, and a body
// that only type-checks. So the binding's calls are checked against Apple's signatures, and
// their availability against the package's floors: a call outside an `@available(iOS 18.0, ...)`
// scope fails here as it would in Xcode. Compiled only when the SDK lacks them: the script
// defines TYPECHECK_SDK_SWIFTUI_BEFORE_x_y from the SwiftUI interface's `-user-module-version`
// (4.4.36.1.101 in the iOS 16.5 SDK, 6.0.87.1.304 in the 18.0 SDKs).
#if canImport(SwiftUI)
import SwiftUI

#if TYPECHECK_SDK_SWIFTUI_BEFORE_5_0
// SwiftUICore.swiftinterface (iOS 18 SDK; SwiftUI's until iOS 17), iOS 17.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension View {
  nonisolated public func onChange<V>(
    of value: V, initial: Swift.Bool = false,
    _ action: @escaping (_ oldValue: V, _ newValue: V) -> Swift.Void
  ) -> some View where V: Swift.Equatable { self }

  nonisolated public func onChange<V>(
    of value: V, initial: Swift.Bool = false, _ action: @escaping () -> Swift.Void
  ) -> some View where V: Swift.Equatable { self }
}

// SwiftUI.swiftinterface, iOS 17.
extension View {
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: SwiftUI.EdgeInsets,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View { self }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CoreFoundation.CGFloat?,
    for placement: ContentMarginPlacement = .automatic
  ) -> some View { self }

  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
  nonisolated public func contentMargins(
    _ length: CoreFoundation.CGFloat, for placement: ContentMarginPlacement = .automatic
  ) -> some View { self }
}

// SwiftUI.swiftinterface, iOS 17.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct ContentMarginPlacement {
  public static var automatic: ContentMarginPlacement { fatalError("type-check only") }
  public static var scrollContent: ContentMarginPlacement { fatalError("type-check only") }
  public static var scrollIndicators: ContentMarginPlacement { fatalError("type-check only") }
}
#endif

#if TYPECHECK_SDK_SWIFTUI_BEFORE_6_0
// SwiftUICore.swiftinterface, iOS 18.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollGeometry: Swift.Equatable, Swift.Sendable {
  public var contentOffset: CoreFoundation.CGPoint
  public var contentSize: CoreFoundation.CGSize
  public var contentInsets: SwiftUI.EdgeInsets
  public var containerSize: CoreFoundation.CGSize
  public var visibleRect: CoreFoundation.CGRect { fatalError("type-check only") }
  public var bounds: CoreFoundation.CGRect { fatalError("type-check only") }
}

// SwiftUICore.swiftinterface, iOS 18.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
@frozen public enum ScrollPhase: Swift.Equatable {
  case idle
  case tracking
  case interacting
  case decelerating
  case animating
  public var isScrolling: Swift.Bool { fatalError("type-check only") }
}

// SwiftUICore.swiftinterface, iOS 18.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollPosition: Swift.Sendable, Swift.Equatable {
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
    fatalError("type-check only")
  }
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public init(idType: (some Hashable & Sendable).Type = Never.self) {
    fatalError("type-check only")
  }
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
    fatalError("type-check only")
  }
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public init(idType: (some Hashable & Sendable).Type = Never.self, point: CoreFoundation.CGPoint) {
    fatalError("type-check only")
  }
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public init(
    idType: (some Hashable & Sendable).Type = Never.self, x: CoreFoundation.CGFloat,
    y: CoreFoundation.CGFloat
  ) {
    fatalError("type-check only")
  }
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public init(idType: (some Hashable & Sendable).Type = Never.self, x: CoreFoundation.CGFloat) {
    fatalError("type-check only")
  }
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public init(idType: (some Hashable & Sendable).Type = Never.self, y: CoreFoundation.CGFloat) {
    fatalError("type-check only")
  }
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {}
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public mutating func scrollTo(edge: Edge) {}
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public mutating func scrollTo(point: CoreFoundation.CGPoint) {}
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public mutating func scrollTo(x: CoreFoundation.CGFloat, y: CoreFoundation.CGFloat) {}
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public mutating func scrollTo(x: CoreFoundation.CGFloat) {}
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public mutating func scrollTo(y: CoreFoundation.CGFloat) {}
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public var isPositionedByUser: Swift.Bool {
    get { fatalError("type-check only") }
    set {}
  }
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public var edge: Edge? { fatalError("type-check only") }
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public var point: CoreFoundation.CGPoint? { fatalError("type-check only") }
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public var viewID: (any Swift.Hashable & Swift.Sendable)? { fatalError("type-check only") }
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public func viewID<T>(type: T.Type) -> T? where T: Swift.Hashable, T: Swift.Sendable {
    fatalError("type-check only")
  }
  public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Swift.Bool {
    fatalError("type-check only")
  }
}

// SwiftUI.swiftinterface, iOS 18.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollPhaseChangeContext {
  public var geometry: ScrollGeometry { fatalError("type-check only") }
  public var velocity: CoreFoundation.CGVector? { fatalError("type-check only") }
}

// SwiftUI.swiftinterface, iOS 18.
extension View {
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func onScrollPhaseChange(
    _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Swift.Void
  ) -> some View { self }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func onScrollPhaseChange(
    _ action:
      @escaping (
        _ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext
      ) -> Swift.Void
  ) -> some View { self }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func onScrollGeometryChange<T>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Swift.Void
  ) -> some View where T: Swift.Equatable { self }

  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func scrollPosition(
    _ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil
  ) -> some View { self }
}
#endif
#endif
