public import Foundation

/// A headless label: the text, visibility and frame a component wants drawn.
///
/// The host observes it and draws a real label; frames are in the component's coordinates.
///
/// ```swift
/// let token = header.stateLabel.observe(\.text) { label, _ in
///   myLabel.text = label.text
/// }
/// ```
///
/// The style is MJRefresh's `mj_label`: bold system font of size 14, RGB(90, 90, 90) (the
/// ``RefreshColor/text`` role, lighter in dark mode), centered. The font follows the user's text
/// size like its ``textStyle``, and a text wider than its label then wraps.
@MainActor
public final class LabelModel: PartModel {
  let textStorage = Observable<String?>(nil)
  let textColorStorage = Observable(RefreshColor.text)
  /// Counts style changes no key path observes, for a host that redraws on change.
  let styleRevision = Observable(0)

  /// The font: MJRefresh's `stateLabel.font`.
  ///
  /// Defaults to ``RefreshFont/mjRefresh``, bold system 14 pt. A font with a
  /// ``RefreshFont/textStyle`` sets ``textStyle``. A non-finite or huge size is refused and a
  /// negative one clamped to zero, reported to ``Diagnostics``.
  public var font = RefreshFont.mjRefresh {
    didSet {
      self.font.size =
        GeometryCheck.checkedLength(self.font.size, "LabelModel.font.size", kept: oldValue.size)
        ?? oldValue.size
      if let style = self.font.textStyle {
        self.textStyle = style
      }
      self.forgetWidths()
      self.styleDidChange(self.font != oldValue)
    }
  }

  /// The font's size in points; defaults to 14, checked as ``font``'s is.
  public var fontSize: CGFloat {
    get { self.font.size }
    set { self.font.size = newValue }
  }

  /// How many lines the text may take: 1, or 0 for as many as it needs.
  public var numberOfLines = 1 {
    didSet { self.styleDidChange(self.numberOfLines != oldValue) }
  }

  /// The text style the font scales like; defaults to ``RefreshTextStyle/subheadline``.
  public var textStyle = RefreshTextStyle.subheadline {
    didSet { self.styleDidChange(self.textStyle != oldValue) }
  }

  /// How much the user's text size scales ``fontSize``: 1 at the default size.
  ///
  /// The owning component sets it from ``RefreshConfig/textScale(for:)``; a non-finite or negative
  /// scale is refused.
  public var textScale: CGFloat = 1 {
    didSet {
      if !self.textScale.isFinite || self.textScale < 0 {
        self.textScale = oldValue
      }
      if self.textScale != oldValue {
        self.forgetWidths()
        self.styleDidChange(true)
      }
    }
  }

  /// The size of the font drawn: ``fontSize`` at the user's text size.
  public var scaledFontSize: CGFloat {
    self.fontSize * self.textScale
  }

  /// The font drawn: ``font`` at ``scaledFontSize``.
  public var scaledFont: RefreshFont {
    self.font.withSize(self.scaledFontSize)
  }

  /// The height of one line of the text in ``scaledFont``.
  public var lineHeight: CGFloat {
    self.textMeasurer.lineHeight(font: self.scaledFont)
  }

  /// How many lines `text` takes wrapped in `width` points; `nil` or empty text takes none.
  ///
  /// Text breaks at spaces, and between characters of a word wider than a line (or of text with
  /// no spaces, as Chinese and Japanese are wrapped).
  public func lineCount(of text: String?, in width: CGFloat) -> Int {
    guard let text, !text.isEmpty else {
      return 0
    }
    let font = self.scaledFont
    guard width > 0, self.textMeasurer.width(of: text, font: font) > width else {
      return 1
    }
    var lines = 1
    var line: CGFloat = 0
    let space = self.textMeasurer.width(of: " ", font: font)
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let wordWidth = self.textMeasurer.width(of: String(word), font: font)
      let needed = line == 0 ? wordWidth : line + space + wordWidth
      if needed <= width {
        line = needed
        continue
      }
      if line > 0 {
        lines += 1
        line = 0
      }
      if wordWidth <= width {
        line = wordWidth
        continue
      }
      for character in word {
        let characterWidth = self.textMeasurer.width(of: String(character), font: font)
        if line > 0 && line + characterWidth > width {
          lines += 1
          line = 0
        }
        line += characterWidth
      }
    }
    return lines
  }

  /// What measures the text for ``textWidth``.
  public var textMeasurer: any TextMeasuring = ApproximateTextMeasurer() {
    didSet {
      self.forgetWidths()
    }
  }

  /// Cached: a label alternates between a few titles, and a drag can change it every frame.
  private var widths: [(text: String, width: CGFloat)] = []

  private static let widthsKept = 8

  /// Layout reads it every frame.
  private var currentWidth: CGFloat? = 0

  /// Creates an empty, visible label.
  public init() {
    super.init(frameSubject: "LabelModel.frame")
  }

  /// The text, or `nil` for none.
  public var text: String? {
    get { self.textStorage.value }
    set {
      if newValue != self.textStorage.value {
        self.currentWidth = Self.knownWidth(of: newValue, in: self.widths)
      }
      self.textStorage.value = newValue
    }
  }

  /// The text color.
  public var textColor: RefreshColor {
    get { self.textColorStorage.value }
    set { self.textColorStorage.value = newValue }
  }

  /// The width of the text on one line at ``scaledFontSize``; zero without text.
  ///
  /// The last few texts are measured once and kept until ``font``, ``textScale`` or
  /// ``textMeasurer`` changes; assign a measurer again to make new results take effect.
  public var textWidth: CGFloat {
    if let width = self.currentWidth {
      return width
    }
    let text = self.text ?? ""
    let width = text.isEmpty ? 0 : self.textMeasurer.width(of: text, font: self.scaledFont)
    self.currentWidth = width
    if self.widths.count >= Self.widthsKept {
      self.widths.removeFirst()
    }
    self.widths.append((text, width))
    return width
  }

  override func observeDrawnChanges(_ handler: @escaping () -> Void) -> [ObservationToken] {
    super.observeDrawnChanges(handler) + [self.styleRevision.observe { _ in handler() }]
  }

  private func styleDidChange(_ changed: Bool) {
    if changed {
      self.styleRevision.value &+= 1
    }
  }

  private func forgetWidths() {
    self.widths = []
    self.currentWidth = nil
  }

  /// `nonisolated` so its closure is too: a main-actor closure checks its executor per call.
  private nonisolated static func knownWidth(
    of text: String?, in widths: [(text: String, width: CGFloat)]
  ) -> CGFloat? {
    guard let text, !text.isEmpty else {
      return 0
    }
    return widths.first { $0.text == text }?.width
  }
}

extension LabelModel: @MainActor KeyPathObservable {
  /// The observable properties: `\.text`, `\.isHidden`, `\.frame` and `\.textColor`.
  public static let observableProperties: ObservableProperties<LabelModel> = .part(
    .property(\.text, storedIn: \.textStorage), .property(\.textColor, storedIn: \.textColorStorage)
  )
}
