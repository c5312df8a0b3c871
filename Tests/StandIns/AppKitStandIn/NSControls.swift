// AppKit's label, image view and spinner, fonts, colours and images.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

// AppKit/NSControl.h: @interface NSControl : NSView
/// A control.
@MainActor
open class NSControl: NSView {
  // AppKit/NSControl.h: typedef NS_ENUM(NSUInteger, NSControlSize) (apinotes: NSControl.ControlSize)
  /// How large a control draws.
  public enum ControlSize: UInt, Sendable {
    /// The default.
    case regular = 0
    /// Small.
    case small = 1
    /// The smallest.
    case mini = 2
    /// Large (macOS 11).
    case large = 3
  }

  // AppKit/NSControl.h: @property (copy) NSString *stringValue;
  /// The text.
  open var stringValue = "" {
    didSet { self.standInCountWrite() }
  }
  // AppKit/NSControl.h: @property (nullable, copy) NSFont *font;
  /// The font.
  open var font: NSFont? {
    didSet { self.standInCountWrite() }
  }
  // AppKit/NSControl.h: @property NSTextAlignment alignment;
  /// The alignment.
  open var alignment = NSTextAlignment.natural {
    didSet { self.standInCountWrite() }
  }
  // AppKit/NSControl.h: @property NSLineBreakMode lineBreakMode API_AVAILABLE(macos(10.10));
  /// How text that does not fit breaks: wrapping or not, truncated or clipped.
  @available(macOS 10.10, *)
  open var lineBreakMode = NSLineBreakMode.byWordWrapping {
    didSet { self.standInCountWrite() }
  }

  /// Whether the text wraps onto more lines (stand-in only).
  ///
  /// NSCell's `wraps`: "Setting the value of this property to true is equivalent to setting the
  /// lineBreakMode property to NSLineBreakByWordWrapping"; character wrapping wraps too, the
  /// other modes keep one line.
  public var standInWraps: Bool {
    self.lineBreakMode == .byWordWrapping || self.lineBreakMode == .byCharWrapping
  }
}

// AppKit/NSParagraphStyle.h: typedef NS_ENUM(NSUInteger, NSLineBreakMode) {
// NSLineBreakByWordWrapping = 0, NSLineBreakByCharWrapping, NSLineBreakByClipping,
// NSLineBreakByTruncatingHead, NSLineBreakByTruncatingTail, NSLineBreakByTruncatingMiddle }
/// How a line of text that does not fit breaks.
public enum NSLineBreakMode: UInt, @unchecked Sendable {
  case byWordWrapping = 0
  case byCharWrapping = 1
  case byClipping = 2
  case byTruncatingHead = 3
  case byTruncatingTail = 4
  case byTruncatingMiddle = 5
}

// AppKit/NSText.h: typedef NS_ENUM(NSInteger, NSTextAlignment)
/// Text alignment (case names only: the raw values differ by architecture).
public enum NSTextAlignment: Int, @unchecked Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

// AppKit/NSTextField.h: @interface NSTextField : NSControl
/// A text field; a label when not editable.
@MainActor
open class NSTextField: NSControl {
  // AppKit/NSTextField.h: + (instancetype)labelWithString:(NSString *)stringValue API_AVAILABLE(macos(10.12));
  // "Creates a non-wrapping, non-editable, non-selectable text field": it clips its one line.
  /// A label showing `stringValue`.
  @available(macOS 10.12, *)
  public convenience init(labelWithString stringValue: String) {
    self.init(frame: .zero)
    self.stringValue = stringValue
    self.isEditable = false
    self.isBezeled = false
    self.drawsBackground = false
    self.lineBreakMode = .byClipping
  }

  // AppKit/NSTextField.h: @property (nullable, copy) NSColor *textColor;
  /// The colour of the text.
  open var textColor: NSColor? {
    didSet { self.standInCountWrite() }
  }
  // AppKit/NSTextField.h: @property (getter=isBezeled) BOOL bezeled;
  /// Whether it has a bezel.
  open var isBezeled = true
  // AppKit/NSTextField.h: @property BOOL drawsBackground;
  /// Whether it fills its background.
  open var drawsBackground = true
  // AppKit/NSTextField.h: @property (getter=isEditable) BOOL editable;
  /// Whether it can be edited.
  open var isEditable = true
  // AppKit/NSTextField.h: @property NSInteger maximumNumberOfLines API_AVAILABLE(macos(10.11));
  /// The number of lines, 0 for as many as needed.
  @available(macOS 10.11, *)
  open var maximumNumberOfLines = 0 {
    didSet { self.standInCountWrite() }
  }

