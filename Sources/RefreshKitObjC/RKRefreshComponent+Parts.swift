#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// What the face classes with a state label or GIF frames share: each class declares the
/// Objective-C members MJRefresh's class has (a member of a protocol extension cannot be one)
/// and calls these.
extension RKRefreshComponent {
  /// The engine's component with a state label.
  var titled: any StateTitled {
    self.engine((any StateTitled).self)
  }

  /// The engine's component with GIF frames.
  var animated: any GifAnimated {
    self.engine((any GifAnimated).self)
  }

  /// The handle of the state label.
  func makeStateLabel() -> RKRefreshLabel {
    RKRefreshLabel(model: self.titled.stateLabel)
  }

  /// Sets the title of `state`; `nil` brings back the localized one.
  func setStateTitle(_ title: String?, for state: RKRefreshState) {
    self.titled.setTitle(title, for: state.refreshState)
  }

  /// The gap between the label and what is beside it.
  var stateLabelLeftInset: CGFloat {
    get { self.titled.labelLeftInset }
    set { self.titled.labelLeftInset = newValue }
  }

  /// Sets the frames of `state`; `nil` for 0.1 s per frame.
  func setFrames(_ images: [UIImage], duration: TimeInterval?, for state: RKRefreshState) {
    self.animated.setImages(
      images.map { RefreshImage($0) }, duration: duration, for: state.refreshState)
  }
}
#endif
