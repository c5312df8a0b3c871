import Foundation
import RefreshKit

/// A config of its own for each test, with English strings and an in-memory store, so that tests
/// can change it without affecting each other.
@MainActor
func makeConfig(language: String? = "en") -> RefreshConfig {
  let config = RefreshConfig()
  config.languageCode = language
  config.preferredLanguages = { ["en"] }
  config.lastUpdatedTimeStore = InMemoryLastUpdatedTimeStore()
  return config
}

/// Counts calls, for refreshing actions and completions.
@MainActor
final class CallLog {
  private(set) var entries: [String] = []

  func record(_ entry: String) {
    self.entries.append(entry)
  }

  func count(of entry: String) -> Int {
    self.entries.filter { $0 == entry }.count
  }
}

/// A scroll model 375 × 600 over content 1000 tall, with a host top inset (64 by default, as in
/// MJRefresh's worked example), resting at the top, with `header` attached.
@MainActor
func attach<Header: RefreshHeader>(
  _ header: Header, top: CGFloat = 64, systemTop: CGFloat = 0, contentHeight: CGFloat = 1000
) -> (ScrollModel, ManualAnimationClock) {
  let (scroll, clock) = makeScrollModel(contentHeight: contentHeight)
  scroll.contentInset = EdgeInsets(top: top)
  scroll.systemInset = EdgeInsets(top: systemTop)
  scroll.contentOffset = CGPoint(x: 0, y: -(top + systemTop))
  scroll.header = header
  return (scroll, clock)
}

/// A header whose refreshing action logs "action".
@MainActor
func makeHeader(_ log: CallLog, config: RefreshConfig? = nil) -> RefreshHeader {
  RefreshHeader(config: config ?? makeConfig()) { log.record("action") }
}

extension RefreshComponent {
  /// The transitions as `from -> to (reason)` strings, for comparing whole logs.
  var transitionLog: [String] {
    self.transitions.map(\.description)
  }
}

/// Lets other main-actor tasks run until `condition` holds (a bounded number of yields, no
/// sleeping).
@MainActor
func yield(until condition: () -> Bool) async {
  var yields = 0
  while !condition() && yields < 10_000 {
    await Task.yield()
    yields += 1
  }
}

/// The smallest custom component with a no-more-data state, as a footer would be: it refreshes at
/// once when asked, like MJRefresh's auto footer.
@MainActor
final class LoadMoreComponent: RefreshComponent {
  override var supportsNoMoreData: Bool {
    true
  }

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    if self.state == .refreshing {
      self.executeRefreshingCallback()
    }
  }
}

/// A scroll model 375 × 600 over content `contentHeight` tall with no insets, resting at the top,
/// with `footer` attached: MJRefresh's worked footer examples.
@MainActor
func attachFooter<Footer: RefreshFooter>(
  _ footer: Footer, contentHeight: CGFloat = 1000
) -> (ScrollModel, ManualAnimationClock) {
  let (scroll, clock) = makeScrollModel(contentHeight: contentHeight)
  scroll.footer = footer
  return (scroll, clock)
}

/// Drags from `start` to `end` in steps of `step` points, as a finger reports them.
@MainActor
func drag(_ scroll: ScrollModel, from start: CGFloat, to end: CGFloat, step: CGFloat = 10) {
  var y = start
  scroll.drag(toOffsetY: y)
  while (end - y).magnitude > step {
    y += end > y ? step : -step
    scroll.drag(toOffsetY: y)
  }
  scroll.drag(toOffsetY: end)
}

/// The five kinds of component a capability beyond MJRefresh is tested on, one per edge and
/// style.
enum EdgeComponent: String, CaseIterable, Sendable {
  case header, autoFooter, backFooter, trailer, leadingLoader

  /// A component of this kind (a normal one, with its state label), attached to a 375 × 600
  /// scroll model over content 1000 points each way.
  @MainActor
  func attached() -> (any StateTitled, ScrollModel, ManualAnimationClock) {
    let (scroll, clock) = makeScrollModel(contentHeight: 1000, contentWidth: 1000)
    let config = makeConfig()
    switch self {
    case .header:
      let header = NormalHeader(config: config)
      scroll.header = header
      return (header, scroll, clock)
    case .autoFooter:
      let footer = AutoNormalFooter(config: config)
      scroll.footer = footer
      return (footer, scroll, clock)
    case .backFooter:
      let footer = BackNormalFooter(config: config)
      scroll.footer = footer
      return (footer, scroll, clock)
    case .trailer:
      let trailer = NormalTrailer(config: config)
      scroll.trailer = trailer
      return (trailer, scroll, clock)
    case .leadingLoader:
      let loader = LeadingNormalLoader(config: config)
      scroll.leadingLoader = loader
      scroll.contentOffset.y = 300  // away from the start, where it would load at once
      return (loader, scroll, clock)
    }
  }
}
