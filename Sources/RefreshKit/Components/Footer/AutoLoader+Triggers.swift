import Foundation

// Which page an automatic loader loads, and when: the offset, index and fill rules' triggers,
// the count of triggers per drag and of fills in a row, and the content each page was loaded
// for (one page per content).
extension AutoLoader {
  /// What the automatic triggers counted, and the content the last page was loaded for.
  struct TriggerCount {
    /// Triggers left before ``autoTriggerTimes`` is used up, from the start of a drag.
    var remaining = 1
    /// Whether the gesture under way (a drag and its momentum) loaded a page: a new gesture
    /// that reaches the edge loads again once, even over the content it loaded last, as
    /// MJRefresh's one trigger per pan does; the same gesture does not.
    var gestureLoaded = false
    /// The content as the page under way started.
    var pageStart: TriggerPosition?
    /// The content as the last page that ended started: the loader does not load by itself
    /// again until the content changes.
    var lastPage: TriggerPosition?
    /// The load generation ``lastPage`` and ``fills`` belong to.
    var generation = 0
    /// The pages the fill rule loaded in a row, since a drag began or the list was refreshed.
    var fills = 0
    /// Whether reaching ``AutoLoader/maximumFillPages`` was reported since ``fills`` last
    /// started again.
    var reportedTheFillBound = false
    /// Whether the fill rule may load: not from the attach until the content's length changes,
    /// a page or a refresh of the list ends, or a drag begins, so that attaching loads nothing.
    var fillIsArmed = false
    /// Whether the loader is being attached: the fill rule loads nothing meanwhile.
    var isAttaching = false
    /// Whether a page that the attach began (by the index rule) also ended during it: that end
    /// arms the fill as any page's end does, whether the app set the rule before or after
    /// attaching.
    var pageEndedWhileAttaching = false
    /// Whether the fill rule found short content with the offset past the other edge: the next
    /// offset at rest asks it again.
    var fillAwaitsTheOffset = false

    /// Forgets the content the last page was loaded for, and the fill's count: the content may
    /// be the same and yet new.
    mutating func forgetTheContent() {
      self.lastPage = nil
      self.fills = 0
      self.reportedTheFillBound = false
    }

    /// Forgets the old list's content once the list was refreshed.
    mutating func follow(generation: Int) {
      if generation != self.generation {
        self.generation = generation
        self.forgetTheContent()
      }
    }
  }

  /// The content as a trigger found it: its length along the loader's axis and the reported
  /// item count.
  struct TriggerPosition: Equatable {
    var length: CGFloat
    var itemCount: Int?
  }

  /// Whether the loader may load by itself now: idle, automatic, shown, not showing a failed
  /// page (a tap, a pull or the automatic retry loads that again).
  ///
  /// Nor while the content is pulled past the other edge: a header's pull never loads the
  /// footer, whatever the rows on screen say (MJRefresh #1500), nor does a pull past the end
  /// load the leading loader.
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

  /// Triggers by the index rule if it is on and the visible items are within its distance of
  /// the loader's edge.
  ///
  /// Not on a report made before content was inserted at the start: its indices are those before
  /// the insertion, and the rule waits for the host's next report.
  func triggerByItemsIfDue() {
    // The rows first: this runs at every frame, and they are rarely within reach.
    guard let distance = self.trigger.itemDistance, let scrollModel = self.scrollModel,
      scrollModel.visibleItemsAreCurrent, let items = scrollModel.visibleItems,
      let remaining = self.loadEdge.isLeading ? items.itemsBefore : items.itemsAfter,
      remaining <= distance, self.mayTriggerAutomatically
    else {
      return
    }
    // Not counted against autoTriggerTimes: the rule fires once per item count, so a fling
    // that keeps going loads page after page; at rest, it fills the view.
    self.triggerAutomatically(byDrag: false, byItems: true, fills: !scrollModel.isInMotion)
  }

  /// Asks the rules that load without a move of the offset: the index rule, then the fill rule,
  /// which `armingTheFill` first arms (the content or the list changed, or a page ended).
  func loadIfDue(armingTheFill: Bool = false) {
    self.triggerByItemsIfDue()
    if armingTheFill {
      self.triggerCount.fillIsArmed = true
    }
    self.fillIfDue()
  }

