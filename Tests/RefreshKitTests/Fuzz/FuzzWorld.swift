import Foundation
import TestSupport
import Testing

@testable import RefreshKit

/// A scroll model with components, driven by ``FuzzEvent``s through the public API the way a host
/// drives it, and checked after every event against the invariants RefreshKit promises.
@MainActor
final class FuzzWorld {
  /// A broken promise: which rule, and what was seen.
  struct Violation: Error, Equatable, CustomStringConvertible {
    var rule: String
    var detail: String

    var description: String {
      "\(self.rule): \(self.detail)"
    }
  }

  /// What the world knows of one component it created.
  final class Record {
    let kind: FuzzEvent.Kind
    /// Weak: the scroll model, or `detached`, keeps the component alive.
    weak var component: RefreshComponent?
    /// How many transitions of the component's log have been checked.
    var checkedTransitions = 0
    /// When each refresh started, by the number of times the component has entered refreshing.
    var refreshStarts: [Int: TimeInterval] = [:]
    /// How many times the action ran, by refresh.
    var actions: [Int: Int] = [:]
    /// The refreshes of the list seen waiting for a page (``LoaderArbitration/refreshWaitsForPage``):
    /// one that ends first never runs its action.
    var waitedForPages: Set<Int> = []
    /// Whether a refresh reported started and has not reported finished.
    var feedbackRefreshOpen = false
    /// Feedback delivered whose state change the observers have yet to hear.
    var feedbackAwaitingState: RefreshFeedback?
    /// How many transitions of the log have been published to the world's state observer.
    var publishedTransitions = 0
    /// The content as the page under way started, and as the last page that ended (not
    /// abandoned, not failed) started, since no more data last came or went and the list was
    /// last refreshed (``loadGeneration``): a loader loads by itself once per content.
    var pageStart: (position: Position, generation: Int)?
    var lastPage: Position?
    var loadGeneration = 0
    /// The automatic loads made at rest (no finger, no momentum) since a drag last began: at
    /// least the pages the fill rule loaded in a row.
    var loadsAtRest = 0
    /// Whether the loader loaded by itself during the gesture under way (a drag and its
    /// momentum): a new gesture may ask again once for the content it loaded last.
    var loadedThisGesture = false
    /// Whether the fill rule may not have been asked since the loader was attached or content
    /// was inserted at the start: neither asks it, and the content's length has not changed nor
    /// a page ended since.
    var fillMayWait = true
    /// Whether the last refresh ended with a failure: a failed page does not count as the
    /// content's page (read as its end is published, which comes before any change a handler
    /// asks for meanwhile).
    var lastEndFailed = false
    /// How many times its feedback handler acted (``FuzzEvent/Reentry``).
    let reactions = Counter()
    var token: ObservationToken?

    init(kind: FuzzEvent.Kind, component: RefreshComponent) {
      self.kind = kind
      self.component = component
    }
  }

  /// The content as a loader's automatic trigger found it: its length and the item count.
  struct Position: Equatable {
    var length: CGFloat
    var items: Int?
  }

  /// Settled and checked idle after every trace (``settle()``), then checked to deallocate.
  let clock = makeClock(unchecked: "the world checks it")
  let scroll: ScrollModel
  let config = RefreshConfig()
  var records: [ObjectIdentifier: Record] = [:]
  /// Every component the world made, in order, with how its action ends, kept for the replay
  /// check.
  private(set) var made: [(component: RefreshComponent, ending: FuzzEvent.Ending)] = []
  /// What each component's feedback handler does, by the index in ``made``.
  private(set) var reentries: [Int: FuzzEvent.Reentry] = [:]
  /// Whether the trace can be replayed: not after a direction switch, nor after a handler
  /// detached its component (the replay records no detach the app's code made).
  private(set) var isReplayable = true
  /// For every call on a component the recorder records, in order, whether the app's own code
  /// made it (a refreshing action, work it scheduled) rather than the host.
  private(set) var recordedCallsFromTheApp: [Bool] = []
  /// The slot of the component the last `.attach` made, until an event other than its settings.
  private var justAttached: FuzzEvent.Slot?
  /// Records the trace's inputs, so that its replay can be checked against the run.
  private(set) var recorder: ScrollTraceRecorder?
  /// The offset when the finger last lifted: until the offset moves on, a component that was
  /// pulling is releasing and may stay pulling without a finger.
  var offsetAtRelease: CGPoint?
  private var detached: [FuzzEvent.Slot: RefreshComponent] = [:]
  private var translation = CGPoint.zero
  var offsetWasSetByTheHost = false
  var violation: Violation?