  // AppKit/NSControl.h: @property (nullable, strong) __kindof NSCell *cell;
  /// The cell that draws the text.
  open var cell: NSCell? {
    NSTextFieldCell(field: self)
  }

  /// The lines the text takes in `width`: one unless the field wraps, then as many as the
  /// stand-in's measure needs, at most ``maximumNumberOfLines`` (stand-in only).
  func standInLineCount(in width: CGFloat) -> Int {
    let font = self.font ?? .systemFont(ofSize: 13)
    let textWidth = (self.stringValue as NSString).size(withAttributes: [.font: font]).width
    guard self.standInWraps, width > 0, textWidth > width else {
      return 1
    }
    let lines = Int((textWidth / width).rounded(.up))
    return self.maximumNumberOfLines > 0 ? min(lines, self.maximumNumberOfLines) : lines
  }

  /// Where the text is drawn (stand-in only): NSTextFieldCell draws it from the top of the
  /// field's frame, where a `UILabel` centres it; as tall as its lines, in a flipped superview.
  public var standInTextRect: NSRect {
    let height =
      self.cell?.cellSize(forBounds: NSRect(origin: .zero, size: self.frame.size))
      .height ?? 0
    return NSRect(
      x: self.frame.minX, y: self.frame.minY, width: self.frame.width,
      height: min(height, self.frame.height))
  }
}

// AppKit/NSCell.h: @interface NSCell : NSObject <NSCopying, NSCoding, NSUserInterfaceItemIdentification, NSAccessibilityElement, NSAccessibility>
/// What draws a control's content.
@MainActor
open class NSCell: NSObject {
  // AppKit/NSCell.h: - (NSSize)cellSizeForBounds:(NSRect)rect;
  /// The size the content needs, kept within `rect`'s width.
  open func cellSize(forBounds rect: NSRect) -> NSSize {
    .zero
  }
}

// AppKit/NSTextFieldCell.h: @interface NSTextFieldCell : NSActionCell
/// The cell of a text field: its text's lines, each as tall as the font's line (stand-in: 1.2 of
/// the size).
@MainActor
final class NSTextFieldCell: NSCell {
  private weak var field: NSTextField?

  init(field: NSTextField) {
    self.field = field
  }

  override func cellSize(forBounds rect: NSRect) -> NSSize {
    guard let field = self.field else {
      return .zero
    }
    let font = field.font ?? .systemFont(ofSize: 13)
    let lines = CGFloat(field.standInLineCount(in: rect.width))
    let width = (field.stringValue as NSString).size(withAttributes: [.font: font]).width
    return NSSize(width: min(width, rect.width), height: lines * font.pointSize * 1.2)
  }
}

// AppKit/NSImageView.h: @interface NSImageView : NSControl
/// An image view.
@MainActor
open class NSImageView: NSControl {
  // AppKit/NSImageCell.h: typedef NS_ENUM(NSUInteger, NSImageScaling) API_AVAILABLE(macos(10.5))
  // AppKit/NSImageView.h: + (instancetype)imageViewWithImage:(NSImage *)image API_AVAILABLE(macos(10.12));
  /// A view showing `image`.
  @available(macOS 10.12, *)
  public convenience init(image: NSImage) {
    self.init(frame: NSRect(origin: .zero, size: image.size))
    self.image = image
  }

