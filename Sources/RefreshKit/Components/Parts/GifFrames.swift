public import Foundation

/// A component that plays frame animations in an image view: ``GifHeader``, ``AutoGifFooter``
/// and ``BackGifFooter``.
///
/// A state that follows the pull shows frame `Int(count × pullingPercent)`; a looping state
/// plays its frames over and over, derived from the clock when drawn
/// (``AnimatedImageModel/displayedImage(at:)``). As in MJRefresh, the component grows to the
/// height of the first frame of each list set; it never shrinks.
@MainActor
public protocol GifAnimated: RefreshComponent {
  /// The image view and the frames it plays.
  var gifFrames: GifFrames { get }

  /// The gap between the frames and the label beside them: 20, as in MJRefresh.
  var labelLeftInset: CGFloat { get set }
}

extension GifAnimated {
  /// The image view the frames play in.
  public var gifView: AnimatedImageModel {
    self.gifFrames.view
  }

  /// Sets the frames of `state` (none when empty) and how long one loop lasts.
  ///
  /// A `nil` duration is 0.1 s per frame, as in MJRefresh; a negative or NaN one becomes zero,
  /// reported to ``Diagnostics``. Frames set for the current state show at once.
  @discardableResult
  public func setImages(
    _ images: [RefreshImage], duration: TimeInterval? = nil, for state: RefreshState
  ) -> Self {
    self.gifFrames.set(
      images, duration: duration, for: state, subject: "\(Self.self).setImages")
    return self
  }

  /// The frames of `state`, empty when none are set.
  public func images(for state: RefreshState) -> [RefreshImage] {
    self.gifFrames.images[state] ?? []
  }

  /// The length of one loop of `state`'s frames, in seconds; zero when none are set.
  public func imageDuration(for state: RefreshState) -> TimeInterval {
    self.gifFrames.durations[state] ?? 0
  }
}

/// A GIF component's image view and the frames it plays in each state.
@MainActor
public final class GifFrames {
  enum Playback {
    case followPull
    case loop
    case hide
  }

  /// The view the frames play in.
  public let view = AnimatedImageModel()

  fileprivate private(set) var images: [RefreshState: [RefreshImage]] = [:]
  fileprivate private(set) var durations: [RefreshState: TimeInterval] = [:]
  private let playback: [RefreshState: Playback]
  /// Whether some state hides the view, so the others must show it again.
  private let managesVisibility: Bool
  private unowned var owner: RefreshComponent?

  /// A state `playback` leaves out leaves the view as it is.
  init(playback: [RefreshState: Playback]) {
    self.playback = playback
    self.managesVisibility = playback.values.contains(.hide)
  }

  fileprivate func set(
    _ images: [RefreshImage], duration: TimeInterval?, for state: RefreshState, subject: String
  ) {
    self.images[state] = images.isEmpty ? nil : images
    self.durations[state] = TimeCheck.duration(
      duration ?? Double(images.count) * 0.1, subject)
    guard let owner = self.owner else {
      return
    }
    owner.grow(toFit: images.first?.size.height ?? 0)
    if owner.state == state {
      self.show(owner)
    }
  }

  private func show(_ owner: RefreshComponent) {
    let state = owner.state
    switch self.playback[state] {
    case .followPull:
      self.showFrame(of: state, percent: owner.pullingPercent)
    case .loop:
      guard let images = self.images[state] else {
        return
      }
      self.view.stopAnimating()
      if images.count == 1 {
        self.view.image = images[0]
      } else {
        self.view.startAnimating(
          images, duration: self.durations[state] ?? 0, at: owner.clock?.now ?? 0)
      }
    case .hide:
      self.view.stopAnimating()
      self.view.isHidden = true
      return
    case nil:
      return
    }
    if self.managesVisibility {
      self.view.isHidden = false
    }
  }

  private func showFrame(of state: RefreshState, percent: CGFloat) {
    self.view.stopAnimating()
    guard let images = self.images[state] else {
      return
    }
    let last = images.count - 1
    let index = Int(min(CGFloat(images.count) * max(percent, 0), CGFloat(last)))
    self.view.image = images[index]
  }
}

extension GifFrames: ComponentPart {
  var textAccessoryWidth: CGFloat {
    self.images.values.joined().map(\.size.width).max() ?? 0
  }

  var models: PresentationModels {
    PresentationModels(images: [self.view])
  }

  func adopted(by component: RefreshComponent) {
    self.owner = component
    (component as? any GifAnimated)?.labelLeftInset = RefreshMetrics.gifLabelLeftInset
    if self.managesVisibility {
      self.view.isHidden = self.playback[component.state] == .hide
    }
    self.show(component)
  }

  /// MJRefresh's layout: centered alone, else right-aligned left of the text (mirrored in RTL).
  func place(in component: RefreshComponent) {
    var frame = CGRect(origin: .zero, size: component.frame.size)
    if let end = component.accessoryEndBesideText {
      frame.size.width = max(end, 0)
      self.view.contentMode = component.isRightToLeft ? .left : .right
    } else {
      self.view.contentMode = .center
    }
    self.view.frame = component.mirrored(frame)
  }

  func stateDidChange(of component: RefreshComponent, from oldState: RefreshState) {
    self.show(component)
  }

  func pullDidChange(of component: RefreshComponent) {
    if self.playback[component.state] == .followPull {
      self.showFrame(of: component.state, percent: component.pullingPercent)
    }
  }
}
