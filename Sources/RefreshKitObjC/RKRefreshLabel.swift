#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// A component's label for Objective-C: MJRefresh's `stateLabel` and `lastUpdatedTimeLabel`,
/// a `UILabel` the app styles.
///
/// It is the handle of the engine's label (`LabelModel`), which the component lays out and
/// the binding draws: its `font`, `textColor`, `text` and `hidden` are the engine label's, so
/// that `header.stateLabel.textColor = UIColor.redColor` colours the drawn title and a hidden
/// label gives its room to the other one, as in MJRefresh. Its other `UILabel` properties are
/// its own and are not drawn; the drawn text is centred, as MJRefresh's labels are.
#if canImport(ObjectiveC)
@objc(RKRefreshLabel) @objcMembers
#endif
public final class RKRefreshLabel: UILabel {
  /// The engine's label.
  public let model: LabelModel

  /// Whether the init has finished: UIKit may set a label's defaults through its setters while
  /// it initialises one, which must not reach the engine's label.
  private var isReady = false

  /// The handle of `model`.
  ///
  /// - Parameter model: The engine's label.
  init(model: LabelModel) {
    self.model = model
    super.init(frame: .zero)
    self.isReady = true
  }

  /// Not supported: the component makes its labels.
  ///
  /// - Parameter coder: Not read.
  public required init?(coder: NSCoder) {
    nil
  }

  /// The text the label shows now; set, it shows until the state changes, as in MJRefresh.
  public override var text: String? {
    get { self.model.text }
    set {
      if self.isReady {
        self.model.text = newValue
      }
    }
  }

  /// The font: the system font of a size and weight, or a named face.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (UIKit imports it implicitly unwrapped: null_resettable)
  public override var font: UIFont! {
    get { self.model.font.uiFont }
    set {
      if self.isReady {
        self.model.font = newValue.map(RefreshFont.init) ?? .mjRefresh
      }
    }
  }

  /// The colour of the text; `nil` brings back the default, the text colour of the light or
  /// dark appearance. A colour with no red, green
  /// and blue (a pattern) is refused, reported to `Diagnostics`.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // (UIKit imports it implicitly unwrapped: null_resettable)
  public override var textColor: UIColor! {
    get { UIColor(self.model.textColor) }
    set {
      guard self.isReady else {
        return
      }
      guard let color = newValue else {
        self.model.textColor = .text
        return
      }
      guard let refreshColor = RefreshColor(color) else {
        Diagnostics.report(
          .valueOutOfRange, "RKRefreshLabel.textColor",
          "refused a colour with no red, green and blue components; kept the label's")
        return
      }
      self.model.textColor = refreshColor
    }
  }

  /// Whether the label is hidden: a hidden label is not drawn and gives its room to the other.
  public override var isHidden: Bool {
    get { self.model.isHidden }
    set {
      if self.isReady {
        self.model.isHidden = newValue
      }
    }
  }
}
#endif