  // AppKit/NSImageView.h: @property (nullable, strong) NSImage *image;
  /// The image.
  open var image: NSImage? {
    didSet { self.standInCountWrite() }
  }
  // AppKit/NSImageView.h: @property NSImageScaling imageScaling;
  /// How the image scales.
  open var imageScaling = NSImageScaling.scaleProportionallyDown {
    didSet { self.standInCountWrite() }
  }
  // AppKit/NSImageView.h: @property NSImageAlignment imageAlignment;
  // (documentation: "The default value of this property is NSImageAlignment.alignCenter.")
  /// Where the image sits in the view.
  open var imageAlignment = NSImageAlignment.alignCenter {
    didSet { self.standInCountWrite() }
  }
  // AppKit/NSImageView.h: @property (nullable, copy) NSColor *contentTintColor API_AVAILABLE(macos(10.14));
  /// The colour template images (SF Symbols among them) are drawn in; `nil` for the default.
  @available(macOS 10.14, *)
  open var contentTintColor: NSColor? {
    didSet { self.standInCountWrite() }
  }
}

// AppKit/NSImageCell.h: typedef NS_ENUM(NSUInteger, NSImageAlignment) { NSImageAlignCenter = 0,
// NSImageAlignTop, NSImageAlignTopLeft, NSImageAlignTopRight, NSImageAlignLeft, NSImageAlignBottom,
// NSImageAlignBottomLeft, NSImageAlignBottomRight, NSImageAlignRight };
/// Where an image sits in its view.
public enum NSImageAlignment: UInt, @unchecked Sendable {
  case alignCenter = 0
  case alignTop = 1
  case alignTopLeft = 2
  case alignTopRight = 3
  case alignLeft = 4
  case alignBottom = 5
  case alignBottomLeft = 6
  case alignBottomRight = 7
  case alignRight = 8
}

// AppKit/NSImageCell.h: typedef NS_ENUM(NSUInteger, NSImageScaling) API_AVAILABLE(macos(10.5))
/// How an image scales in its view.
@available(macOS 10.5, *)
public enum NSImageScaling: UInt, @unchecked Sendable {
  case scaleProportionallyDown = 0
  case scaleAxesIndependently = 1
  case scaleNone = 2
  case
    scaleProportionallyUpOrDown = 3
}

// AppKit/NSProgressIndicator.h: @interface NSProgressIndicator : NSView <NSAccessibilityProgressIndicator>
/// A progress bar or spinner.
@MainActor
open class NSProgressIndicator: NSView {
  // AppKit/NSProgressIndicator.h: typedef NS_ENUM(NSUInteger, NSProgressIndicatorStyle) (apinotes: NSProgressIndicator.Style)
  /// A bar or a spinner.
  public enum Style: UInt, @unchecked Sendable {
    case bar = 0
    case spinning = 1
  }

  // AppKit/NSProgressIndicator.h: @property NSProgressIndicatorStyle style;
  /// The style.
  open var style = Style.bar
  // AppKit/NSProgressIndicator.h: @property NSControlSize controlSize;
  /// The size: 32 points regular, 16 small.
  open var controlSize = NSControl.ControlSize.regular
  // AppKit/NSProgressIndicator.h: @property (getter=isIndeterminate) BOOL indeterminate;
  /// Whether it shows no amount.
  open var isIndeterminate = true
  // AppKit/NSProgressIndicator.h: @property (getter=isDisplayedWhenStopped) BOOL displayedWhenStopped;
  /// Whether it shows while stopped.
  open var isDisplayedWhenStopped = true
  /// Whether it turns (stand-in only: AppKit tells no one).
  public private(set) var standInIsAnimating = false
  // AppKit/NSProgressIndicator.h: - (void)startAnimation:(nullable id)sender;
  /// Starts turning.
  open func startAnimation(_ sender: Any?) {
    self.standInIsAnimating = true
    self.standInCountWrite()
  }
  // AppKit/NSProgressIndicator.h: - (void)stopAnimation:(nullable id)sender;
  /// Stops turning.
  open func stopAnimation(_ sender: Any?) {
    self.standInIsAnimating = false
    self.standInCountWrite()
  }
}

// AppKit/NSFont.h: @interface NSFont : NSObject <NSCopying, NSSecureCoding>
/// A font.
open class NSFont: NSObject, @unchecked Sendable {
  // AppKit/NSFont.h: @property (readonly) CGFloat pointSize;
  /// The size.
  open private(set) var pointSize: CGFloat
  /// Whether it is bold (stand-in only).
  public let standInIsBold: Bool

