// UIKit's label, image view and activity indicator: what draws a component.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

// UIKit/UILabel.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UILabel : UIView
/// A label.
@MainActor
open class UILabel: UIView {
  // UIKit/UILabel.h: @property(nullable, nonatomic,copy) NSString *text;
  /// The text.
  open var text: String? {
    didSet { self.standInCountWrite() }
  }
  // UIKit/UILabel.h: @property(null_resettable, nonatomic,strong) UIFont *font;
  /// The font.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (UIKit imports it implicitly unwrapped: null_resettable)
  open var font: UIFont! = .systemFont(ofSize: 17) {
    didSet { self.standInCountWrite() }
  }
  // UIKit/UILabel.h: @property(null_resettable, nonatomic,strong) UIColor *textColor;
  /// The colour of the text.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (UIKit imports it implicitly unwrapped: null_resettable)
  open var textColor: UIColor! = UIColor(red: 0, green: 0, blue: 0, alpha: 1) {
    didSet { self.standInCountWrite() }
  }
  // UIKit/UILabel.h: @property(nonatomic) NSTextAlignment textAlignment;
  /// The alignment.
  open var textAlignment = NSTextAlignment.natural {
    didSet { self.standInCountWrite() }
  }
  // UIKit/UILabel.h: @property(nonatomic) NSInteger numberOfLines;
  /// The number of lines, 0 for as many as needed.
  open var numberOfLines = 1 {
    didSet { self.standInCountWrite() }
  }
}

// UIKit/UIImageView.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIImageView : UIView
/// An image view.
@MainActor
open class UIImageView: UIView {
  // UIKit/UIImageView.h: - (instancetype)initWithImage:(nullable UIImage *)image;
  /// A view showing `image`.
  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }

  /// A view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A view from an archive.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  // UIKit/UIImageView.h: @property (nullable, nonatomic, strong) UIImage *image;
  /// The image.
  open var image: UIImage? {
    didSet { self.standInCountWrite() }
  }
  // UIKit/UIImageView.h: @property (nullable, nonatomic, copy) NSArray<UIImage *> *animationImages;
  /// The frames of an animation.
  open var animationImages: [UIImage]?
  // UIKit/UIImageView.h: @property (nonatomic) NSTimeInterval animationDuration;
  /// The length of one loop.
  open var animationDuration: TimeInterval = 0
  // UIKit/UIImageView.h: @property(nonatomic, readonly, getter=isAnimating) BOOL animating;
  /// Whether the animation plays.
  open private(set) var isAnimating = false
  // UIKit/UIImageView.h: - (void)startAnimating;
  /// Plays the animation.
  open func startAnimating() { self.isAnimating = true }
  // UIKit/UIImageView.h: - (void)stopAnimating;
  /// Stops the animation.
  open func stopAnimating() { self.isAnimating = false }
}

// UIKit/UIActivityIndicatorView.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIActivityIndicatorView : UIView
/// A spinner.
@MainActor
open class UIActivityIndicatorView: UIView {
  // UIKit/UIActivityIndicatorView.h: typedef NS_ENUM(NSInteger, UIActivityIndicatorViewStyle)
  /// The spinner's style.
  public enum Style: Int, @unchecked Sendable {
    @available(iOS 13.0, tvOS 13.0, *) case medium = 100
    @available(iOS 13.0, tvOS 13.0, *) case large = 101
    @available(iOS, introduced: 2.0, deprecated: 13.0) case whiteLarge = 0
    @available(iOS, introduced: 2.0, deprecated: 13.0) case white = 1
    @available(iOS, introduced: 2.0, deprecated: 13.0) case gray = 2
  }

  // UIKit/UIActivityIndicatorView.h: - (instancetype)initWithActivityIndicatorStyle:(UIActivityIndicatorViewStyle)style NS_DESIGNATED_INITIALIZER; (apinotes: init(style:))
  /// A spinner of `style`, 20 points wide for `.medium`.
  public init(style: UIActivityIndicatorView.Style) {
    self.style = style
    super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
  }

  /// A view with a frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  // UIKit/UIActivityIndicatorView.h: - (instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
  /// A spinner from an archive.
  public required init(coder: NSCoder) {
    super.init(frame: .zero)
  }

  // UIKit/UIActivityIndicatorView.h: @property(nonatomic) UIActivityIndicatorViewStyle activityIndicatorViewStyle; (apinotes: style)
  /// The style.
  open var style = Style.medium
  // UIKit/UIActivityIndicatorView.h: @property(nonatomic) BOOL hidesWhenStopped;
  /// Whether a stopped spinner hides.
  open var hidesWhenStopped = true
  // UIKit/UIActivityIndicatorView.h: @property (null_resettable, readwrite, nonatomic, strong) UIColor *color API_AVAILABLE(ios(5.0));
  /// The colour.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (UIKit imports it implicitly unwrapped: null_resettable)
  @available(iOS 5.0, *)
  open var color: UIColor! = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1) {
    didSet { self.standInCountWrite() }
  }
  // UIKit/UIActivityIndicatorView.h: @property(nonatomic, readonly, getter=isAnimating) BOOL animating;
  /// Whether it turns.
  open private(set) var isAnimating = false
  // UIKit/UIActivityIndicatorView.h: - (void)startAnimating;
  /// Starts turning.
  open func startAnimating() {
    self.isAnimating = true
    self.standInCountWrite()
  }
  // UIKit/UIActivityIndicatorView.h: - (void)stopAnimating;
  /// Stops turning.
  open func stopAnimating() {
    self.isAnimating = false
    self.standInCountWrite()
  }
}
#endif
