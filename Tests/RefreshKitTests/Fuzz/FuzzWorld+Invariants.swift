import Foundation
import RefreshKit

/// The invariants checked after every event of a trace.
extension FuzzWorld {
  func check() {
    let scroll = self.scroll
    self.expectFinite(scroll.contentOffset, "contentOffset")
    self.expectFinite(scroll.contentSize, "contentSize")
    self.expectFinite(scroll.adjustedContentInset, "adjustedContentInset")
    if scroll.adjustedContentInset != scroll.contentInset + scroll.systemInset
      + scroll.componentInset
    {
      self.fail("the inset ledger adds up", "\(scroll.adjustedContentInset)")
    }
    var shares = EdgeInsets.zero
    for slot in FuzzEvent.Slot.allCases {
      guard let component = self.component(in: slot),
        let record = self.records[ObjectIdentifier(component)]
      else {
        continue
      }
      shares += component.insetShare?.insets ?? .zero
      self.checkTransitions(component, record)
      self.expectFinite(component.frame, "\(record.kind).frame")
      if !component.pullingPercent.isFinite || component.pullingPercent < 0 {
        self.fail("pullingPercent is finite and not negative", "\(component.pullingPercent)")
      }
      if !component.alpha.isFinite || component.alpha < 0 || component.alpha > 1 {
        self.fail("alpha is between 0 and 1", "\(record.kind): \(component.alpha)")
      }
      self.checkActionRan(component, record)
      self.checkResults(component, record)
      self.checkPullingAgreesWithTheGeometry(component, record)
      self.checkHiddenOrDisabledShowsNoPull(component, record)
    }
    self.checkArbitration()
    if shares != scroll.componentInset {
      self.fail("the shares are the attached components'", "\(shares) != \(scroll.componentInset)")
    }
    if self.clock.isIdle && !scroll.isDragging {
      self.checkAtRest()
    }
  }

  /// A result shows only at rest or under a pull, the display needs a result, and no more data
  /// wipes a footer's failures.
  func checkResults(_ component: RefreshComponent, _ record: Record) {
    if component.displayedResult != nil && component.state != .idle && component.state != .pulling {
      self.fail("a result shows only idle or pulling", "\(record.kind) in \(component.state)")
    }
    if component.isShowingResult && component.displayedResult == nil {
      self.fail("a result display shows a result", "\(record.kind)")
    }
    guard let footer = component as? RefreshFooter else {
      return
    }
    if footer.state == .noMoreData
      && (footer.displayedResult != nil || footer.consecutiveFailures != 0)
    {
      self.fail("no more data wipes the failures", "\(footer.consecutiveFailures) failures")
    }
    if footer.showsFailure && footer.consecutiveFailures < 1 {
      self.fail("a failure shown was counted", "\(record.kind)")
    }
  }

  /// A refresh that has lasted longer than its scroll into view has run its action, once; a
  /// refresh of the list that waits for the pages, once the last page ended.
  func checkActionRan(_ component: RefreshComponent, _ record: Record) {
    let refresh = self.refreshCount(component)
    guard component.state == .refreshing, let start = record.refreshStarts[refresh] else {
      return
    }
    if record.kind.slot == .header && self.listWaitsForAPage {
      record.waitedForPages.insert(refresh)
      return  // it waits for them
    }
    let due = record.kind.isAutoLoader ? 0 : component.fastAnimationDuration
    if self.clock.now - start > due + 1e-6 && record.actions[refresh, default: 0] != 1 {
      self.fail(
        "the action runs once per begin",
        "\(record.kind) refreshing for \(self.clock.now - start) s, action ran "
          + "\(record.actions[refresh, default: 0]) times")
    }
  }

