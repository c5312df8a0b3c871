#if canImport(UIKit) || os(Linux)  // the stand-in on Linux, for the tests; nothing on macOS

/// MJRefresh's `MJRefreshGifHeader` for Objective-C: frames for each state beside the labels.
#if canImport(ObjectiveC)
@objc(RKRefreshGifHeader) @objcMembers
#endif
public class RKRefreshGifHeader: RKRefreshStateHeader {
  override class func makeComponent() -> RefreshComponent {
    GifHeader()
  }

  /// Sets the frames of `state`, played over 0.1 s each: MJRefresh's `setImages:forState:`.
  ///
  /// - Parameters:
  ///   - images: The frames; idle and pulling show the frame of the pull, refreshing loops.
  ///   - state: The state.
  /// - Returns: The header, for chaining.
  @discardableResult
  public func setImages(_ images: [UIImage], forState state: RKRefreshState) -> Self {
    self.setFrames(images, duration: nil, for: state)
    return self
  }

  /// Sets the frames of `state`, one loop lasting `duration`: MJRefresh's
  /// `setImages:duration:forState:`.
  ///
  /// - Parameters:
  ///   - images: The frames.
  ///   - duration: The length of one loop, in seconds.
  ///   - state: The state.
  /// - Returns: The header, for chaining.
  @discardableResult
  public func setImages(
    _ images: [UIImage], duration: TimeInterval, forState state: RKRefreshState
  ) -> Self {
    self.setFrames(images, duration: duration, for: state)
    return self
  }
}
#endif
