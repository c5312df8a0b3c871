import Foundation
import RefreshKit

/// One thing a host, a user or the app does to a scroll model and its components in a fuzz
/// trace.
enum FuzzEvent: Equatable, Codable, CustomStringConvertible {
  /// Where a component is attached.
  enum Slot: String, Codable, CaseIterable {
    case header, footer, trailer, leadingLoader
  }

  /// Which component class to attach, and how its refreshing action ends.
  enum Kind: String, Codable, CaseIterable {
    case refreshHeader, stateHeader, normalHeader, gifHeader
    case autoFooter, autoStateFooter, autoNormalFooter, autoGifFooter
    case backFooter, backStateFooter, backNormalFooter, backGifFooter
    case refreshTrailer, stateTrailer, normalTrailer
    case leadingLoader, leadingNormalLoader

    /// MJRefresh's kinds: what the main stream of events picks from, so that the traces of the
    /// seeds from before the leading loader stay the same.
    static let mjRefreshKinds = Self.allCases.filter { $0.slot != .leadingLoader }

    var slot: Slot {
      switch self {
      case .refreshHeader, .stateHeader, .normalHeader, .gifHeader: .header
      case .refreshTrailer, .stateTrailer, .normalTrailer: .trailer
      case .leadingLoader, .leadingNormalLoader: .leadingLoader
      default: .footer
      }
    }

    /// Whether it loads by itself: an auto footer or a leading loader.
    var isAutoLoader: Bool {
      self.isAutoFooter || self.slot == .leadingLoader
    }

    var isAutoFooter: Bool {
      switch self {
      case .autoFooter, .autoStateFooter, .autoNormalFooter, .autoGifFooter: true
      default: false
      }
    }
  }

  /// What the refreshing action does.
  enum Ending: String, Codable, CaseIterable {
    /// Nothing: the app ends the refresh later, with an `.end` event.
    case later
    /// Ends the refresh from inside the action.
    case atOnce
    /// Schedules the end on the clock, 0.5 s later.
    case afterDelay
    /// Ends with no more data from inside the action (headers and trailers refuse it).
    case noMoreData
  }

  /// What a component's feedback handler does besides listening: it acts on the component
  /// while the feedback is delivered, as an app's haptics code might.
  enum Reentry: String, Codable, CaseIterable {
    /// Begins a refresh when one finishes.
    case begin
    /// Ends the refresh as it starts.
    case end
    /// Ends the refresh with a failure as it starts.
    case fail
    /// Ends it with no more data as it starts (headers and trailers refuse it).
    case noMoreData
    /// Hides the component when a refresh finishes.
    case hide
    /// Detaches the component when a refresh finishes.
    case detach
  }

  // The user
  case beginDragging
  case dragBy(dx: Double, dy: Double)
  case dragToY(Double)
  case release(vx: Double, vy: Double)
  case cancelDragging
  // Time
  case advance(Double)
  case settle
  // The app
  case begin(Slot)
  case end(Slot)
  case endWithNoMoreData(Slot)
  case resetNoMoreData(Slot)
  case tapFooter
  case hide(Slot, Bool)
  /// Enables or disables the slot's component (`isEnabled`), when that changes it.
  case enable(Slot, Bool)
  case attach(Kind, Ending)
  case detach(Slot)
  case reattach(Slot)
  case language(String)
  // The host
  case contentSize(width: Double, height: Double)
  case contentInset(top: Double, bottom: Double)
  case systemInset(top: Double, bottom: Double)
  case visible(Bool)
  case setOffset(x: Double, y: Double, animated: Bool)
  case paging(Bool)
  case totalDataCount(Int)
  // Beyond MJRefresh
  /// Sets the minimum refreshing duration of the component just attached in the slot (the
  /// generator emits it right after an `.attach`, so that the replay can set it at creation).
  case minimumDuration(Slot, Double)
  /// Sets how long the component just attached in the slot shows its results and, for a footer,
  /// whether it retries failed pages by itself (twice, 0.5 s then 1 s later); emitted, and
  /// applied, like `.minimumDuration`.
  case results(Slot, display: Double, retries: Bool)
  /// Lays every component out right to left (or left to right whatever the language); the
  /// generator emits it first, and only there does the world apply it, so that the replay can
  /// set it before anything is made.
  case layoutDirection(rightToLeft: Bool)
  /// The app ends the slot's refresh with a result: success or failure.
  case endWithResult(Slot, success: Bool)
  // Chat and timeline loading
  /// The host inserts content before the start: ``ScrollModel/insertContentAtStart(_:on:)``.
  case insertAtStart(Double)
  /// The host reports the visible items: `count` items from `first`, of `total`.
  case visibleItems(first: Int, count: Int, total: Int)
  /// Sets the index rule (and whether the offset rule stays on) of the loader just attached in
  /// the slot; emitted, and applied, like `.minimumDuration`.
  case itemTrigger(Slot, distance: Int, byOffset: Bool)
  // Re-entry and direction
  /// Gives the component just attached in the slot a feedback handler that, the first three
  /// times, does `reentry`, and feedback for refreshes begun from code too; emitted, and
  /// applied, like `.minimumDuration`.
  case reentry(Slot, Reentry)
  /// Switches the layout to right to left, or back, in the middle of a trace. The replay cannot
  /// switch it, so a trace with a switch is not replayed.
  case direction(rightToLeft: Bool)
  // Cooperating loaders
  /// Sets the loaders' rules (``ScrollModel/loaderRules``: how they take turns, whether a short
  /// list fills the view); the generator emits it first, and only there does the world apply
  /// it, so that the recording starts with it.
  case loaderRules(LoaderRules)
  /// Gives the header just attached a second floor: its trigger (or the default), and whether
  /// a release short of it refreshes.
  case secondFloor(trigger: Double?, refreshesOnTheWay: Bool)
  /// The app opens the header's second floor.
  case openSecondFloor
  /// The app closes the header's second floor.
  case closeSecondFloor
  /// A VoiceOver user performs each of the header's floor actions, the offered one and the
  /// other: only the offered one may change anything.
  case floorAccessibilityActions
  /// The user presses ⌘R: the header refreshes if it can take the command.
  case refreshCommand

