// UIKit's fonts, colours and images, and the string measuring UIKit adds to NSString.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

// UIKit/UIFont.h: NS_CLASS_AVAILABLE_IOS(2_0) @interface UIFont : NSObject <NSCopying>
/// A font.
open class UIFont: NSObject, @unchecked Sendable {
  // UIKit/UIFont.h: @property(nonatomic,readonly) CGFloat pointSize;
  /// The size.
  open private(set) var pointSize: CGFloat
  /// Whether it is bold (stand-in only).
  public let standInIsBold: Bool

  init(pointSize: CGFloat, bold: Bool) {
    self.pointSize = pointSize
    self.standInIsBold = bold
  }

  // UIKit/UIFontDescriptor.h: UIKIT_EXTERN const UIFontWeight UIFontWeightUltraLight ... UIFontWeightBlack API_AVAILABLE(ios(8.2)); (apinotes: UIFont.Weight)
  /// A font's weight: -0.8 (ultra light) to 0.62 (black).
  public struct Weight: RawRepresentable, Hashable, Sendable {
    /// The weight's value.
    public let rawValue: CGFloat
    /// A weight of this value.
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    /// Ultra light.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// Thin.
    public static let thin = Weight(rawValue: -0.6)
    /// Light.
    public static let light = Weight(rawValue: -0.4)
    /// Regular.
    public static let regular = Weight(rawValue: 0)
    /// Medium.
    public static let medium = Weight(rawValue: 0.23)
    /// Semibold.
    public static let semibold = Weight(rawValue: 0.3)
    /// Bold.
    public static let bold = Weight(rawValue: 0.4)
    /// Heavy.
    public static let heavy = Weight(rawValue: 0.56)
    /// Black.
    public static let black = Weight(rawValue: 0.62)
  }

  /// The font's name, if made by name (stand-in only).
  public private(set) var standInName: String?
  /// The font's weight, if made with one (stand-in only).
  public private(set) var standInWeight: Weight?

  // UIKit/UIFont.h: + (UIFont *)systemFontOfSize:(CGFloat)fontSize weight:(UIFontWeight)weight;
  /// The system font of a weight.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    let font = UIFont(pointSize: fontSize, bold: weight.rawValue >= Weight.semibold.rawValue)
    font.standInWeight = weight
    return font
  }

  // UIKit/UIFont.h: + (nullable UIFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize;
  /// The font of a name, or `nil` for an empty name (the stand-in knows every other name).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty else {
      return nil
    }
    self.init(pointSize: fontSize, bold: false)
    self.standInName = fontName
  }

  // UIKit/UIFont.h: + (UIFont *)systemFontOfSize:(CGFloat)fontSize;
  /// The system font.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, bold: false)
  }

  // UIKit/UIFont.h: + (UIFont *)boldSystemFontOfSize:(CGFloat)fontSize;
  /// The bold system font.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(pointSize: fontSize, bold: true)
  }

  // UIKit/UIFont.h: @property(nonatomic,readonly,strong) NSString *fontName;
  /// The face's name: a system font's begins with a dot, as Apple's do (`.SFUI-Regular`).
  open var fontName: String {
    self.standInName ?? (self.standInIsBold ? ".SFUI-Bold" : ".SFUI-Regular")
  }

  // UIKit/UIFont.h: - (UIFontDescriptor *)fontDescriptor API_AVAILABLE(ios(7.0));
  /// The font's descriptor, whose traits hold its weight.
  @available(iOS 7.0, *)
  open var fontDescriptor: UIFontDescriptor {
    let weight = self.standInWeight ?? (self.standInIsBold ? .bold : .regular)
    let traits = [UIFontDescriptor.TraitKey.weight: NSNumber(value: Double(weight.rawValue))]
    return UIFontDescriptor(fontAttributes: [.traits: traits])
  }

  // UIKit/UIFont.h: @property(nonatomic,readonly) CGFloat lineHeight NS_AVAILABLE_IOS(4_0);
  /// The height of a line.
  @available(iOS 4.0, *)
  open var lineHeight: CGFloat {
    (self.pointSize * 1.2).rounded(.up)
  }
}

