import Foundation

extension AutoLoader {
  struct TriggerCount {
    var remaining = 1
    /// MJRefresh: one trigger per pan; a new gesture may load the same content again (a retry).
    var gestureLoaded = false
    var pageStart: TriggerPosition?
    /// The loader does not load by itself again until the content changes.
    var lastPage: TriggerPosition?
    var generation = 0
    var fills = 0
    var reportedTheFillBound = false
    /// Off until the content or list changes or a drag begins, so attaching loads nothing.
    var fillIsArmed = false
    var isAttaching = false
    var pageEndedWhileAttaching = false
    /// Short content with the offset past the other edge: the next offset at rest asks again.
    var fillAwaitsTheOffset = false

    mutating func forgetTheContent() {
      self.lastPage = nil
      self.fills = 0
      self.reportedTheFillBound = false
    }

    mutating func follow(generation: Int) {
      if generation != self.generation {
        self.generation = generation
        self.forgetTheContent()
      }
    }
  }

  struct TriggerPosition: Equatable {
    var length: CGFloat
    var itemCount: Int?
  }

  /// Not while pulled past the other edge: a header's pull never loads it (MJRefresh #1500).
  var mayTriggerAutomatically: Bool {
    guard
      self.state == .idle && self.trigger.automatically && !self.showsFailure && self.isShown
        && self.isEnabled && self.isPlaced && !self.isLeaving,
      let scrollModel = self.scrollModel
    else {
      return false
    }
    return !self.loadEdge.isPulledPastOtherEdge(scrollModel)
  }

  /// Not on a report made before content was inserted at the start: its indices are stale.
  func triggerByItemsIfDue() {
    // The rows first: this runs at every frame, and they are rarely within reach.
    guard let distance = self.trigger.itemDistance, let scrollModel = self.scrollModel,
      scrollModel.visibleItemsAreCurrent, let items = scrollModel.visibleItems,
      let remaining = self.loadEdge.isLeading ? items.itemsBefore : items.itemsAfter,
      remaining <= distance, self.mayTriggerAutomatically
    else {
      return
    }
    // Not counted against autoTriggerTimes: a long fling loads page after page.
    self.triggerAutomatically(byDrag: false, byItems: true, fills: !scrollModel.isInMotion)
  }

  func loadIfDue(armingTheFill: Bool = false) {
    self.triggerByItemsIfDue()
    if armingTheFill {
      self.triggerCount.fillIsArmed = true
    }
    self.fillIfDue()
  }

  /// At rest only: under a finger or its momentum, the offset rule and the drag's end decide.
  func fillIfDue() {
    self.triggerCount.fillAwaitsTheOffset = false
    guard self.trigger.byOffset, self.triggerCount.fillIsArmed, !self.triggerCount.isAttaching,
      self.fillPageBound > 0, let scrollModel = self.scrollModel, !scrollModel.isInMotion,
      !scrollModel.isShiftingContent,
      self.loadEdge.isTooShortToLeaveAutoLoad(
        scrollModel, extent: self.extent, percent: self.trigger.percent,
        preloadScreens: self.trigger.preloadScreens)
    else {
      return
    }
    if self.loadEdge.isPulledPastOtherEdge(scrollModel) {
      // Shrunk under the offset: it returns with no motion; a flag is cheaper than geometry.
      self.triggerCount.fillAwaitsTheOffset = true
      return
    }
    guard self.mayTriggerAutomatically else {
      return
    }
    self.triggerAutomatically(byDrag: false, fills: true)
  }

  var contentPosition: TriggerPosition? {
    self.scrollModel.map { scrollModel in
      TriggerPosition(
        length: scrollModel.contentSize[self.loadEdge.axis],
        itemCount: scrollModel.visibleItems?.count)
    }
  }

  func triggerAutomatically(byDrag: Bool, byItems: Bool = false, fills: Bool = false) {
    guard let scrollModel = self.scrollModel, let position = self.contentPosition else {
      return
    }
    self.triggerCount.follow(generation: scrollModel.loadGeneration)
    let asksAgain = byDrag && !byItems && !self.triggerCount.gestureLoaded
    if let last = self.triggerCount.lastPage, !asksAgain,
      byItems ? last.itemCount == position.itemCount : last.length == position.length
    {
      return
    }
    let counts = byDrag && self.autoTriggerTimes != -1
    if counts && self.triggerCount.remaining <= 0 {
      return
    }
    let bound = self.fillPageBound
    if fills && bound > 0 && self.triggerCount.fills >= bound {
      if !self.triggerCount.reportedTheFillBound {
        self.triggerCount.reportedTheFillBound = true
        Diagnostics.report(
          .unsupportedSetup, "\(type(of: self)).maximumFillPages",
          "stopped after \(bound) pages in a row that left the edge within reach; "
            + "a drag or a refresh of the list asks again. Are the pages much shorter than the "
            + "view, or empty with more promised?")
      }
      return
    }
    let before = self.triggerCount
    if counts {
      self.triggerCount.remaining -= 1
    }
    if fills {
      self.triggerCount.fills += 1
    }
    if self.beginRefreshing(reason: .automatic) {
      // At rest too: a release that filled before the drag end was heard must not load again.
      self.triggerCount.gestureLoaded = true
    } else {
      self.triggerCount.remaining = before.remaining
      self.triggerCount.fills = before.fills
    }
  }

  /// An abandoned or failed page, or one of a list refreshed since, was never loaded.
  func pageDidEnd(startingAt start: TriggerPosition) {
    switch self.lastEnd.reason {
    case .hidden?, .disabled?, .detached?, .superseded?:
      return
    default:
      break
    }
    // A held end applied by a detach: a success loaded the page, a dropped failure did not.
    guard !(self.isLeaving && self.lastEnd.result?.isSuccess == false), !self.showsFailure,
      let scrollModel = self.scrollModel,
      scrollModel.loadGeneration == self.triggerCount.generation
    else {
      return
    }
    self.triggerCount.lastPage = start
  }
}
