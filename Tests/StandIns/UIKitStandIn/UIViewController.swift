// UIKit's view controller, reduced to what a SwiftUI hosting controller needs: its view.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

// UIKit/UIViewController.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIViewController : UIResponder <NSCoding, UIAppearanceContainer, UITraitEnvironment, UIContentContainer, UIFocusEnvironment>
/// A view controller.
@MainActor
open class UIViewController: UIResponder {
  // UIKit/UIViewController.h: - (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
  /// A view controller without a nib.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  private var loadedView: UIView?

  // UIKit/UIViewController.h: @property(null_resettable, nonatomic,strong) UIView *view; // The getter first invokes [self loadView] if the view hasn't been set yet.
  /// The view, made by ``loadView()`` when first asked for.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var view: UIView! {
    get {
      if self.loadedView == nil {
        self.loadView()
      }
      return self.loadedView
    }
    set { self.loadedView = newValue }
  }

  // UIKit/UIViewController.h: - (void)loadView; // This is where subclasses should create their custom view hierarchy if they aren't using a nib.
  /// Makes the view: an empty one.
  open func loadView() {
    self.loadedView = UIView(frame: .zero)
  }
}
#endif