  var description: String {
    switch self {
    case .beginDragging: "beginDragging"
    case .dragBy(let dx, let dy): "dragBy(\(dx), \(dy))"
    case .dragToY(let y): "dragToY(\(y))"
    case .release(let vx, let vy): "release(\(vx), \(vy))"
    case .cancelDragging: "cancelDragging"
    case .advance(let seconds): "advance(\(seconds))"
    case .settle: "settle"
    case .begin(let slot): "begin(\(slot))"
    case .end(let slot): "end(\(slot))"
    case .endWithNoMoreData(let slot): "endWithNoMoreData(\(slot))"
    case .resetNoMoreData(let slot): "resetNoMoreData(\(slot))"
    case .tapFooter: "tapFooter"
    case .hide(let slot, let hidden): "hide(\(slot), \(hidden))"
    case .enable(let slot, let enabled): "enable(\(slot), \(enabled))"
    case .attach(let kind, let ending): "attach(\(kind), \(ending))"
    case .detach(let slot): "detach(\(slot))"
    case .reattach(let slot): "reattach(\(slot))"
    case .language(let code): "language(\(code))"
    case .contentSize(let width, let height): "contentSize(\(width), \(height))"
    case .contentInset(let top, let bottom): "contentInset(\(top), \(bottom))"
    case .systemInset(let top, let bottom): "systemInset(\(top), \(bottom))"
    case .visible(let visible): "visible(\(visible))"
    case .setOffset(let x, let y, let animated): "setOffset(\(x), \(y), animated: \(animated))"
    case .paging(let on): "paging(\(on))"
    case .totalDataCount(let count): "totalDataCount(\(count))"
    case .minimumDuration(let slot, let seconds): "minimumDuration(\(slot), \(seconds))"
    case .results(let slot, let display, let retries):
      "results(\(slot), display: \(display), retries: \(retries))"
    case .endWithResult(let slot, let success): "endWithResult(\(slot), success: \(success))"
    case .layoutDirection(let rightToLeft): "layoutDirection(rightToLeft: \(rightToLeft))"
    case .loaderRules(let rules):
      "loaderRules(\(rules.arbitration), fillPages: \(rules.fillPages))"
    case .insertAtStart(let length): "insertAtStart(\(length))"
    case .visibleItems(let first, let count, let total):
      "visibleItems(first: \(first), count: \(count), total: \(total))"
    case .itemTrigger(let slot, let distance, let byOffset):
      "itemTrigger(\(slot), distance: \(distance), byOffset: \(byOffset))"
    case .reentry(let slot, let reentry): "reentry(\(slot), \(reentry))"
    case .direction(let rightToLeft): "direction(rightToLeft: \(rightToLeft))"
    case .secondFloor(let trigger, let refreshes):
      "secondFloor(trigger: \(trigger.map { "\($0)" } ?? "nil"), refreshesOnTheWay: \(refreshes))"
    case .openSecondFloor: "openSecondFloor"
    case .closeSecondFloor: "closeSecondFloor"
    case .floorAccessibilityActions: "floorAccessibilityActions"
    case .refreshCommand: "refreshCommand"
    }
  }
}
