import Foundation
import RefreshKit
import TestSupport
import Testing

/// What happens to a shop page in a nested-scroll trace.
enum NestedFuzzEvent: Equatable, Sendable, CustomStringConvertible {
  case touch
  case move(Double)
  case lift(velocity: Double)
  case cancel
  case select(Int)
  case advance(Double)
  case beginRefresh
  case endRefresh
  case endLoad(Int)
  case noMoreData(Int)
  case openFloor
  case closeFloor
  case detachHeader
  case attachHeader

  var description: String {
    switch self {
    case .touch: "touch"
    case .move(let y): "move(\(y))"
    case .lift(let velocity): "lift(velocity: \(velocity))"
    case .cancel: "cancel"
    case .select(let page): "select(\(page))"
    case .advance(let seconds): "advance(\(seconds))"
    case .beginRefresh: "beginRefresh"
    case .endRefresh: "endRefresh"
    case .endLoad(let page): "endLoad(\(page))"
    case .noMoreData(let page): "noMoreData(\(page))"
    case .openFloor: "openFloor"
    case .closeFloor: "closeFloor"
    case .detachHeader: "detachHeader"
    case .attachHeader: "attachHeader"
    }
  }

  /// A trace: the page's settings, then events.
  static func trace(seed: UInt64, length: Int) -> (NestedFuzzWorld.Settings, [NestedFuzzEvent]) {
    var random = FuzzRandom(seed: seed)
    let settings = NestedFuzzWorld.Settings(
      mode: random.chance(30) ? .perPage : .shared, hasFloor: random.chance(40))
    var events: [NestedFuzzEvent] = []
    for _ in 0..<random.below(length) + 1 {
      let roll = random.below(100)
      let event: NestedFuzzEvent =
        switch roll {
        case 0..<8: .touch
        case 8..<45: .move(Double(random.below(121) - 60))
        case 45..<53: .lift(velocity: Double(random.pick([0, 0, 800, -800, 3000, -3000])))
        case 53..<55: .cancel
        case 55..<61: .select(random.below(4))
        case 61..<75: .advance(random.pick([0.016, 0.1, 0.3, 1]))
        case 75..<78: .beginRefresh
        case 78..<84: .endRefresh
        case 84..<89: .endLoad(random.below(3))
        case 89..<91: .noMoreData(random.below(3))
        case 91..<94: .openFloor
        case 94..<97: .closeFloor
        case 97..<99: .detachHeader
        default: .attachHeader
        }
      events.append(event)
    }
    return (settings, events)
  }
}

/// A shop page (the fixture's: a 200-point header, three lists) under random fingers, tab
/// switches, refreshes, loads and second floors, and the rules it keeps.
@MainActor
final class NestedFuzzWorld {
  /// How the trace's page is built.
  struct Settings: Equatable, Sendable {
    let mode: NestedScrollCoordinator.HeaderMode
    let hasFloor: Bool
  }

  let settings: Settings
  let outer: ScrollModel
  let pages: [ScrollModel]
  let clock: ManualAnimationClock
  let coordinator: NestedScrollCoordinator
  private(set) var headers: [NormalHeader] = []
  private(set) var footers: [AutoNormalFooter] = []
  /// The components whose action runs and whose refresh has not ended yet.
  private var unfinished: Set<ObjectIdentifier> = []
  private var tokens: [ObservationToken] = []
  private var finger: Double = 0
  private var isDragging = false
  /// The first rule broken, if any.
  private(set) var violation: String?

  init(_ settings: Settings) {
    self.settings = settings
    (self.outer, self.pages, self.clock) = makeShopModels()
    self.coordinator = NestedScrollCoordinator(outer: self.outer, pages: self.pages)
    self.coordinator.headerMode = settings.mode
    let owners = settings.mode == .shared ? [self.outer] : self.pages
    for owner in owners {
      let header = NormalHeader(config: makeConfig())
      if settings.hasFloor {
        header.secondFloor = SecondFloor()
      }
      self.watch(header)
      owner.header = header
      self.headers.append(header)
    }
    for page in self.pages {
      let footer = AutoNormalFooter(config: makeConfig())
      self.watch(footer)
      page.footer = footer
      self.footers.append(footer)
    }
  }

  /// Counts the component's refreshes: its action may not run again before its refresh ends.
  private func watch(_ component: RefreshComponent) {
    let id = ObjectIdentifier(component)
    component.refreshingAction = { [weak self] in
      guard let self else { return }
      if self.unfinished.contains(id) {
        self.fail("a second refresh began before the first ended")
      }
      self.unfinished.insert(id)
    }
    self.tokens.append(
      component.observe(\.state) { [weak self] _, change in
        if change.newValue != .refreshing {
          self?.unfinished.remove(id)
        }
      })
  }

