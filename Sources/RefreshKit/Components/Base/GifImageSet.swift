import Foundation

/// The frames and loop durations a GIF component keeps per state, and how they play.
struct GifImageSet {
  private var images: [RefreshState: [RefreshImage]] = [:]
  private var durations: [RefreshState: TimeInterval] = [:]

  /// Sets the frames of `state`; `nil` duration means 0.1 s per frame, as in MJRefresh.
  ///
  /// - Returns: The height the component needs for them: MJRefresh's, the first frame's.
  @discardableResult
  mutating func set(
    _ images: [RefreshImage], duration: TimeInterval?, for state: RefreshState, subject: String
  ) -> CGFloat {
    self.images[state] = images.isEmpty ? nil : images
    let duration = duration ?? Double(images.count) * 0.1
    self.durations[state] = TimeCheck.duration(duration, subject)
    return images.first?.size.height ?? 0
  }

  func images(for state: RefreshState) -> [RefreshImage] {
    self.images[state] ?? []
  }

  func duration(for state: RefreshState) -> TimeInterval {
    self.durations[state] ?? 0
  }

  /// Plays the frames of `state` on `view`: one frame still, several in a loop from `time`.
  ///
  /// Returns `false`, changing nothing, when `state` has no frames.
  @MainActor
  @discardableResult
  func play(_ state: RefreshState, on view: AnimatedImageModel, at time: TimeInterval) -> Bool {
    guard let images = self.images[state] else {
      return false
    }
    view.stopAnimating()
    if images.count == 1 {
      view.image = images[0]
    } else {
      view.startAnimating(images, duration: self.duration(for: state), at: time)
    }
    return true
  }

  /// Shows the frame of `state` that matches `percent`: `Int(count × percent)`, at most the last.
  @MainActor
  func showFrame(of state: RefreshState, percent: CGFloat, on view: AnimatedImageModel) {
    guard let images = self.images[state] else {
      return
    }
    view.stopAnimating()
    let last = images.count - 1
    let index = Int(min(CGFloat(images.count) * max(percent, 0), CGFloat(last)))
    view.image = images[index]
  }
}