  init() {
    self.scroll = ScrollModel(frame: CGRect(x: 0, y: 0, width: 375, height: 600), clock: self.clock)
    self.scroll.contentSize = CGSize(width: 375, height: 1000)
    self.config.languageCode = "en"
    self.config.preferredLanguages = { ["en"] }
    // A language switch may not turn the layout around: the replay cannot switch languages.
    self.config.layoutDirection = .leftToRight
    self.config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
    self.panToken = self.scroll.observe(\.panState) { [weak self] _, change in
      if change.newValue == .began {
        for record in self?.records.values ?? [:].values {
          record.loadsAtRest = 0
          record.loadedThisGesture = false
        }
      }
    }
    self.decelerationToken = self.scroll.observe(\.isDecelerating) { [weak self] _, change in
      if change.newValue == false, let self {
        self.momentumEndedAt = self.clock.now
      }
    }
  }

  private var panToken: ObservationToken?
  private var decelerationToken: ObservationToken?
  /// When the last momentum ended, on the clock.
  ///
  /// A load the loader decided in the momentum's last frame is the gesture's, but it is
  /// published once that change is complete, after the deceleration's end (the soak's seeds
  /// 1593240839 and 1593080752): loads published at that instant count as the gesture's.
  private var momentumEndedAt: TimeInterval?
  /// Whether the finger is being lifted: what loads meanwhile is the gesture's.
  private var isReleasing = false
  /// Whether content was inserted at the start since the visible items were last reported: the
  /// index rule waits for a new report.
  var visibleItemsAreStale = false

  /// A world whose inputs are recorded from the start.
  static func recording() -> FuzzWorld {
    let world = FuzzWorld()
    world.recorder = ScrollTraceRecorder(recording: world.scroll)
    return world
  }

  /// Runs `events` in order and returns the first violation with the index of the event after
  /// which it was seen, or `nil` if every invariant held throughout.
  static func run(_ events: [FuzzEvent]) -> (index: Int, violation: Violation)? {
    var result: (Int, Violation)?
    var survivors: [() -> AnyObject?] = []
    do {
      let world = FuzzWorld.recording()
      Diagnostics.withHandler(Diagnostics.ignore) {
        for (index, event) in events.enumerated() {
          world.apply(event)
          world.check()
          if let violation = world.violation {
            result = (index, violation)
            return
          }
        }
        world.apply(.settle)
        world.check()
        world.checkTheReplay()
        if let violation = world.violation {
          result = (events.count, violation)
        }
      }
      survivors = world.weakReferences()
    }
    // Nothing may outlive the world: no cycle between the scroll model, its components, their
    // observation tokens, animations and scheduled work.
    if result == nil, let leak = survivors.lazy.compactMap({ $0() }).first {
      result = (
        events.count, Violation(rule: "everything deallocates", detail: "\(type(of: leak))")
      )
    }
    return result
  }

  /// Weak references to the scroll model, its clock and every component the world made.
  private func weakReferences() -> [() -> AnyObject?] {
    var references: [() -> AnyObject?] = []
    weak let scroll = self.scroll
    weak let clock = self.clock
    references.append { scroll }
    references.append { clock }
    for record in self.records.values {
      weak let component = record.component
      references.append { component }
    }
    return references
  }