  /// Whether a refresh of the list waits for a page loading: any, with
  /// ``LoaderArbitration/refreshWaitsForPage``; one whose request cannot be cancelled, with
  /// ``LoaderArbitration/refreshCancelsPage``.
  var listWaitsForAPage: Bool {
    switch self.scroll.loaderArbitration {
    case .refreshWaitsForPage: self.pages.contains { $0.state == .refreshing }
    case .refreshCancelsPage: self.pages.contains { self.loadsTheAppsOwnRequest($0) }
    case .independent: false
    }
  }

  /// Whether `page` loads a request the app made itself, which a refresh of the list cannot
  /// cancel: the world's actions are closures, so one whose action ran for this refresh.
  func loadsTheAppsOwnRequest(_ page: RefreshComponent) -> Bool {
    guard page.state == .refreshing, let record = self.records[ObjectIdentifier(page)] else {
      return false
    }
    return record.actions[self.refreshCount(page), default: 0] > 0
  }

  /// The attached page loaders: the footer, the trailer and the leading loader.
  var pages: [RefreshComponent] {
    [FuzzEvent.Slot.footer, .trailer, .leadingLoader].compactMap { self.component(in: $0) }
  }

  /// While the list refreshes, no page pulls or waits to be seen, and none loads unless the
  /// list waits for it (all of them, or those the app's own request loads); an arbitration that
  /// is not MJRefresh's.
  func checkArbitration() {
    let arbitration = self.scroll.loaderArbitration
    guard arbitration != .independent, self.component(in: .header)?.isRefreshing == true else {
      return
    }
    for page in self.pages
    where page.state == .pulling || page.state == .willRefresh
      || (arbitration == .refreshCancelsPage && page.state == .refreshing
        && !self.loadsTheAppsOwnRequest(page))
    {
      self.fail("a refresh of the list holds the pages back", "\(type(of: page)) \(page.state)")
    }
  }

  func checkTransitions(_ component: RefreshComponent, _ record: Record) {
    let transitions = component.transitions
    for transition in transitions[record.checkedTransitions...]
    where !FuzzTransitionTable.allows(transition, for: record.kind) {
      self.fail("every transition is in the table", "\(record.kind): \(transition)")
    }
    record.checkedTransitions = transitions.count
  }

  func checkAtRest() {
    let scroll = self.scroll
    let attached = FuzzEvent.Slot.allCases.compactMap { self.component(in: $0) }
    for case let loader as AutoLoader in attached {
      self.checkNoStall(loader)
      self.checkTheFill(loader)
    }
    if !self.offsetWasSetByTheHost {
      let offset = scroll.contentOffset
      let minimum = scroll.minimumContentOffset
      let maximum = scroll.maximumContentOffset
      for (value, low, high, axis) in [
        (offset.y, minimum.y, max(maximum.y, minimum.y), "y"),
        (offset.x, minimum.x, max(maximum.x, minimum.x), "x"),
      ] where value < low - 1e-6 || value > high + 1e-6 {
        self.fail("the offset rests in range", "\(axis) \(value) outside \(low)...\(high)")
      }
    }
    guard attached.allSatisfy({ !$0.isRefreshing }) else {
      return
    }
    for component in attached {
      let share = component.insetShare?.insets ?? .zero
      var resting = EdgeInsets.zero
      if let header = component as? RefreshHeader, header.state.isSecondFloor {
        self.checkTheOpenFloor(header)
        resting.top = header.effectiveSecondFloorLength ?? 0
      } else if let footer = component as? AutoFooter, footer.isShown {
        resting.bottom = footer.height
      } else if let loader = component as? LeadingLoader, loader.isShown {
        resting.top = loader.height
      }
      if share != resting {
        self.fail("shares return to rest", "\(type(of: component)) holds \(share)")
      }
    }
  }

