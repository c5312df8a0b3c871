import Foundation

extension RefreshComponent {
  /// The scroll model this component is attached to: the same as ``scrollModel``.
  public var attachedScrollModel: ScrollModel? {
    self.scrollModel
  }

  /// The baseline inset the component's logic measures from: the scroll model's adjusted inset
  /// without this component's own share.
  ///
  /// MJRefresh's `scrollViewOriginalInset`.
  public var scrollViewOriginalInset: EdgeInsets {
    guard let scrollModel = self.scrollModel else {
      return .zero
    }
    return scrollModel.adjustedContentInset - (self.insetShare?.insets ?? .zero)
  }

  func observe(_ scrollModel: ScrollModel) {
    self.scrollTokens = [
      scrollModel.observe(\.contentOffset) { [weak self] _, change in
        // A refreshing component keeps following the offset even while hidden or disabled:
        // that is how a header holds its space.
        guard let self, self.isEnabled && !self.isHidden || self.state == .refreshing else {
          return
        }
        self.scrollViewContentOffsetDidChange(change)
      },
      scrollModel.observe(\.contentSize) { [weak self] _, change in
        guard let self, self.isEnabled else {
          return
        }
        self.scrollViewContentSizeDidChange(change)
      },
      scrollModel.observe(\.panState) { [weak self] _, change in
        guard let self, self.isEnabled, !self.isHidden else {
          return
        }
        self.scrollViewPanStateDidChange(change)
      },
      scrollModel.observe(\.isVisible) { [weak self] _, change in
        guard let self, change.newValue, self.state == .willRefresh else {
          return
        }
        self.setState(.refreshing, reason: .becameVisible)
      },
      scrollModel.observe(\.frame) { [weak self] _, _ in
        self?.placeSubviews()
      },
      scrollModel.observe(\.adjustedContentInset) { [weak self] _, _ in
        self?.placeSubviews()
      },
    ]
  }

  /// Runs ``localizationDidChange()`` if the strings changed since the component last took them.
  func localizeIfNeeded() {
    guard self.localizedRevision != self.config.revision else {
      return
    }
    self.localizedRevision = self.config.revision
    self.localizationDidChange()
  }

  /// Spans the scroll model's width, from its left inset, as MJRefresh's headers and footers do.
  func spanScrollModelWidth() {
    guard let scrollModel = self.scrollModel else {
      return
    }
    self.frame.origin.x = -scrollModel.adjustedContentInset.left
    self.frame.size.width = scrollModel.frame.width
  }
}