  // MARK: - Events

  func apply(_ event: FuzzEvent) {
    switch event {
    case .attach(let kind, _):
      self.justAttached = kind.slot
    case .minimumDuration, .results, .itemTrigger, .reentry, .secondFloor:
      break
    default:
      self.justAttached = nil
    }
    switch event {
    case .beginDragging:
      self.translation = .zero
      self.scroll.beginDragging()
    case .dragBy(let dx, let dy):
      if !self.scroll.isDragging {
        self.translation = .zero
      }
      self.translation.x += dx
      self.translation.y += dy
      self.scroll.drag(translation: self.translation)
    case .dragToY(let y):
      self.scroll.drag(toOffsetY: y)
    case .release(let vx, let vy):
      if self.scroll.isDragging {
        self.offsetWasSetByTheHost = false
      }
      self.isReleasing = true  // a drag that ends at the edge loads as part of its gesture
      self.scroll.endDragging(velocity: CGPoint(x: vx, y: vy))
      self.isReleasing = false
      self.offsetAtRelease = self.scroll.contentOffset
    case .cancelDragging:
      if self.scroll.isDragging {
        self.offsetWasSetByTheHost = false
      }
      self.scroll.cancelDragging()
    case .advance(let seconds):
      self.clock.advance(by: seconds)
    case .settle:
      self.settle()
    case .begin(let slot):
      self.call(self.component(in: slot), fromTheApp: false) { $0.beginRefreshing() }
    case .end(let slot):
      self.call(self.component(in: slot), fromTheApp: false) { $0.endRefreshing() }
    case .endWithNoMoreData(let slot):
      self.call(self.component(in: slot), fromTheApp: false) { $0.endRefreshingWithNoMoreData() }
    case .resetNoMoreData(let slot):
      self.call(self.component(in: slot), fromTheApp: false) { $0.resetNoMoreData() }
    case .tapFooter:
      self.call(self.scroll.footer as? AutoStateFooter, fromTheApp: false) {
        ($0 as? AutoStateFooter)?.stateLabelTapped()
      }
    case .hide(let slot, let hidden):
      self.call(self.component(in: slot), fromTheApp: false) { $0.isHidden = hidden }
    case .enable(let slot, let enabled):
      // Only a change is a recorded call.
      if let component = self.component(in: slot), component.isEnabled != enabled {
        self.call(component, fromTheApp: false) { $0.isEnabled = enabled }
      }
    case .attach(let kind, let ending):
      self.attach(self.make(kind, ending: ending), in: kind.slot)
    case .minimumDuration(let slot, let seconds):
      // Only right after the attach that made the component (a shrunk trace may have dropped
      // it), since the replay sets it at creation.
      if let component = self.justAttached(in: slot) {
        component.minimumRefreshingDuration = seconds
      }
    case .results(let slot, let display, let retries):
      if let component = self.justAttached(in: slot) {
        component.resultDisplayDuration = display
        if retries, let footer = component as? RefreshFooter {
          footer.automaticRetry = RefreshRetryPolicy(limit: 2, delay: 0.5)
        }
      }
    case .itemTrigger(let slot, let distance, let byOffset):
      if let loader = self.justAttached(in: slot) as? AutoLoader {
        loader.itemTriggerDistance = distance
        loader.triggersByOffset = byOffset
      }
    case .reentry(let slot, let reentry):
      if let component = self.justAttached(in: slot) {
        self.reentries[self.made.count - 1] = reentry
        component.reportsFeedbackForProgrammaticRefreshes = true
      }
    case .direction(let rightToLeft):
      self.config.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
      self.isReplayable = false
    case .secondFloor(let trigger, let refreshes):
      if let header = self.justAttached(in: .header) as? RefreshHeader {
        // The replay gives the floor before the attach, with no drag to measure again.
        self.isReplayable = self.isReplayable && !self.scroll.isDragging
        header.secondFloor = SecondFloor(
          triggerDistance: trigger.map { CGFloat($0) }, refreshesOnTheWay: refreshes)
      }
    case .openSecondFloor:
      self.call(self.component(in: .header), fromTheApp: false) {
        ($0 as? RefreshHeader)?.openSecondFloor()
      }
    case .closeSecondFloor:
      self.call(self.component(in: .header), fromTheApp: false) {
        ($0 as? RefreshHeader)?.closeSecondFloor()
      }
    case .floorAccessibilityActions:
      if let header = self.component(in: .header) {
        self.performFloorActions(of: header)
      }
    case .refreshCommand:
      self.call(self.component(in: .header), fromTheApp: false) {
        ($0 as? RefreshHeader)?.performRefreshCommand()
      }
    case .insertAtStart(let length):
      self.insertAtStart(length)
    case .visibleItems(let first, let count, let total):
      self.scroll.visibleItems = VisibleItems(range: first..<(first + count), count: total)
      self.visibleItemsAreStale = false
    case .loaderRules(let rules):
      if self.made.isEmpty {
        self.scroll.loaderRules = rules
        if self.recorder != nil {
          self.recorder?.stop()
          self.recorder = ScrollTraceRecorder(recording: self.scroll)  // which starts with it
        }
      }
    case .layoutDirection(let rightToLeft):
      if self.made.isEmpty {
        self.config.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
      }
    case .endWithResult(let slot, let success):
      self.call(self.component(in: slot), fromTheApp: false) {
        $0.endRefreshing(result: success ? .success : .failure(RecordedFailure()))
      }
    case .detach(let slot):
      if let component = self.component(in: slot) {
        self.setComponent(nil, in: slot)
        self.detached[slot] = component
      }
    case .reattach(let slot):
      if let component = self.detached.removeValue(forKey: slot) {
        self.attach(component, in: slot)
      }
    case .language(let code):
      self.config.languageCode = code
    case .contentSize(let width, let height):
      let before = self.scroll.contentSize.height
      self.scroll.contentSize = CGSize(width: width, height: height)
      if self.scroll.contentSize.height != before {  // (a refused size changes nothing)
        for record in self.records.values {
          record.fillMayWait = false
        }
      }
    case .contentInset(let top, let bottom):
      self.scroll.contentInset = EdgeInsets(top: top, bottom: bottom)
    case .systemInset(let top, let bottom):
      self.scroll.systemInset = EdgeInsets(top: top, bottom: bottom)
    case .visible(let visible):
      self.scroll.isVisible = visible
    case .setOffset(let x, let y, let animated):
      self.scroll.setContentOffset(CGPoint(x: x, y: y), animated: animated)
      self.offsetWasSetByTheHost = true
    case .paging(let on):
      self.scroll.isPagingEnabled = on
    case .totalDataCount(let count):
      self.scroll.totalDataCount = count
    }
  }