  init(pointSize: CGFloat, bold: Bool) {
    self.pointSize = pointSize
    self.standInIsBold = bold
  }

  // AppKit/NSFontDescriptor.h: UIKIT_EXTERN const NSFontWeight NSFontWeightUltraLight ... NSFontWeightBlack API_AVAILABLE(ios(8.2)); (apinotes: NSFont.Weight)
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

  // AppKit/NSFont.h: + (NSFont *)systemFontOfSize:(CGFloat)fontSize weight:(NSFontWeight)weight;
  /// The system font of a weight.
  open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> NSFont {
    let font = NSFont(pointSize: fontSize, bold: weight.rawValue >= Weight.semibold.rawValue)
    font.standInWeight = weight
    return font
  }

  // AppKit/NSFont.h: + (nullable NSFont *)fontWithName:(NSString *)fontName size:(CGFloat)fontSize;
  /// The font of a name, or `nil` for an empty name (the stand-in knows every other name).
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    guard !fontName.isEmpty else {
      return nil
    }
    self.init(pointSize: fontSize, bold: false)
    self.standInName = fontName
  }

  // AppKit/NSFont.h: + (NSFont *)systemFontOfSize:(CGFloat)fontSize;
  /// The system font.
  open class func systemFont(ofSize fontSize: CGFloat) -> NSFont {
    NSFont(pointSize: fontSize, bold: false)
  }

  // AppKit/NSFont.h: + (NSFont *)boldSystemFontOfSize:(CGFloat)fontSize;
  /// The bold system font.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> NSFont {
    NSFont(pointSize: fontSize, bold: true)
  }
}

// AppKit/NSAttributedString.h: APPKIT_EXTERN NSAttributedStringKey NSFontAttributeName; (apinotes: font)
extension NSAttributedString.Key {
  /// The font of the text.
  public static let font = NSAttributedString.Key("NSFont")
}

// AppKit/NSStringDrawing.h: - (NSSize)sizeWithAttributes:(nullable NSDictionary<NSAttributedStringKey, id> *)attrs API_AVAILABLE(macos(10.0));
extension NSString {
  /// The size of the string on one line with `attrs`: the stand-in measures 0.6 of the size per
  /// character, a full size per CJK character, bold 5% wider.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> NSSize {
    let font = attrs?[.font] as? NSFont ?? .systemFont(ofSize: 13)
    let width = (self as String).unicodeScalars.reduce(CGFloat(0)) { width, scalar in
      width + font.pointSize * (scalar.value >= 0x2E80 ? 1 : 0.6)
    }
    return NSSize(width: width * (font.standInIsBold ? 1.05 : 1), height: font.pointSize * 1.2)
  }
}

// AppKit/NSColor.h: @interface NSColor : NSObject <NSCopying, NSSecureCoding, NSPasteboardReading, NSPasteboardWriting>
/// A colour.
open class NSColor: NSObject, @unchecked Sendable {
  /// The components (stand-in only).
  public let standInComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

  // AppKit/NSColor.h: + (NSColor *)colorWithSRGBRed:(CGFloat)red green:(CGFloat)green blue:(CGFloat)blue alpha:(CGFloat)alpha API_AVAILABLE(macos(10.7));
  /// A colour in sRGB.
  @available(macOS 10.7, *)
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.standInComponents = (red, green, blue, alpha)
    self.standInProvider = nil
  }

  /// The provider of a dynamic colour (stand-in only).
  let standInProvider: (@Sendable (NSAppearance) -> NSColor)?

  // AppKit/NSColor.h: + (NSColor *)colorWithName:(nullable NSColorName)colorName dynamicProvider:(NSColor * (^)(NSAppearance *appearance))dynamicProvider API_AVAILABLE(macos(10.15));
  /// A colour that `dynamicProvider` resolves for each appearance.
  @available(macOS 10.15, *)
  public init(
    name colorName: String?, dynamicProvider: @escaping @Sendable (NSAppearance) -> NSColor
  ) {
    self.standInProvider = dynamicProvider
    self.standInComponents = dynamicProvider(NSAppearance(standInNamed: .aqua)).standInComponents
  }

  /// The colour in `appearance`, as AppKit resolves it while drawing (stand-in only).
  public func standInResolved(in appearance: NSAppearance) -> NSColor {
    self.standInProvider?(appearance) ?? self
  }

  // AppKit/NSColor.h: @property (class, strong, readonly) NSColor *labelColor API_AVAILABLE(macos(10.10));
  /// The colour of primary text.
  @available(macOS 10.10, *)
  open class var labelColor: NSColor { NSColor(srgbRed: 0, green: 0, blue: 0, alpha: 0.85) }
}