  private func fail(_ rule: String) {
    if self.violation == nil {
      self.violation = rule
    }
  }

  /// Runs `events` and then brings everything to rest; returns the index of the event after
  /// which the first rule broke, and the rule.
  static func run(_ settings: Settings, _ events: [NestedFuzzEvent]) -> (Int, String)? {
    weak var outer: ScrollModel?
    weak var coordinator: NestedScrollCoordinator?
    weak var header: NormalHeader?
    let result: (Int, String)? = {
      let world = NestedFuzzWorld(settings)
      (outer, coordinator, header) = (world.outer, world.coordinator, world.headers.first)
      for (index, event) in events.enumerated() {
        world.apply(event)
        if let violation = world.violation {
          return (index, violation)
        }
      }
      world.finish()
      return world.violation.map { (events.count, $0) }
    }()
    if result == nil, outer != nil || coordinator != nil || header != nil {
      return (events.count, "the page, its coordinator or its header outlived the trace")
    }
    return result
  }

  private var selected: ScrollModel {
    self.coordinator.page
  }

  func apply(_ event: NestedFuzzEvent) {
    let outerBefore = self.outer.contentOffset.y
    let pagesBefore = self.pages.map(\.contentOffset.y)
    let selectedBefore = self.coordinator.selectedPage
    switch event {
    case .touch:
      if !self.isDragging {
        self.finger = 0
        self.isDragging = true
        self.coordinator.beginDragging()
      }
    case .move(let dy):
      guard self.isDragging else { return }
      self.finger += dy
      self.coordinator.drag(translationY: self.finger)
      self.checkTheMove(outerBefore: outerBefore, pagesBefore: pagesBefore)
    case .lift(let velocity):
      guard self.isDragging else { return }
      self.isDragging = false
      self.coordinator.endDragging(velocity: velocity)
    case .cancel:
      guard self.isDragging else { return }
      self.isDragging = false
      self.coordinator.cancelDragging()
    case .select(let page):
      _ = Diagnostics.collect { self.coordinator.selectedPage = page }
      let expected = self.isDragging || !(0..<3).contains(page) ? selectedBefore : page
      if self.coordinator.selectedPage != expected {
        self.fail("a tab switch was taken or refused against the rules")
      }
    case .advance(let seconds):
      self.clock.advance(by: seconds)
    case .beginRefresh:
      _ = Diagnostics.collect { self.sharedOrShownHeader?.beginRefreshing() }
    case .endRefresh:
      _ = Diagnostics.collect { self.sharedOrShownHeader?.endRefreshing() }
    case .endLoad(let page):
      _ = Diagnostics.collect { self.footers[page].endRefreshing() }
    case .noMoreData(let page):
      _ = Diagnostics.collect { self.footers[page].endRefreshingWithNoMoreData() }
    case .openFloor:
      _ = Diagnostics.collect { self.sharedOrShownHeader?.openSecondFloor() }
    case .closeFloor:
      _ = Diagnostics.collect { self.sharedOrShownHeader?.closeSecondFloor() }
    case .detachHeader:
      self.owner(of: self.headers[0]).header = nil
    case .attachHeader:
      self.owner(of: self.headers[0]).header = self.headers[0]
    }
    self.checkTheTabs()
    self.checkTheRanges()
  }

  /// The shared header, or with a header per tab the shown tab's.
  private var sharedOrShownHeader: NormalHeader? {
    let header =
      self.settings.mode == .shared ? self.headers[0] : self.headers[self.coordinator.selectedPage]
    return header.scrollModel == nil ? nil : header
  }

  private func owner(of header: NormalHeader) -> ScrollModel {
    self.settings.mode == .shared ? self.outer : self.pages[0]
  }

  /// A move shares the finger out: the list does not scroll up while the header shows, the
  /// header does not come back over a scrolled list, and the other tabs stay put.
  private func checkTheMove(outerBefore: CGFloat, pagesBefore: [CGFloat]) {
    let index = self.coordinator.selectedPage
    let page = self.pages[index]
    let moved = Move(
      outer: (outerBefore, self.outer.contentOffset.y),
      outerMaximum: self.outer.maximumContentOffset.y,
      page: (pagesBefore[index], page.contentOffset.y), pageMinimum: page.minimumContentOffset.y)
    if let rule = moved.brokenRule {
      self.fail(rule)
    }
    for (other, list) in self.pages.enumerated() where other != index {
      if list.contentOffset.y != pagesBefore[other] {
        self.fail("a tab that does not show moved with the finger")
      }
    }
  }