  /// Lets time pass a frame at a time until nothing is scheduled; two minutes of clock time
  /// without getting there is a violation.
  private func settle() {
    var frames = 0
    while !self.clock.isIdle && frames < 120 * 60 {
      self.clock.advance(by: 1.0 / 60)
      frames += 1
      if self.violation != nil {
        return
      }
    }
    if !self.clock.isIdle {
      self.fail("the clock settles", "work still scheduled after two minutes")
    }
  }

  /// Performs the floor action `component` does not offer, which must change nothing, then the
  /// one it offers, which must be carried out.
  private func performFloorActions(of component: RefreshComponent) {
    let offered = component.accessibilityActions
    let state = component.state
    for action in RefreshAccessibilityAction.allCases where !offered.contains(action) {
      var performed = false
      self.call(component, fromTheApp: false) { performed = $0.performAccessibilityAction(action) }
      if performed || component.state != state {
        self.fail(
          "the floor's actions", "\(action) was not offered in \(state) but was carried out")
        return
      }
    }
    for action in offered {
      var performed = false
      self.call(component, fromTheApp: false) { performed = $0.performAccessibilityAction(action) }
      if !performed {
        self.fail("the floor's actions", "\(action) was offered in \(state) but refused")
      }
    }
  }

  /// The component in `slot`, if the last attach made it and no other event came since (a shrunk
  /// trace may have dropped the attach), since the replay sets its settings at creation.
  private func justAttached(in slot: FuzzEvent.Slot) -> RefreshComponent? {
    guard self.justAttached == slot, let component = self.component(in: slot),
      component === self.made.last?.component
    else {
      return nil
    }
    return component
  }