// AppKit/NSImage.h: @interface NSImage : NSObject <NSCopying, NSSecureCoding, NSPasteboardReading, NSPasteboardWriting>
/// An image.
open class NSImage: NSObject, @unchecked Sendable {
  // AppKit/NSImage.h: typedef NSString * NSImageName NS_SWIFT_BRIDGED_TYPEDEF;
  /// An image's name.
  public typealias Name = String

  /// The name it was loaded by (stand-in only).
  public let standInName: String
  /// The app's images, by name (stand-in only).
  nonisolated(unsafe) public static var standInCatalog: [String: NSSize] = [:]

  // AppKit/NSImage.h: @property NSSize size;
  /// The size.
  open var size: NSSize

  init(name: String, size: NSSize) {
    self.standInName = name
    self.size = size
  }

  // AppKit/NSImage.h: + (nullable NSImage *)imageNamed:(NSImageName)name;
  /// The image named `name`, or `nil`.
  public convenience init?(named name: NSImage.Name) {
    guard let size = Self.standInCatalog[name] else {
      return nil
    }
    self.init(name: name, size: size)
  }

  // AppKit/NSImage.h: + (nullable instancetype)imageWithSystemSymbolName:(NSString *)symbolName accessibilityDescription:(nullable NSString *)description API_AVAILABLE(macos(11.0));
  /// The SF Symbol named `symbolName`.
  @available(macOS 11.0, *)
  public convenience init?(
    systemSymbolName symbolName: String, accessibilityDescription description: String?
  ) {
    self.init(name: symbolName, size: NSSize(width: 15, height: 17))
  }
}
// AppKit/NSAppearance.h: API_AVAILABLE(macos(10.9)) @interface NSAppearance : NSObject <NSSecureCoding>
/// A look of the interface: light (aqua) or dark.
open class NSAppearance: NSObject, @unchecked Sendable {
  // AppKit/NSAppearance.h: typedef NSString * NSAppearanceName NS_SWIFT_BRIDGED_TYPEDEF;
  /// The name of an appearance.
  public struct Name: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A name.
    public init(rawValue: String) { self.rawValue = rawValue }
    // AppKit/NSAppearance.h: APPKIT_EXTERN NSAppearanceName const NSAppearanceNameAqua API_AVAILABLE(macos(10.9));
    /// The light appearance.
    public static let aqua = Name(rawValue: "NSAppearanceNameAqua")
    // AppKit/NSAppearance.h: APPKIT_EXTERN NSAppearanceName const NSAppearanceNameDarkAqua API_AVAILABLE(macos(10.14));
    /// The dark appearance.
    public static let darkAqua = Name(rawValue: "NSAppearanceNameDarkAqua")
  }

  // AppKit/NSAppearance.h: @property (readonly, copy) NSAppearanceName name API_AVAILABLE(macos(10.9));
  /// Its name.
  public let name: Name

  // AppKit/NSAppearance.h: + (nullable NSAppearance *)appearanceNamed:(NSAppearanceName)name;
  /// The appearance named `name`.
  public convenience init?(named name: Name) {
    self.init(standInNamed: name)
  }

  /// The appearance named `name`, which the stand-in always has (stand-in only).
  public init(standInNamed name: Name) {
    self.name = name
  }

  // AppKit/NSAppearance.h: - (nullable NSAppearanceName)bestMatchFromAppearancesWithNames:(NSArray<NSAppearanceName> *)appearances API_AVAILABLE(macos(10.14));
  /// The first of `appearances` that matches this one.
  public func bestMatch(from appearances: [Name]) -> Name? {
    appearances.first { $0 == self.name }
  }
}
#endif
