public import Foundation

extension RefreshComponent {
  /// The current state.
  ///
  /// Observers of `\.state` are told after the component has reacted to the change (its titles,
  /// arrow and insets are up to date). When a reaction changes the state again, observers are
  /// told of both changes, in order, after both are complete. When an observer changes the state,
  /// every observer first hears the change being delivered, then the new one: each observer
  /// hears every change exactly once, in order.
  public var state: RefreshState {
    self.lifecycle.state
  }

  /// Whether the component is refreshing or waiting to: ``RefreshState/refreshing`` or
  /// ``RefreshState/willRefresh``.
  public var isRefreshing: Bool {
    self.state.isRefreshing
  }

  /// The component's state in GMPullToRefresh's terms: hidden, visible, triggered or loading.
  ///
  /// It follows ``state`` and ``pullingPercent``; observe those to follow it.
  public var pullPhase: PullPhase {
    switch self.state {
    case .refreshing, .willRefresh: .loading
    case .pulling: .triggered
    case .idle, .noMoreData: self.pullingPercent > 0 ? .visible : .hidden
    }
  }

  /// The opacity the host should draw the component with, 0 to 1.
  ///
  /// Setting it stops a running alpha animation.
  public var alpha: CGFloat {
    get {
      self.alphaStorage.value
    }
    set {
      self.alphaAnimator.stop()
      self.setAlpha(newValue)
    }
  }

  /// The component's frame in the content's coordinates, like a subview of the scroll view: a
  /// header sits above the content, at `y == -height`.
  public internal(set) var frame: CGRect {
    get {
      self.frameStorage.value
    }
    set {
      if let frame = GeometryCheck.checked(newValue, "RefreshComponent.frame", kept: self.frame) {
        self.frameStorage.value = frame
      }
    }
  }

  /// The component's height: 54 for headers, 44 for footers (MJRefresh's `mj_h`).
  ///
  /// Setting it lays the component out again. A negative height becomes zero and a non-finite
  /// one is refused, reported to ``Diagnostics``.
  public var height: CGFloat {
    get {
      self.frame.height
    }
    set {
      self.setLength(newValue, \.height, "RefreshComponent.height")
    }
  }

  /// The component's width: the scroll model's for headers and footers, 60 for trailers.
  ///
  /// Setting it lays the component out again. A negative width becomes zero and a non-finite
  /// one is refused, reported to ``Diagnostics``.
  public var width: CGFloat {
    get {
      self.frame.width
    }
    set {
      self.setLength(newValue, \.width, "RefreshComponent.width")
    }
  }

  /// The clock of the scroll model, or `nil` while detached.
  public var clock: (any AnimationClock)? {
    self.scrollModel?.clock
  }

  /// Sets both animation durations to zero, so that beginning and ending apply at once, with no
  /// frame in between; MJRefresh's `setAnimationDisabled()`.
  ///
  /// - Returns: The component, for chaining.
  @discardableResult
  public func setAnimationDisabled() -> Self {
    self.fastAnimationDuration = 0
    self.slowAnimationDuration = 0
    return self
  }

  /// Grows the component to `height` if it is shorter; it never shrinks, as MJRefresh's GIF
  /// components grow to the first frame of the list just set.
  func grow(toFit height: CGFloat) {
    if height > self.height {
      self.height = height
    }
  }

  /// Sets one dimension of the frame after checking it, then lays out again.
  private func setLength(
    _ value: CGFloat, _ dimension: WritableKeyPath<CGSize, CGFloat>, _ subject: String
  ) {
    guard
      let length = GeometryCheck.checkedLength(
        value, subject, kept: self.frame.size[keyPath: dimension])
    else {
      return
    }
    self.frame.size[keyPath: dimension] = length
    self.placeSubviews()
  }
}
