// SwiftUI's hosting controller: a SwiftUI view in a UIKit view, with the signatures of the
// iOS 16.5 SDK's SwiftUI interface.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import UIKitStandIn

// SwiftUI.swiftinterface: @available(iOS 16.4, tvOS 16.4, *) public struct SafeAreaRegions : Swift.OptionSet
/// The regions of the safe area a hosting view keeps its content out of.
@available(iOS 14.0, *)
public struct SafeAreaRegions: OptionSet, Sendable {
  /// The raw value.
  public let rawValue: UInt
  /// A set of a raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The container's: bars, the status bar, the home indicator.
  public static let container = SafeAreaRegions(rawValue: 1)
  /// The keyboard's.
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  /// Every region.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The view of a hosting controller: it draws its root view with a renderer of its own, which
/// tests read (stand-in only).
@MainActor
public final class StandInHostingView: UIView {
  /// What the root view draws.
  public let renderer = StandInRenderer()
}

// SwiftUI.swiftinterface: @available(iOS 13.0, tvOS 13.0, *) @available(macOS, unavailable) @MainActor(unsafe) open class UIHostingController<Content> : UIKit.UIViewController where Content : SwiftUI.View
/// A view controller whose view draws a SwiftUI view.
///
/// The stand-in draws `rootView` into its view's renderer whenever it is set, as SwiftUI updates
/// a hosted view when its root view changes.
@MainActor
open class UIHostingController<Content: View>: UIViewController {
  // SwiftUI.swiftinterface: @MainActor(unsafe) public var rootView: Content { get set }
  /// The SwiftUI view drawn.
  public var rootView: Content {
    didSet {
      self.draw()
    }
  }

  // SwiftUI.swiftinterface: @available(iOS 16.4, tvOS 16.4, *) @MainActor(unsafe) public var safeAreaRegions: SwiftUI.SafeAreaRegions { get set }
  /// The safe-area regions the content keeps out of; all by default.
  @available(iOS 16.4, tvOS 16.4, *)
  public var safeAreaRegions: SafeAreaRegions {
    get { self.standInSafeAreaRegions }
    set { self.standInSafeAreaRegions = newValue }
  }

  /// The regions, whatever the release (stand-in only).
  public private(set) var standInSafeAreaRegions = SafeAreaRegions.all

  // SwiftUI.swiftinterface: @MainActor(unsafe) public init(rootView: Content)
  /// A controller drawing `rootView`.
  public init(rootView: Content) {
    self.rootView = rootView
    super.init(nibName: nil, bundle: nil)
  }

  /// Makes the view that draws the root view.
  open override func loadView() {
    self.view = StandInHostingView(frame: .zero)
    self.draw()
  }

  private func draw() {
    guard let view = self.view as? StandInHostingView else {
      return
    }
    view.renderer.renderRoot(self.rootView)
  }
}
#endif
