// SwiftUI's bridge to UIKit views, with the signatures of the iOS 18 SDK's SwiftUI interface.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import UIKitStandIn

// SwiftUI.swiftinterface: @available(iOS 13.0, tvOS 13.0, *) @available(macOS, unavailable) @MainActor @preconcurrency public protocol UIViewRepresentable : View where Self.Body == Never
/// A SwiftUI view that hosts a UIKit view.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Self.Body == Never {
  /// The hosted view's type.
  associatedtype UIViewType: UIView
  /// What the representable shares with its view's delegates.
  associatedtype Coordinator = Void
  /// Makes the hosted view, once.
  @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
  /// Brings the hosted view up to date with the SwiftUI view's values.
  @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  /// Tears the hosted view down when the view goes.
  @MainActor @preconcurrency static func dismantleUIView(
    _ uiView: Self.UIViewType, coordinator: Self.Coordinator)
  /// Makes the coordinator, once, before the view.
  @MainActor @preconcurrency func makeCoordinator() -> Self.Coordinator
  /// What the hosted view's methods get.
  typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable {
  /// No SwiftUI content: the hosted view draws.
  public var body: Never { fatalError("a representable view has no body") }
  // SwiftUI.swiftinterface: extension UIViewRepresentable { public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) }
  /// Does nothing.
  public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
}

extension UIViewRepresentable where Self.Coordinator == Void {
  // SwiftUI.swiftinterface: extension UIViewRepresentable where Self.Coordinator == () { public func makeCoordinator() -> Self.Coordinator }
  /// No coordinator.
  public func makeCoordinator() -> Self.Coordinator { () }
}

// SwiftUI.swiftinterface: @MainActor @preconcurrency public struct UIViewRepresentableContext<Representable> where Representable : UIViewRepresentable
/// What a representable's methods get.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {
  /// The coordinator the representable made.
  public let coordinator: Representable.Coordinator
}

extension StandInRenderer {
  /// Renders a representable: makes its view the first time its place is rendered, and
  /// updates it every time.
  ///
  /// Views are kept by their place in the tree (two representables of one type keep two
  /// views), and, in a hosting hierarchy, put in it (``StandInHosting``).
  func renderRepresentable<Representable: UIViewRepresentable>(_ view: Representable) {
    let key = self.nextRepresentableKey()
    let coordinator =
      self.coordinators[key] as? Representable.Coordinator ?? view.makeCoordinator()
    self.coordinators[key] = coordinator
    let context = UIViewRepresentableContext<Representable>(coordinator: coordinator)
    if let hosting = self.hosting {
      hosting.renderRepresentable(view, context: context)
      return
    }
    if let hosted = self.hostedViews[key] as? Representable.UIViewType {
      view.updateUIView(hosted, context: context)
    } else {
      let hosted = view.makeUIView(context: context)
      self.hostedViews[key] = hosted
      view.updateUIView(hosted, context: context)
    }
  }
}
#endif