// UIKit/UIFontDescriptor.h: UIKIT_EXTERN API_AVAILABLE(ios(7.0)) NS_SWIFT_SENDABLE @interface UIFontDescriptor : NSObject <NSCopying, NSSecureCoding>
/// A font's attributes.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  // UIKit/UIFontDescriptor.h: typedef NSString * UIFontDescriptorAttributeName NS_TYPED_ENUM;
  /// The name of an attribute.
  public struct AttributeName: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// An attribute of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    // UIKit/UIFontDescriptor.h: UIKIT_EXTERN UIFontDescriptorAttributeName const UIFontDescriptorTraitsAttribute API_AVAILABLE(ios(7.0));
    /// The traits: a dictionary of ``TraitKey``s.
    public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
  }

  // UIKit/UIFontDescriptor.h: typedef NSString * UIFontDescriptorTraitKey NS_TYPED_ENUM;
  /// The key of a trait.
  public struct TraitKey: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A key of a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    // UIKit/UIFontDescriptor.h: UIKIT_EXTERN UIFontDescriptorTraitKey const UIFontWeightTrait API_AVAILABLE(ios(7.0));
    /// The weight: an `NSNumber` from -1.0 to 1.0.
    public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
  }

  private let attributes: [AttributeName: Any]

  // UIKit/UIFontDescriptor.h: - (instancetype)initWithFontAttributes:(NSDictionary<UIFontDescriptorAttributeName, id> *)attributes NS_DESIGNATED_INITIALIZER;
  /// A descriptor of `attributes`.
  public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
    self.attributes = attributes
  }

  // UIKit/UIFontDescriptor.h: - (nullable id)objectForKey:(UIFontDescriptorAttributeName)anAttribute;
  /// The value of an attribute, or `nil`.
  open func object(forKey anAttribute: AttributeName) -> Any? {
    self.attributes[anAttribute]
  }
}

// UIKit/NSAttributedString.h: UIKIT_EXTERN NSAttributedStringKey const NSFontAttributeName; (apinotes: font)
extension NSAttributedString.Key {
  /// The font of the text.
  @available(iOS 6.0, *)
  public static let font = NSAttributedString.Key("NSFont")
}

// UIKit/NSStringDrawing.h: @interface NSString(NSStringDrawing) - (CGSize)sizeWithAttributes:(nullable NSDictionary<NSAttributedStringKey, id> *)attrs API_AVAILABLE(ios(7.0));
extension NSString {
  /// The size of the string drawn on one line with `attrs`: the stand-in measures like the
  /// system font, 0.6 of the size per character and a full size per CJK character, bold 5%
  /// wider.
  @available(iOS 7.0, *)
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    let font = attrs?[.font] as? UIFont ?? .systemFont(ofSize: 12)
    let width = (self as String).unicodeScalars.reduce(CGFloat(0)) { width, scalar in
      width + font.pointSize * (scalar.value >= 0x2E80 ? 1 : 0.6)
    }
    return CGSize(width: width * (font.standInIsBold ? 1.05 : 1), height: font.lineHeight)
  }
}

// UIKit/UIColor.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0), watchos(2.0)) NS_SWIFT_SENDABLE @interface UIColor : NSObject <NSSecureCoding, NSCopying>
/// A colour.
open class UIColor: NSObject, NSCopying, @unchecked Sendable {
  /// The components (stand-in only).
  public let standInComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