  func component(in slot: FuzzEvent.Slot) -> RefreshComponent? {
    switch slot {
    case .header: self.scroll.header
    case .footer: self.scroll.footer
    case .trailer: self.scroll.trailer
    case .leadingLoader: self.scroll.leadingLoader
    }
  }

  private func setComponent(_ component: RefreshComponent?, in slot: FuzzEvent.Slot) {
    switch slot {
    case .header: self.scroll.header = component as? RefreshHeader
    case .footer: self.scroll.footer = component as? RefreshFooter
    case .trailer: self.scroll.trailer = component as? RefreshTrailer
    case .leadingLoader: self.scroll.leadingLoader = component as? LeadingLoader
    }
  }

  private func attach(_ component: RefreshComponent, in slot: FuzzEvent.Slot) {
    if let previous = self.component(in: slot), previous !== component {
      self.detached[slot] = previous
    }
    self.setComponent(component, in: slot)
    // After: whatever the attach set off asks nothing (a list's refresh that ended with it).
    self.records[ObjectIdentifier(component)]?.fillMayWait = true
  }

  /// Makes a call on `component`, noting whether the recorder records it and who made it.
  private func call(
    _ component: RefreshComponent?, fromTheApp: Bool, _ body: (RefreshComponent) -> Void
  ) {
    guard let component else {
      return
    }
    // The recorder records a call on a component in a slot of its scroll model: not on one
    // being detached, whose slot is already empty or another's.
    if let record = self.records[ObjectIdentifier(component)],
      self.component(in: record.kind.slot) === component
    {
      self.recordedCallsFromTheApp.append(fromTheApp)
    }
    body(component)
  }

  private func make(_ kind: FuzzEvent.Kind, ending: FuzzEvent.Ending) -> RefreshComponent {
    let component = Self.makeComponent(kind, config: self.config)
    self.made.append((component, ending))
    let record = Record(kind: kind, component: component)
    self.records[ObjectIdentifier(component)] = record
    component.refreshingAction = { [weak self, weak component] in
      guard let self, let component else {
        return
      }
      self.actionDidRun(component, record)
      Self.end(component, ending, on: self.clock) { [weak self] component, body in
        self?.call(component, fromTheApp: true, body)
      }
    }
    component.feedbackHandler = { [weak self, weak component, weak record] feedback in
      guard let self, let component, let record else {
        return
      }
      self.feedbackDidArrive(feedback, from: component, record)
      guard let index = self.made.firstIndex(where: { $0.component === component }),
        let reentry = self.reentries[index]
      else {
        return
      }
      Self.react(to: feedback, with: reentry, of: component, record: record.reactions) {
        [weak self] component, body in
        self?.call(component, fromTheApp: true, body)
      } detach: { [weak self] component in
        guard let self, self.component(in: record.kind.slot) === component else {
          return
        }
        self.isReplayable = false
        self.setComponent(nil, in: record.kind.slot)
        self.detached[record.kind.slot] = component
      }
    }
    record.token = component.observe(\.state) { [weak self, weak record] component, change in
      guard let self, let record else {
        return
      }
      self.stateDidChange(component, record, from: change.oldValue, to: change.newValue)
    }
    return component
  }

