// SwiftUI's bridge to UIKit views, with the signatures of the iOS 18 SDK's SwiftUI interface.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import UIKitStandIn

// SwiftUI.swiftinterface: @available(iOS 13.0, tvOS 13.0, *) @available(macOS, unavailable) @MainActor @preconcurrency public protocol UIViewRepresentable : View where Self.Body == Never
/// A SwiftUI view that hosts a UIKit view.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Self.Body == Never {
  /// The hosted view's type.
  associatedtype UIViewType: UIView
  /// Makes the hosted view, once.
  @MainActor @preconcurrency func makeUIView(context: Self.Context) -> Self.UIViewType
  /// Brings the hosted view up to date with the SwiftUI view's values.
  @MainActor @preconcurrency func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  /// What the hosted view's methods get.
  typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable {
  /// No SwiftUI content: the hosted view draws.
  public var body: Never { fatalError("a representable view has no body") }
}

// SwiftUI.swiftinterface: @MainActor @preconcurrency public struct UIViewRepresentableContext<Representable> where Representable : UIViewRepresentable
/// What a representable's methods get; the stand-in's has nothing in it.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable> where Representable: UIViewRepresentable {}

extension StandInRenderer {
  /// Renders a representable: makes its view the first time it appears, updates it every time.
  func renderRepresentable<Representable: UIViewRepresentable>(_ view: Representable) {
    let context = UIViewRepresentableContext<Representable>()
    let key = ObjectIdentifier(Representable.self)
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