  // UIKit/UIColor.h: - (UIColor *)initWithRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha;
  /// A colour of components.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.standInComponents = (red, green, blue, alpha)
    self.standInProvider = nil
  }

  /// The same colour.
  public func copy(with zone: NSZone? = nil) -> Any {
    self
  }

  /// The provider of a dynamic colour (stand-in only).
  let standInProvider: (@Sendable (UITraitCollection) -> UIColor)?

  // UIKit/UIColor.h: + (UIColor *)colorWithDynamicProvider:(UIColor * (^)(UITraitCollection *traitCollection))dynamicProvider API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
  /// A colour that `dynamicProvider` resolves for each trait collection.
  @available(iOS 13.0, tvOS 13.0, *)
  public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
    self.standInProvider = dynamicProvider
    self.standInComponents = dynamicProvider(UITraitCollection()).standInComponents
  }

  // UIKit/UIColor.h: - (UIColor *)resolvedColorWithTraitCollection:(UITraitCollection *)traitCollection API_AVAILABLE(ios(13.0), tvos(13.0), watchos(6.0));
  /// The colour for `traitCollection`: a dynamic colour's shade, any other as it is.
  @available(iOS 13.0, tvOS 13.0, *)
  open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    self.standInProvider?(traitCollection) ?? self
  }

  // UIKit/UIColor.h: - (BOOL)getRed:(nullable CGFloat *)red green:(nullable CGFloat *)green blue:(nullable CGFloat *)blue alpha:(nullable CGFloat *)alpha API_AVAILABLE(ios(5.0));
  /// Writes the colour's components, as the current traits resolve a dynamic colour; `false`
  /// for a colour with none (a pattern, made with ``init(patternImage:)``).
  @available(iOS 5.0, *)
  open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    guard !self.standInIsPattern else {
      return false
    }
    red?.pointee = self.standInComponents.red
    green?.pointee = self.standInComponents.green
    blue?.pointee = self.standInComponents.blue
    alpha?.pointee = self.standInComponents.alpha
    return true
  }

  /// Whether the colour is a pattern (stand-in only).
  private var standInIsPattern = false

  // UIKit/UIColor.h: + (UIColor *)colorWithPatternImage:(UIImage *)image;
  /// A colour that tiles `image`: it has no red, green and blue.
  public convenience init(patternImage image: UIImage) {
    self.init(red: 0, green: 0, blue: 0, alpha: 1)
    self.standInIsPattern = true
  }

  // UIKit/UIColor.h: @property(class, nonatomic, readonly) UIColor *clearColor;
  /// No colour.
  open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }

  // UIKit/UIInterface.h: @property(class, nonatomic, readonly) UIColor *labelColor API_AVAILABLE(ios(13.0), tvos(13.0)) API_UNAVAILABLE(watchos);
  /// The colour of primary text.
  @available(iOS 13.0, tvOS 13.0, *)
  open class var label: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
}

// UIKit/UIImage.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_SENDABLE @interface UIImage : NSObject <NSSecureCoding>
/// An image.
open class UIImage: NSObject, @unchecked Sendable {
  /// The name it was loaded by (stand-in only).
  public let standInName: String

  /// The images the app's bundle holds, by name (stand-in only: a test adds its GIF frames).
  @MainActor public static var standInCatalog: [String: CGSize] = [:]

  /// The SF Symbols the stand-in knows (stand-in only).
  nonisolated static let standInSymbols: Set<String> = ["arrow.down", "arrow.left", "arrow.up"]

  // UIKit/UIImage.h: @property(nonatomic,readonly) CGSize size;
  /// The size, in points.
  open private(set) var size: CGSize

  init(name: String, size: CGSize) {
    self.standInName = name
    self.size = size
  }

  // UIKit/UIImage.h: + (nullable UIImage *)imageNamed:(NSString *)name;
  /// The image named `name` in the app's bundle, or `nil`.
  @MainActor
  public convenience init?(named name: String) {
    guard let size = Self.standInCatalog[name] else {
      return nil
    }
    self.init(name: name, size: size)
  }

  // UIKit/UIImage.h: + (nullable UIImage *)systemImageNamed:(NSString *)name API_AVAILABLE(ios(13.0),tvos(13.0),watchos(6.0));
  /// The SF Symbol named `name`, or `nil`.
  @available(iOS 13.0, tvOS 13.0, *)
  public convenience init?(systemName name: String) {
    guard Self.standInSymbols.contains(name) else {
      return nil
    }
    self.init(name: name, size: CGSize(width: 17, height: 20))
  }
}
// UIKit/UIInterface.h: typedef NS_ENUM(NSInteger, UIUserInterfaceStyle) API_AVAILABLE(tvos(10.0)) API_AVAILABLE(ios(12.0)) API_AVAILABLE(watchos(6.0))
/// Light or dark appearance.
public enum UIUserInterfaceStyle: Int, Sendable {
  /// Not set.
  case unspecified = 0
  /// Light.
  case light = 1
  /// Dark.
  case dark = 2
}

