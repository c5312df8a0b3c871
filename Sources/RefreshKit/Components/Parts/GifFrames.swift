public import Foundation

/// A component that plays frame animations in an image view: ``GifHeader``, ``AutoGifFooter``
/// and ``BackGifFooter``.
///
/// ```swift
/// header.setImages(idleFrames, for: .idle)            // 60 frames follow the pull
/// header.setImages(loadingFrames, for: .pulling)      // 3 frames loop, 0.1 s each
/// header.setImages(loadingFrames, duration: 0.5, for: .refreshing)
/// ```
///
/// Which states play is each component's (``GifFrames``): a state that follows the pull shows
/// the frame `Int(count × pullingPercent)`, at most the last; a looping state plays its frames
/// over and over, one frame alone standing still. The loops schedule nothing: ``gifView`` derives
/// the frame from the clock's time when the host draws it
/// (``AnimatedImageModel/displayedImage(at:)``). As in MJRefresh, the component grows to the
/// height of the first frame of each list set, when that is taller; it never shrinks.
@MainActor
public protocol GifAnimated: RefreshComponent {
  /// The image view and the frames it plays: what ``setImages(_:duration:for:)`` works on.
  var gifFrames: GifFrames { get }

  /// The gap between the frames and the label beside them: 20 once the frames are adopted, as
  /// in MJRefresh's GIF components.
  var labelLeftInset: CGFloat { get set }
}

extension GifAnimated {
  /// The image view the frames play in.
  public var gifView: AnimatedImageModel {
    self.gifFrames.view
  }

  /// Sets the frames of `state` and how long one loop lasts; frames set for the current state
  /// show at once.
  ///
  /// - Parameters:
  ///   - images: The frames. An empty list removes them.
  ///   - duration: The length of one loop; `nil` for 0.1 s per frame, as in MJRefresh. A negative
  ///     or NaN duration becomes zero, reported to ``Diagnostics``.
  ///   - state: The state they are for; the component's documentation says which states play.
  /// - Returns: The component, for chaining.
  @discardableResult
  public func setImages(
    _ images: [RefreshImage], duration: TimeInterval? = nil, for state: RefreshState
  ) -> Self {
    self.gifFrames.set(
      images, duration: duration, for: state, subject: "\(Self.self).setImages")
    return self
  }

  /// The frames of `state`.
  ///
  /// - Parameter state: The state.
  /// - Returns: The frames, empty when none are set.
  public func images(for state: RefreshState) -> [RefreshImage] {
    self.gifFrames.images[state] ?? []
  }

  /// The length of one loop of `state`'s frames, in seconds.
  ///
  /// - Parameter state: The state.
  /// - Returns: The duration, zero when no frames are set.
  public func imageDuration(for state: RefreshState) -> TimeInterval {
    self.gifFrames.durations[state] ?? 0
  }
}

/// A component's image view and the frames it plays in each state, by one table of what each
/// state does with them.
///
/// The three GIF components (``GifAnimated``) each own one; the rules of the frames live here
/// once.
@MainActor
public final class GifFrames {
  /// What a state does with the image view.
  enum Playback {
    /// Shows the frame that matches the pull.
    case followPull
    /// Loops the state's frames.
    case loop
    /// Stops and hides the view.
    case hide
  }

  /// The view the frames play in.
  public let view = AnimatedImageModel()

  fileprivate private(set) var images: [RefreshState: [RefreshImage]] = [:]
  fileprivate private(set) var durations: [RefreshState: TimeInterval] = [:]
  private let playback: [RefreshState: Playback]
  /// Whether the table hides the view in some state, and so shows it again in the others.
  private let managesVisibility: Bool
  private unowned var owner: RefreshComponent?

  /// Frames played by `playback`; a state the table leaves out leaves the view as it is.
  init(playback: [RefreshState: Playback]) {
    self.playback = playback
    self.managesVisibility = playback.values.contains(.hide)
  }

  /// Sets the frames of `state` (`nil` duration: 0.1 s per frame, as in MJRefresh), grows the
  /// owner to the first frame's height and shows them if `state` is the owner's.
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

  /// The width of the widest frame of any state.
  var widestImage: CGFloat {
    self.images.values.joined().map(\.size.width).max() ?? 0
  }

  /// Does what the owner's state does with the frames.
  private func show(_ owner: RefreshComponent) {
    let state = owner.state
    switch self.playback[state] {
    case .followPull:
      self.showFrame(of: state, percent: owner.pullingPercent)
      if self.managesVisibility {
        self.view.isHidden = false
      }
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
      if self.managesVisibility {
        self.view.isHidden = false
      }
    case .hide:
      self.view.stopAnimating()
      self.view.isHidden = true
    case nil:
      break
    }
  }

  /// Shows the frame of `state` that matches `percent`: `Int(count × percent)`, at most the last.
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
  /// The widest frame's width.
  var textAccessoryWidth: CGFloat {
    self.widestImage
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

  /// Lays the view out over the component: centered when no text is beside it, otherwise
  /// right-aligned in the space left of the centered text, ``GifAnimated/labelLeftInset`` away
  /// from it (MJRefresh's layout); right to left, left-aligned in the space right of it.
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