  /// The fill rule: at rest, content too short to leave the point where the offset rule
  /// triggers (a page too short to fill the view, a short first page) loads the next page, once
  /// per content.
  ///
  /// Under a finger or its momentum, the offset rule and the drag's end decide instead.
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
      // Content that shrank under the offset: it comes back into range with no motion, and
      // the offset asks again then (one flag read per frame, not the geometry).
      self.triggerCount.fillAwaitsTheOffset = true
      return
    }
    guard self.mayTriggerAutomatically else {
      return
    }
    self.triggerAutomatically(byDrag: false, fills: true)
  }

  /// The content as the loader's rules see it: its length along the loader's axis and the
  /// reported item count.
  var contentPosition: TriggerPosition? {
    self.scrollModel.map { scrollModel in
      TriggerPosition(
        length: scrollModel.contentSize[self.loadEdge.axis],
        itemCount: scrollModel.visibleItems?.count)
    }
  }

  /// Begins a refresh by itself, once per content, and once more per gesture: one a drag made
  /// counts against ``autoTriggerTimes``, one the fill rule made against ``maximumFillPages``.
  func triggerAutomatically(byDrag: Bool, byItems: Bool = false, fills: Bool = false) {
    guard let scrollModel = self.scrollModel, let position = self.contentPosition else {
      return
    }
    self.triggerCount.follow(generation: scrollModel.loadGeneration)
    // The index rule knows the items: it waits for the item count to change. The offset rule
    // knows the content: it waits for the length to change, unless a new gesture (a drag and
    // its momentum) asks, which may load it again once, as MJRefresh's drag does after a page
    // that added nothing (a retry after an error the app ended the page with). Triggers that
    // are no gesture (insets, rows reported, scrolls the app makes, the fill) do not.
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
    // The bound counts the loads at rest while the fill rule is on; with it off, the index
    // rule's own once-per-item-count is what bounds them.
    let bound = self.fillPageBound
    if fills && bound > 0 && self.triggerCount.fills >= bound {
      self.reportTheFillBound()
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
      // Whichever rule loaded since the gesture began, at rest too: a release whose own
      // offset change filled the content before the loader heard the drag end must not load
      // again as the drag's end (the soak's seed 1592721306).
      self.triggerCount.gestureLoaded = true
    } else {
      self.triggerCount.remaining = before.remaining
      self.triggerCount.fills = before.fills
    }
  }

  /// A page that started at `start` ended: the loader does not load by itself again for that
  /// content.
  ///
  /// Unless it was abandoned before it ended, or failed: it was never loaded, and the content
  /// may ask for it again (a failed one by a tap, a drag that ends at the edge, or the retry).
  /// Nor if the list was refreshed meanwhile: the page belonged to the old list.
  func pageDidEnd(startingAt start: TriggerPosition) {
    switch self.lastEnd.reason {
    case .hidden?, .disabled?, .detached?, .superseded?:
      return
    default:
      break
    }
    // An end held for the minimum duration applies as the loader leaves, with its own reason:
    // a success loaded the page; a failure, which the detach drops unshown, did not.
    let failed = self.lastEnd.result.map { !$0.isSuccess } ?? false
    guard !(self.isLeaving && failed), !self.showsFailure,
      let scrollModel = self.scrollModel,
      scrollModel.loadGeneration == self.triggerCount.generation
    else {
      return
    }
    self.triggerCount.lastPage = start
  }

  /// Reports, once until the count starts again, that the fill rule stopped at its bound.
  func reportTheFillBound() {
    guard !self.triggerCount.reportedTheFillBound else {
      return
    }
    self.triggerCount.reportedTheFillBound = true
    Diagnostics.report(
      .unsupportedSetup, "\(type(of: self)).maximumFillPages",
      "stopped after \(self.fillPageBound) pages in a row that left the edge within reach; "
        + "a drag or a refresh of the list asks again. Are the pages much shorter than the "
        + "view, or empty with more promised?")
  }
}