  /// What the app's action does to end a refresh that `ending` describes; `call` makes each call.
  static func end(
    _ component: RefreshComponent, _ ending: FuzzEvent.Ending, on clock: ManualAnimationClock,
    call: @escaping @MainActor (RefreshComponent, (RefreshComponent) -> Void) -> Void
  ) {
    switch ending {
    case .later:
      break
    case .atOnce:
      call(component) { $0.endRefreshing() }
    case .afterDelay:
      _ = clock.schedule(after: 0.5) { [weak component] in
        if let component {
          call(component) { $0.endRefreshing() }
        }
      }
    case .noMoreData:
      call(component) { $0.endRefreshingWithNoMoreData() }
    }
  }

  /// What a feedback handler with `reentry` does when `feedback` arrives.
  ///
  /// The first three times, it begins, hides or detaches as a refresh finishes, or ends as one
  /// starts; `reactions` counts them.
  static func react(
    to feedback: RefreshFeedback, with reentry: FuzzEvent.Reentry, of component: RefreshComponent,
    record reactions: Counter,
    call: (RefreshComponent, (RefreshComponent) -> Void) -> Void,
    detach: (RefreshComponent) -> Void
  ) {
    let finished = if case .refreshFinished = feedback { true } else { false }
    let started = if case .refreshStarted = feedback { true } else { false }
    guard reactions.value < 3 else {
      return
    }
    switch reentry {
    case .begin where finished: call(component) { $0.beginRefreshing() }
    case .hide where finished: call(component) { $0.isHidden = true }
    case .detach where finished: detach(component)
    case .end where started: call(component) { $0.endRefreshing() }
    case .fail where started:
      call(component) { $0.endRefreshing(result: .failure(RecordedFailure())) }
    case .noMoreData where started: call(component) { $0.endRefreshingWithNoMoreData() }
    default: return
    }
    reactions.value += 1
  }

  /// A count a handler keeps between the feedback it hears.
  final class Counter {
    var value = 0
  }

  /// A component of `kind` with no action, keeping every transition.
  static func makeComponent(_ kind: FuzzEvent.Kind, config: RefreshConfig) -> RefreshComponent {
    let component: RefreshComponent =
      switch kind {
      case .refreshHeader: RefreshHeader(config: config)
      case .stateHeader: StateHeader(config: config)
      case .normalHeader: NormalHeader(config: config)
      case .gifHeader: GifHeader(config: config)
      case .autoFooter: AutoFooter(config: config)
      case .autoStateFooter: AutoStateFooter(config: config)
      case .autoNormalFooter: AutoNormalFooter(config: config)
      case .autoGifFooter: AutoGifFooter(config: config)
      case .backFooter: BackFooter(config: config)
      case .backStateFooter: BackStateFooter(config: config)
      case .backNormalFooter: BackNormalFooter(config: config)
      case .backGifFooter: BackGifFooter(config: config)
      case .refreshTrailer: RefreshTrailer(config: config)
      case .stateTrailer: StateTrailer(config: config)
      case .normalTrailer: NormalTrailer(config: config)
      case .leadingLoader: LeadingLoader(config: config)
      case .leadingNormalLoader: LeadingNormalLoader(config: config)
      }
    component.transitionLogLimit = 100_000
    return component
  }

  // MARK: - Invariants at the moment things happen

  func refreshCount(_ component: RefreshComponent) -> Int {
    component.transitions.count { $0.to == .refreshing }
  }

  private func actionDidRun(_ component: RefreshComponent, _ record: Record) {
    if component.attachedScrollModel !== self.scroll {
      self.fail("no action after detach", "\(record.kind)'s action ran while detached")
    }
    if component.state != .refreshing {
      self.fail("the action runs while refreshing", "\(record.kind)'s ran in \(component.state)")
    }
    let refresh = self.refreshCount(component)
    record.actions[refresh, default: 0] += 1
    if record.actions[refresh, default: 0] > 1 {
      self.fail(
        "the action runs once per begin", "\(record.kind)'s ran twice in refresh \(refresh)")
    }
  }