  /// The outer model's and the shown list's offsets before and after a finger's move.
  struct Move {
    let outer: (before: CGFloat, after: CGFloat)
    let outerMaximum: CGFloat
    let page: (before: CGFloat, after: CGFloat)
    let pageMinimum: CGFloat

    /// The rule the move broke, if any.
    var brokenRule: String? {
      let listScrolled = self.page.after > self.pageMinimum + 0.5
      if self.page.after - self.page.before > 0.01, listScrolled,
        self.outer.after < self.outerMaximum - 0.5
      {
        return "the list scrolled while the page's header showed"
      }
      if self.outer.after - self.outer.before < -0.01, listScrolled {
        return "the header came back over a scrolled list"
      }
      return nil
    }
  }

  /// Only the shown tab's list is visible.
  private func checkTheTabs() {
    for (index, page) in self.pages.enumerated()
    where page.isVisible != (index == self.coordinator.selectedPage) {
      self.fail("a list's visibility does not follow the tab")
    }
  }

  /// At rest, every model is inside its range.
  private func checkTheRanges() {
    guard !self.isDragging, self.clock.isIdle else {
      return
    }
    for model in [self.outer] + self.pages where !model.isDecelerating {
      let y = model.contentOffset.y
      if y < model.minimumContentOffset.y - 0.5 || y > model.maximumContentOffset.y + 0.5 {
        self.fail("a model rests outside its range")
      }
    }
  }

  /// Lifts the finger, ends every refresh and load, closes the floors, and runs the clock:
  /// nothing is left on it, and every component is at rest.
  func finish() {
    if self.isDragging {
      self.apply(.lift(velocity: 0))
    }
    // A floor that closes may begin the refresh its pull asked for: end that one too.
    for _ in 0..<3 {
      for header in self.headers {
        _ = Diagnostics.collect {
          header.closeSecondFloor()
          header.endRefreshing()
        }
      }
      for footer in self.footers {
        _ = Diagnostics.collect { footer.endRefreshing() }
      }
      self.clock.run()
    }
    self.checkTheRanges()
    if !self.clock.isIdle {
      self.fail("work left on the clock")
    }
    for component in self.headers as [RefreshComponent] + self.footers
    where component.scrollModel != nil
      && ![RefreshState.idle, .noMoreData].contains(component.state)
    {
      self.fail("a component did not come to rest: \(component.state)")
    }
  }
}

/// Random traces of fingers, tab switches, refreshes, loads and second floors on a shop page,
/// checked after every event: a list does not scroll while the page's header shows, the header
/// does not come back over a scrolled list, a tab that does not show neither moves nor is
/// visible, no refresh begins twice, every model rests in its range, nothing is left on the
/// clock, and everything deallocates.
///
/// `REFRESHKIT_FUZZ_TRACES` (the soak's million) scales the count; a failure prints its seed
/// and the shrunk trace.
@MainActor
@Suite(.idleClocks) struct NestedScrollFuzzTests {
  static let traces: Int = {
    let total = ProcessInfo.processInfo.environment["REFRESHKIT_FUZZ_TRACES"].flatMap(Int.init)
    return max((total ?? 5_000) / 5, 1)
  }()

  @Test func randomShopPagesKeepEveryRule() {
    for index in 0..<UInt64(Self.traces) {
      let seed = 0x7AB5_0000 + index
      let (settings, events) = NestedFuzzEvent.trace(seed: seed, length: 120)
      guard let (failing, rule) = NestedFuzzWorld.run(settings, events) else {
        continue
      }
      let shrunk = FuzzShrinker.shrink(Array(events.prefix(failing + 1))) {
        NestedFuzzWorld.run(settings, $0)?.1 == rule
      }
      Issue.record(
        """
        seed \(seed) (\(settings)): \(rule) after event \(failing) of \(events.count)
        shrunk to \(shrunk.count) events:
        \(shrunk.map { "  \($0)" }.joined(separator: "\n"))
        """)
      return
    }
  }

  @Test func theRulesOfAMoveCatchWhatThePeersGetWrong() {
    let listWithTheHeader = NestedFuzzWorld.Move(
      outer: (100, 110), outerMaximum: 200, page: (0, 10), pageMinimum: 0)
    #expect(listWithTheHeader.brokenRule == "the list scrolled while the page's header showed")
    let headerOverTheList = NestedFuzzWorld.Move(
      outer: (200, 190), outerMaximum: 200, page: (100, 90), pageMinimum: 0)
    #expect(headerOverTheList.brokenRule == "the header came back over a scrolled list")
    let fine = NestedFuzzWorld.Move(
      outer: (190, 200), outerMaximum: 200, page: (0, 10), pageMinimum: 0)
    #expect(fine.brokenRule == nil)
  }
}
