import Foundation

extension RefreshComponent {
  /// Starts a refresh that waits in ``RefreshState/willRefresh`` once the component can be
  /// seen.
  func refreshIfWaitingAndSeen() {
    if self.state == .willRefresh && self.canBeSeen {
      self.setState(.refreshing, reason: .becameVisible)
    }
  }

  /// The scroll model this component is attached to: the same as ``scrollModel``.
  public var attachedScrollModel: ScrollModel? {
    self.scrollModel
  }

  /// The baseline inset the component's logic measures from: the scroll model's adjusted inset
  /// without this component's own share.
  ///
  /// MJRefresh's `scrollViewOriginalInset`.
  public var scrollViewOriginalInset: EdgeInsets {
    guard let link = self.link else {
      return .zero
    }
    return link.insetShare.baseline
  }

  /// Observes the scroll model's storage directly, not by key path: no weak reference to the scroll
  /// model is formed, and a delivery costs one closure call.
  ///
  /// The handlers hold the component strongly, which makes no cycle: they live in the scroll
  /// model's storage, whose scroll model owns the component anyway, and detaching (or the scroll
  /// model going away) invalidates the tokens, which releases them.
  func observe(_ scrollModel: ScrollModel) {
    self.scrollTokens = [
      scrollModel.contentOffsetStorage.observe { change in
        // A refreshing component keeps following the offset even while disabled: that is how
        // a header holds its space. (Hiding ends a refresh.)
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
        if change.newValue == .cancelled && self.state.isArmed {
          self.setState(.idle, reason: .dragCancelled)  // a cancelled drag is not a release
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

  /// Runs ``localizationDidChange()`` if the strings changed since the component last took them.
  func localizeIfNeeded() {
    guard self.localizedRevision != self.config.revision else {
      return
    }
    self.localizedRevision = self.config.revision
    self.accessibility.label = self.accessibilityLabelKey.map(self.config.localizedString)
    self.localizationDidChange()
  }

  /// Spans the scroll model's width, from its left inset, as MJRefresh's headers and footers do.
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

  /// The body of ``didDetach(from:)``.
  ///
  /// An end already under way completes at once: its end callbacks run before this returns,
  /// so that no end completion is ever dropped. A refresh still running is abandoned silently;
  /// the completions of its begin that can no longer run are reported to ``Diagnostics``.
  func disconnect() {
    self.lifecycle.startLeaving()
    self.applyHeldEndNow()  // the app ended this refresh: its end completes below
    self.willStopFollowing(because: .detached)
    for token in self.scrollTokens {
      token.invalidate()
    }
    self.scrollTokens = []
    self.configToken = nil
    self.cancelAnimations()
    // A close that waits for a result display is dropped: the end completes below.
    self.cancelResultDisplay()
    if self.lifecycle.endIsUnderWay && !self.isRefreshing {
      // The end lands where its animation was going (an alignment ends on its page), as a
      // UIKit animation's model values do.
      self.completeRunningEnding(settlingAtTheEnd: true)
    } else if self.lifecycle.ending != .none && !self.isRefreshing {
      self.finishEnding()
    }
    // An end the action made before detaching its component completes once the action returns.
    let endWaits = self.lifecycle.endWaitsForCallbacks
    self.lifecycle.startDetaching()
    self.cancelBeginCompletions(
      self.lifecycle.pending.takeBeginCompletions(),
      because: "the component was detached before its action ran")
    self.cancelAnimations()
    self.motions = ComponentMotions()
    self.cancelRefreshingTask()
    self.link = nil
    if self.state != .idle && self.state != .noMoreData {
      self.setState(.idle, reason: .detached)
    }
    self.lifecycleEvent { $0.finishDetaching(keepingWaitingEnd: endWaits) }.cancel()
    self.clearResult()
    self.restPresentation()
  }

}