  private func stateDidChange(
    _ component: RefreshComponent, _ record: Record, from old: RefreshState?, to new: RefreshState
  ) {
    if old == .refreshing && new != .refreshing {
      record.lastEndFailed = component.lastEnd.result.map { !$0.isSuccess } ?? false
    }
    self.feedbackWasFollowed(by: old, new, record)
    // States are published once the outermost change is complete, so the log may already hold
    // changes made after this one (a refresh begun by an observer of idle): find this one.
    let transitions = component.transitions
    let index =
      transitions[min(record.publishedTransitions, transitions.count)...].firstIndex {
        $0.from == old && $0.to == new
      } ?? transitions.count - 1
    record.publishedTransitions = index + 1
    let transition = transitions.indices.contains(index) ? transitions[index] : nil
    if record.kind.slot == .header, old?.isRefreshing == true, !new.isRefreshing {
      for page in self.pages {
        if let record = self.records[ObjectIdentifier(page)] {
          self.followLoadGeneration(record)
          record.fillMayWait = false  // the list's end asks the pages' rules
        }
      }
    }
    if old == .refreshing, new != .refreshing, let start = record.pageStart {
      record.pageStart = nil
      record.fillMayWait = false
      let abandoned: Set<RefreshTransitionReason> = [.hidden, .disabled, .detached, .superseded]
      if let reason = transition?.reason, !abandoned.contains(reason),
        !record.lastEndFailed,
        start.generation == self.scroll.loadGeneration  // else the page was the old list's
      {
        self.followLoadGeneration(record)
        record.lastPage = start.position
      }
    }
    let refresh = index >= 0 ? transitions[...index].count { $0.to == .refreshing } : 0
    if old == .idle, new == .willRefresh || new == .refreshing, transition?.reason == .automatic {
      self.loaderDidTrigger(record)
    }
    if new == .refreshing {
      self.followLoadGeneration(record)
      record.pageStart = (self.contentPosition, self.scroll.loadGeneration)
      if record.kind.slot == .header && self.listWaitsForAPage {
        record.waitedForPages.insert(refresh)  // (also when it starts and ends in one event)
      }
      record.refreshStarts[refresh] = self.clock.now
      let reason = transition?.reason
      if record.kind.isAutoFooter && reason == .automatic {
        let y = self.scroll.contentOffset.y
        let top = self.scroll.adjustedContentInset.top
        if y < -top - 1e-6 {
          self.fail(
            "a header pull never triggers the footer", "triggered at offset \(y), top \(top)")
        }
      }
      if record.kind.slot == .leadingLoader && reason == .automatic {
        let y = self.scroll.contentOffset.y
        let end = max(self.scroll.maximumContentOffset.y, self.scroll.minimumContentOffset.y)
        if y > end + 1e-6 {
          self.fail(
            "a pull past the end never triggers the leading loader", "triggered at offset \(y)")
        }
      }
      if reason == .automatic && self.scroll.isShiftingContent {
        self.fail("an insertion triggers nothing", "\(record.kind) triggered by one")
      }
      if record.kind.isAutoLoader && record.actions[refresh, default: 0] != 1 {
        self.fail("an auto loader's action runs at once", "\(record.kind) did not run it")
      }
    } else if new == .noMoreData || old == .noMoreData {
      record.lastPage = nil
      record.loadsAtRest = 0
      record.pageStart = nil
    } else if old == .refreshing, let start = record.refreshStarts[refresh] {
      let elapsed = self.clock.now - start
      let actions = record.actions[refresh, default: 0]
      let ranCallbacks = transition?.reason != .detached
      let waited = record.waitedForPages.contains(refresh) && actions == 0
      if !record.kind.isAutoLoader && ranCallbacks && !waited {
        if elapsed > component.fastAnimationDuration + 1e-6 && actions != 1 {
          self.fail(
            "the action runs once per begin",
            "\(record.kind) refreshed \(elapsed) s and ran its action \(actions) times")
        }
        if elapsed < component.fastAnimationDuration - 1e-6 && actions != 0 {
          self.fail(
            "an early end cancels the action",
            "\(record.kind) ended after \(elapsed) s but ran its action")
        }
      }
    }
  }

