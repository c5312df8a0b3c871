#if canImport(UIKit) || os(Linux)
import RefreshKitUIKit
#elseif canImport(AppKit)
import RefreshKitAppKit
#endif

/// The app's SwiftUI view of a component (``RefreshContentHeader``, ``RefreshContentFooter``),
/// made for each phase and hosted in a UIKit or AppKit view that the binding keeps at the
/// component's frame.
@MainActor
final class SwiftUIContentDrawing {
  /// The app's view of a phase.
  let content: @MainActor (RefreshPhase) -> AnyView
  /// How the last refresh that ran the modifier's action went.
  var lastResult: RefreshResult?

  #if canImport(UIKit) || os(Linux)
  private var hosting: UIHostingController<AnyView>?
  #elseif canImport(AppKit)
  private var hosting: NSHostingView<AnyView>?
  #endif

  /// A drawing of `content`.
  init(content: @escaping @MainActor (RefreshPhase) -> AnyView) {
    self.content = content
  }

  /// The phase of `component` now.
  func phase(of component: RefreshComponent) -> RefreshPhase {
    RefreshPhase(
      state: component.state, pullingPercent: component.pullingPercent,
      lastResult: self.lastResult)
  }

  /// The phase changed: the hosted view shows it.
  func phaseDidChange(_ component: RefreshComponent) {
    self.hosting?.rootView = self.content(self.phase(of: component))
  }

  #if canImport(UIKit) || os(Linux)
  /// The UIKit view that hosts the app's view, clear, outside the safe area (it sits in the
  /// content of a scroll view, whose safe area is not the header's).
  func makeView(for component: RefreshComponent) -> UIView {
    let controller = UIHostingController(rootView: self.content(self.phase(of: component)))
    if #available(iOS 16.4, tvOS 16.4, *) {
      controller.safeAreaRegions = []
    }
    controller.view.backgroundColor = .clear
    self.hosting = controller
    return controller.view
  }
  #elseif canImport(AppKit)
  /// The AppKit view that hosts the app's view.
  func makeView(for component: RefreshComponent) -> NSView {
    let view = NSHostingView(rootView: self.content(self.phase(of: component)))
    self.hosting = view
    return view
  }
  #endif
}

/// A component drawn by the app's own SwiftUI view.
@MainActor
protocol SwiftUIContentComponent: RefreshComponent {
  /// The app's view and its host.
  var drawing: SwiftUIContentDrawing { get }
}

extension RefreshContentHeader: SwiftUIContentComponent {}
extension RefreshContentFooter: SwiftUIContentComponent {}
