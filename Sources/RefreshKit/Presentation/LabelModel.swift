public import Foundation

/// A headless label: the text, visibility and frame a component wants drawn.
///
/// Components own their labels and update them as their state changes; the host observes them
/// and draws real labels. Frames are in the component's own coordinates.
///
/// ```swift
/// let token = header.stateLabel.observe(\.text) { label, _ in
///   myLabel.text = label.text
/// }
/// ```
///
/// The style is MJRefresh's `mj_label`: bold system font of size 14, RGB(90, 90, 90) (the
/// ``RefreshColor/text`` role, lighter in dark mode), centered.
@MainActor
public final class LabelModel {
  let textStorage = Observable<String?>(nil)
  let isHiddenStorage = Observable(false)
  let frameStorage = Observable(CGRect.zero)
  let textColorStorage = Observable(RefreshColor.text)

  /// The font size in points (bold system font).
  ///
  /// Defaults to 14. A non-finite or huge size is refused and a negative one clamped to zero,
  /// reported to ``Diagnostics``.
  public var fontSize: CGFloat = 14 {
    didSet {
      self.fontSize =
        GeometryCheck.checkedLength(self.fontSize, "LabelModel.fontSize", kept: oldValue)
        ?? oldValue
      self.forgetWidths()
    }
  }

  /// How many lines the text may take: 1, or 0 for as many as it needs (the trailer's label
  /// runs one character per line).
  public var numberOfLines = 1

  /// What measures the text for ``textWidth``.
  public var textMeasurer: any TextMeasuring = ApproximateTextMeasurer() {
    didSet {
      self.forgetWidths()
    }
  }

  /// The widths of the last texts measured with the current font size and measurer: a label
  /// goes back and forth between a few titles, and a drag across a trigger changes it every frame.
  private var widths: [(text: String, width: CGFloat)] = []

  /// How many texts ``widths`` keeps.
  private static let widthsKept = 8

  /// The width of the current text, once known: what layout reads at every frame.
  private var currentWidth: CGFloat? = 0

  /// Creates an empty, visible label.
  public init() {}

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

  /// Whether the label is hidden.
  ///
  /// A hidden label takes no part in layout.
  public var isHidden: Bool {
    get { self.isHiddenStorage.value }
    set { self.isHiddenStorage.value = newValue }
  }

  /// The label's frame in the component's coordinates.
  public var frame: CGRect {
    get { self.frameStorage.value }
    set { GeometryCheck.store(newValue, in: self.frameStorage, "LabelModel.frame") }
  }

  /// The text color.
  public var textColor: RefreshColor {
    get { self.textColorStorage.value }
    set { self.textColorStorage.value = newValue }
  }

  /// The width of the text on one line, as ``textMeasurer`` measures it; zero without text.
  ///
  /// Layout asks for it on every frame of an animation, so each of the last few texts is
  /// measured once and kept until ``fontSize`` or ``textMeasurer`` changes. A measurer whose
  /// results change for the same text is assigned again to take effect.
  public var textWidth: CGFloat {
    if let width = self.currentWidth {
      return width
    }
    let text = self.text ?? ""
    let width = text.isEmpty ? 0 : self.textMeasurer.width(of: text, fontSize: self.fontSize)
    self.currentWidth = width
    if self.widths.count >= Self.widthsKept {
      self.widths.removeFirst()
    }
    self.widths.append((text, width))
    return width
  }

  /// Forgets every width measured, after the font or the measurer changed.
  private func forgetWidths() {
    self.widths = []
    self.currentWidth = nil
  }

  /// The width of `text` if it is known: zero without text, or as measured before.
  private static func knownWidth(
    of text: String?, in widths: [(text: String, width: CGFloat)]
  ) -> CGFloat? {
    guard let text, !text.isEmpty else {
      return 0
    }
    return widths.first { $0.text == text }?.width
  }
}

extension LabelModel: @MainActor KeyPathObservable {
  /// Returns the observable behind `\.text`, `\.isHidden`, `\.frame` or `\.textColor`.
  ///
  /// - Parameter keyPath: The property.
  /// - Returns: Its observable storage, or `nil` when the property is not observable.
  public func observableStorage(for keyPath: AnyKeyPath) -> AnyObject? {
    switch keyPath {
    case \LabelModel.text: self.textStorage
    case \LabelModel.isHidden: self.isHiddenStorage
    case \LabelModel.frame: self.frameStorage
    case \LabelModel.textColor: self.textColorStorage
    default: nil
    }
  }
}