  // MARK: - Chat loading

  /// Inserts content before the start: what the user reads does not move, by exactly 0 points.
  private func insertAtStart(_ length: Double) {
    let before = (offset: self.scroll.contentOffset, size: self.scroll.contentSize)
    for record in self.records.values {
      record.fillMayWait = true
    }
    self.scroll.insertContentAtStart(CGFloat(length))
    if self.scroll.contentSize != before.size {
      self.visibleItemsAreStale = true
    }
    let delta = CGFloat(length)
    guard delta.isFinite, delta.magnitude < 1e12, before.size.height + delta >= 0 else {
      if !delta.isFinite || delta.magnitude >= 1e12 {
        if self.scroll.contentOffset != before.offset || self.scroll.contentSize != before.size {
          self.fail("a hostile insertion changes nothing", "\(length)")
        }
      }
      return
    }
    let expected = CGPoint(x: before.offset.x, y: before.offset.y + delta)
    // At rest, an offset the content cannot hold comes back into range.
    let minimum = self.scroll.minimumContentOffset.y
    let inRange = min(max(expected.y, minimum), max(self.scroll.maximumContentOffset.y, minimum))
    let offset = self.scroll.contentOffset
    // (The other axis is not the insertion's: an inset that changes in response may clamp it.
    // Content too short to hold the anchor brings the offset into range.)
    let maximum = max(self.scroll.maximumContentOffset.y, minimum)
    let holdsTheAnchor = expected.y == inRange
    let isInRange = offset.y >= minimum - 1e-9 && offset.y <= maximum + 1e-9
    // (Content in motion may be out of range for a while: its motion brings it back, which the
    // check at rest sees.)
    let isMoving = self.scroll.isDragging || self.scroll.isDecelerating
    if delta > 0 && offset.y != expected.y && (holdsTheAnchor || !(isInRange || isMoving)) {
      self.fail(
        "the anchor does not move through an insertion",
        "offset \(before.offset.y) + \(delta) became \(self.scroll.contentOffset.y)")
    }
    if self.scroll.contentSize.height != before.size.height + delta {
      self.fail("an insertion grows the content", "\(before.size.height) + \(delta)")
    }
  }

  /// The content as the loaders' rules see it: its length and the reported item count.
  var contentPosition: Position {
    Position(length: self.scroll.contentSize.height, items: self.scroll.visibleItems?.count)
  }

  /// A loader triggered by itself: never twice for the same content (its length and item
  /// count), from page to page, whatever the drags, until the list is refreshed or no more
  /// data comes or goes.
  private func loaderDidTrigger(_ record: Record) {
    self.followLoadGeneration(record)
    let position = self.contentPosition
    let byGesture =
      self.scroll.isDragging || self.scroll.isDecelerating || self.isReleasing
      || self.momentumEndedAt == self.clock.now
    if record.lastPage == position && !(byGesture && !record.loadedThisGesture) {
      self.fail(
        "a loader loads by itself once per content, and once more per gesture",
        "\(record.kind) at \(position)")
    }
    if byGesture {
      record.loadedThisGesture = true
    } else {
      record.loadsAtRest += 1
    }
  }

  /// A refresh of the list forgets the old list's content; the fill is asked again once it
  /// ends.
  func followLoadGeneration(_ record: Record) {
    if record.loadGeneration != self.scroll.loadGeneration {
      record.loadGeneration = self.scroll.loadGeneration
      record.lastPage = nil
      record.loadsAtRest = 0
      record.fillMayWait = true
    }
  }
}