  /// A second floor at rest is open, fills its length and rests where it shows whole: never
  /// half-open, never opening or closing with nothing on the clock.
  func checkTheOpenFloor(_ header: RefreshHeader) {
    guard header.state == .secondFloorOpen else {
      self.fail("a floor at rest is open or closed", "\(header.state) at rest")
      return
    }
    let open = -(header.scrollViewOriginalInset.top + (header.effectiveSecondFloorLength ?? 0))
    if !self.scroll.isDragging && abs(self.scroll.contentOffset.y - open) > 1e-6 {
      self.fail("a floor at rest is open or closed", "open at \(self.scroll.contentOffset.y)")
    }
  }

  /// A loader that goes by rows alone, at rest with the rows within its reach and able to load,
  /// loads, unless it already did for the content as it is: no page is left unasked for.
  func checkNoStall(_ loader: AutoLoader) {
    guard !loader.triggersByOffset, let distance = loader.itemTriggerDistance,
      let record = self.records[ObjectIdentifier(loader)], loader.state == .idle,
      loader.automaticallyRefresh, !loader.showsFailure, loader.isShown, loader.isEnabled,
      self.scroll.isVisible, !(loader is AutoFooter && loader.frame.minY == 0),
      let items = self.scroll.visibleItems,
      let remaining = loader is LeadingLoader ? items.itemsBefore : items.itemsAfter,
      remaining <= distance, !self.isPulledPastTheOtherEdge(of: loader),
      !self.visibleItemsAreStale, !self.listRefreshes
    else {
      return
    }
    self.followLoadGeneration(record)
    let position = self.contentPosition
    if record.lastPage?.items != position.items && record.loadsAtRest < self.fillBound(of: loader) {
      self.fail(
        "every page the rows reach loads",
        "\(record.kind) idle with \(remaining) items to its edge at \(position)")
    }
  }

  /// The bound of `loader`'s fill rule: its own, or the scroll model's rules'.
  func fillBound(of loader: AutoLoader) -> Int {
    loader.maximumFillPages ?? self.scroll.loaderRules.fillPages
  }

  /// A loader by the offset over content too short to leave its trigger point, at rest and able
  /// to load, loads the next page, unless it already did for the content as it is, or loaded
  /// ``AutoLoader/maximumFillPages`` in a row: the view fills.
  func checkTheFill(_ loader: AutoLoader) {
    if let record = self.records[ObjectIdentifier(loader)] {
      self.followLoadGeneration(record)
    }
    guard loader.triggersByOffset, self.fillBound(of: loader) > 0,
      let record = self.records[ObjectIdentifier(loader)], !record.fillMayWait,
      loader.state == .idle, loader.automaticallyRefresh, !loader.showsFailure, loader.isShown,
      loader.isEnabled, self.scroll.isVisible, !(loader is AutoFooter && loader.frame.minY == 0),
      !self.isPulledPastTheOtherEdge(of: loader), !self.listRefreshes,
      !self.offsetWasSetByTheHost, self.isTooShort(for: loader)
    else {
      return
    }
    let position = self.contentPosition
    if record.lastPage?.length != position.length && record.loadsAtRest < self.fillBound(of: loader)
    {
      self.fail(
        "short content fills the view",
        "\(record.kind) idle over \(position) in a view \(self.scroll.frame.height) tall")
    }
  }

  /// Whether the content is too short to leave the point where `loader` triggers by the
  /// offset: written here again from the documented threshold, on the vertical axis.
  private func isTooShort(for loader: AutoLoader) -> Bool {
    let content = self.scroll.contentSize.height
    let view = self.scroll.frame.height
    let top = self.scroll.adjustedContentInset.top
    let bottom = self.scroll.adjustedContentInset.bottom
    let length = loader.frame.height
    let percent = loader.triggerAutomaticallyRefreshPercent
    let preload = loader.preloadScreens * view
    guard content > 0, view > 0 else {
      return false
    }
    if loader is LeadingLoader {
      return max(content + bottom - view, -top) <= -top + length * (1 - percent) + preload
    }
    return -top >= content - view + length * percent + bottom - length - preload
  }