// UIKit/UITraitCollection.h: UIKIT_EXTERN API_AVAILABLE(ios(8.0)) NS_SWIFT_SENDABLE @interface UITraitCollection : NSObject <NSCopying, NSSecureCoding>
/// The traits of an environment.
open class UITraitCollection: NSObject, @unchecked Sendable {
  // UIKit/UITraitCollection.h: @property (nonatomic, readonly) UIUserInterfaceStyle userInterfaceStyle API_AVAILABLE(tvos(10.0)) API_AVAILABLE(ios(12.0)) API_AVAILABLE(watchos(6.0));
  /// Light or dark.
  public let userInterfaceStyle: UIUserInterfaceStyle

  // UIKit/UITraitCollection.h: @property (nonatomic, copy, readonly) UIContentSizeCategory preferredContentSizeCategory API_AVAILABLE(ios(10.0));
  /// The user's text size.
  @available(iOS 10.0, *)
  public let preferredContentSizeCategory: UIContentSizeCategory

  /// No traits set.
  public override init() {
    self.userInterfaceStyle = .unspecified
    self.preferredContentSizeCategory = .unspecified
  }

  // UIKit/UITraitCollection.h: + (UITraitCollection *)traitCollectionWithUserInterfaceStyle:(UIUserInterfaceStyle)userInterfaceStyle API_AVAILABLE(tvos(10.0)) API_AVAILABLE(ios(12.0)) API_AVAILABLE(watchos(6.0));
  /// Traits with `userInterfaceStyle`.
  public init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.userInterfaceStyle = userInterfaceStyle
    self.preferredContentSizeCategory = .unspecified
  }

  // UIKit/UITraitCollection.h: + (UITraitCollection *)traitCollectionWithPreferredContentSizeCategory:(UIContentSizeCategory)preferredContentSizeCategory API_AVAILABLE(ios(10.0));
  /// Traits with `preferredContentSizeCategory`.
  @available(iOS 10.0, *)
  public init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.userInterfaceStyle = .unspecified
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }
}

// UIKit/UIContentSizeCategory.h: typedef NSString * UIContentSizeCategory NS_TYPED_ENUM;
/// The user's preferred text size (Dynamic Type).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  /// The name.
  public let rawValue: String
  /// A category of a name.
  public init(rawValue: String) { self.rawValue = rawValue }

  // UIKit/UIContentSizeCategory.h: UIKIT_EXTERN UIContentSizeCategory const UIContentSizeCategoryUnspecified API_AVAILABLE(ios(10.0));
  /// No preference.
  public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
  // UIKit/UIContentSizeCategory.h: UIContentSizeCategoryExtraSmall … UIContentSizeCategoryExtraExtraExtraLarge
  /// Extra small.
  public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
  /// Small.
  public static let small = Self(rawValue: "UICTContentSizeCategoryS")
  /// Medium.
  public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
  /// Large, the default.
  public static let large = Self(rawValue: "UICTContentSizeCategoryL")
  /// Extra large.
  public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
  /// Extra extra large.
  public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
  /// Extra extra extra large.
  public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
  // UIKit/UIContentSizeCategory.h: // Accessibility sizes: UIContentSizeCategoryAccessibilityMedium … UIContentSizeCategoryAccessibilityExtraExtraExtraLarge
  /// The first accessibility size.
  public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// The second.
  public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// The third.
  public static let accessibilityExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// The fourth.
  public static let accessibilityExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// The fifth, the largest.
  public static let accessibilityExtraExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  // UIKit/UIContentSizeCategory.h: UIKIT_EXTERN NSNotificationName const UIContentSizeCategoryDidChangeNotification API_AVAILABLE(ios(7.0));
  /// "Notification is emitted when the user has changed the preferredContentSizeCategory for the
  /// system" (UIContentSizeCategory.h).
  public static let didChangeNotification = Notification.Name(
    "UIContentSizeCategoryDidChangeNotification")

  // UIKit/UIContentSizeCategory.h: UIKIT_EXTERN NSString *const UIContentSizeCategoryNewValueKey API_AVAILABLE(ios(7.0));
  /// The key of the notification's new category: "an NSString object that reflects the new
  /// value of the preferredContentSizeCategory property".
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
#endif
