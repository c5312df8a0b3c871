import Foundation

extension RefreshComponent {
  /// The scroll model this component is attached to: the same as ``scrollModel``.
  public var attachedScrollModel: ScrollModel? {
    self.scrollModel
  }

  /// The scroll model's adjusted inset without this component's own share: MJRefresh's
  /// `scrollViewOriginalInset`.
  public var scrollViewOriginalInset: EdgeInsets {
    self.insetShare?.baseline ?? .zero
  }

  /// Storage, not key paths: no weak reference, one closure call a delivery; the strong captures
  /// make no cycle, as detaching invalidates the tokens.
  func observe(_ scrollModel: ScrollModel) {
    self.observations.scroll = [
      scrollModel.contentOffsetStorage.observe { change in
        // Refreshing, it follows the offset even while disabled: that is how a header holds space.
        guard self.isEnabled && !self.isHidden || self.state == .refreshing else {
          return
        }
        self.scrollViewContentOffsetDidChange(change)
      },
      scrollModel.contentSizeStorage.observe { change in
        self.scrollViewContentSizeDidChange(change)
        self.measurePullAgain()
      },
      scrollModel.panStateStorage.observe { change in
        if change.newValue == .began {
          self.dragDidBegin()  // a drag session starts, whether or not the component follows it
        }
        guard self.isEnabled, !self.isHidden else {
          return
        }
        if change.newValue == .cancelled {
          self.letGo(.dragCancelled)  // a cancelled drag is not a release
        }
        self.scrollViewPanStateDidChange(change)
      },
      scrollModel.isDeceleratingStorage.observe { change in
        if !change.newValue {
          self.scrollModelDidComeToRest(
            caught: self.scrollModel?.isCatchingTheContent ?? false)
        }
      },
      scrollModel.isScrollAnimatingStorage.observe { change in
        if !change.newValue && change.oldValue == true {
          self.scrollModelDidComeToRest(caught: self.scrollModel?.isDragging ?? false)
        }
      },
      scrollModel.isVisibleStorage.observe { change in
        if change.newValue && change.oldValue == false {
          self.scrollModelDidBecomeVisible()
        }
      },
      scrollModel.frameStorage.observe { _ in
        self.placeSubviews()
        self.measurePullAgain()
      },
      scrollModel.adjustedContentInsetStorage.observe { _ in
        self.placeSubviews()
        self.measurePullAgain()
      },
    ]
  }

  func localizeIfNeeded() {
    guard self.textFit.localizedRevision != self.config.revision else {
      return
    }
    self.textFit.localizedRevision = self.config.revision
    self.accessibility.label = self.accessibilityLabelKey.map(self.config.localizedString)
    self.localizationDidChange()
  }

  /// From the left inset, as MJRefresh's headers and footers do.
  func spanScrollModelWidth() {
    guard let scrollModel = self.scrollModel else {
      return
    }
    self.frame.origin.x = -scrollModel.adjustedContentInset.left
    if self.frame.size.width != scrollModel.frame.width {
      self.frame.size.width = scrollModel.frame.width
      self.fitLengthToText()  // wrapped text takes more or fewer lines
    }
  }
}