  /// Whether the list refreshes: it holds the pages back, or (independent) its new generation
  /// made the pages forget the old list's content, and its end asks their rules again.
  private var listRefreshes: Bool {
    self.component(in: .header)?.isRefreshing == true
  }

  /// Whether the offset is past the edge opposite the loader's: above the top for the footer,
  /// past the end for the leading loader (where the host may leave it).
  private func isPulledPastTheOtherEdge(of loader: AutoLoader) -> Bool {
    let y = self.scroll.contentOffset.y
    let minimum = self.scroll.minimumContentOffset.y
    if loader is LeadingLoader {
      return y > max(self.scroll.maximumContentOffset.y, minimum)
    }
    return y < minimum
  }

  func expectFinite(_ point: CGPoint, _ name: @autoclosure () -> String) {
    if !point.x.isFinite || !point.y.isFinite {
      self.fail("no NaN or infinity", "\(name()) \(point)")
    }
  }

  func expectFinite(_ size: CGSize, _ name: @autoclosure () -> String) {
    if !size.width.isFinite || !size.height.isFinite {
      self.fail("no NaN or infinity", "\(name()) \(size)")
    }
  }

  func expectFinite(_ rect: CGRect, _ name: @autoclosure () -> String) {
    self.expectFinite(rect.origin, name())
    self.expectFinite(rect.size, name())
  }

  func expectFinite(_ insets: EdgeInsets, _ name: @autoclosure () -> String) {
    if !insets.isFinite {
      self.fail("no NaN or infinity", "\(name()) \(insets)")
    }
  }

  /// Feedback is delivered once its change is complete, just before the observers of `\.state`
  /// hear that change: it waits here for the state it reports.
  func feedbackDidArrive(
    _ feedback: RefreshFeedback, from component: RefreshComponent, _ record: Record
  ) {
    if let waiting = record.feedbackAwaitingState {
      self.fail(
        "feedback matches the state change it reports",
        "\(record.kind): \(feedback) arrived before the state change of \(waiting)")
    }
    record.feedbackAwaitingState = feedback
  }

  /// Feedback matches the state change published after it: a crossing enters pulling, a start
  /// enters refreshing, a finish leaves it; starts and finishes alternate.
  func feedbackWasFollowed(
    by old: RefreshState?, _ new: RefreshState, _ record: Record
  ) {
    guard let feedback = record.feedbackAwaitingState else {
      return
    }
    record.feedbackAwaitingState = nil
    let rule = "feedback matches the state change it reports"
    switch feedback {
    case .thresholdCrossed:
      if new != .pulling {
        self.fail(rule, "\(record.kind) crossed the threshold into \(new)")
      }
    case .refreshStarted:
      // (A refresh abandoned by detaching, hiding or disabling reports no finish.)
      if new != .refreshing {
        self.fail(rule, "\(record.kind) started into \(new)")
      }
      record.feedbackRefreshOpen = true
    case .refreshFinished:
      if old != .refreshing || new.isRefreshing || !record.feedbackRefreshOpen {
        self.fail(rule, "\(record.kind) finished from \(String(describing: old)) to \(new)")
      }
      record.feedbackRefreshOpen = false
    case .secondFloorArmed:
      if new != .secondFloorArmed {
        self.fail(rule, "\(record.kind) armed its floor into \(new)")
      }
    case .secondFloorOpened:
      if old != .openingSecondFloor || new != .secondFloorOpen {
        self.fail(rule, "\(record.kind) opened its floor from \(String(describing: old)) to \(new)")
      }
    case .secondFloorClosed:
      if old != .closingSecondFloor || new != .idle {
        self.fail(rule, "\(record.kind) closed its floor from \(String(describing: old)) to \(new)")
      }
    }
  }

  func fail(_ rule: String, _ detail: String) {
    if self.violation == nil {
      self.violation = Violation(rule: rule, detail: detail)
    }
  }
}
