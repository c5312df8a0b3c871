import RefreshKit

/// Random traces of ``FuzzEvent``s, weighted toward what users do most: dragging, releasing and
/// letting time pass, with the app's and the host's calls mixed in.
struct FuzzTraceGenerator {
  var random: FuzzRandom
  /// A stream of its own for what came after MJRefresh (minimum durations), so that the events
  /// a seed made before stay the same, with the new ones between them.
  var beyond: FuzzRandom
  /// Another for results, failures and retries, for the same reason.
  var outcomes: FuzzRandom
  /// Another for the leading loader, insertions and visible items, for the same reason.
  var chat: FuzzRandom
  /// Another for components disabled and enabled, for the same reason.
  var toggles: FuzzRandom
  /// Another for feedback handlers that act and for direction switches, for the same reason.
  var reentries: FuzzRandom
  /// Another for the loaders' arbitration, for the same reason.
  var loaders: FuzzRandom
  /// Another for the header's second floor, for the same reason.
  var floors: FuzzRandom
  /// Another for the loaders' fill rule, added after the others, for the same reason.
  var fills: FuzzRandom

  init(seed: UInt64) {
    self.random = FuzzRandom(seed: seed)
    self.beyond = FuzzRandom(seed: seed ^ 0x5EED_BE70_0D00_0001)
    self.outcomes = FuzzRandom(seed: seed ^ 0x5EED_BE70_0D00_0002)
    self.chat = FuzzRandom(seed: seed ^ 0x5EED_BE70_0D00_0003)
    self.toggles = FuzzRandom(seed: seed ^ 0x5EED_BE70_0D00_0004)
    self.reentries = FuzzRandom(seed: seed ^ 0x5EED_BE70_0D00_0005)
    self.loaders = FuzzRandom(seed: seed ^ 0x5EED_BE70_0D00_0006)
    self.floors = FuzzRandom(seed: seed ^ 0x5EED_BE70_0D00_0007)
    self.fills = FuzzRandom(seed: seed ^ 0x5EED_BE70_0D00_0008)
  }

  /// A trace of up to `maximumLength` events, starting with a header and a footer attached.
  mutating func trace(maximumLength: Int) -> [FuzzEvent] {
    let first: [FuzzEvent] = [
      .attach(self.random.pick([.normalHeader, .gifHeader, .stateHeader]), self.ending()),
      .attach(
        self.random.pick([.autoNormalFooter, .backNormalFooter, .autoGifFooter]), self.ending()),
    ]
    // The fill rule from a stream of its own, so that the other picks of a seed are as before.
    let rules = LoaderRules(
      arbitration: self.loaders.pick(LoaderArbitration.allCases),
      fillPages: self.fills.chance(4) ? 0 : 10)
    var events: [FuzzEvent] = [.loaderRules(rules)]
    if self.outcomes.chance(4) {
      events.append(.layoutDirection(rightToLeft: true))
    }
    for event in first {
      self.append(event, to: &events)
    }
    var count = first.count
    // A switch leaves the trace unreplayed: a fifth of the traces switch.
    let switchesDirection = self.reentries.chance(20)
    let length = 1 + self.random.below(maximumLength)
    while count < length {
      self.append(self.event(), to: &events)
      if self.outcomes.chance(12) {
        events.append(
          .endWithResult(
            self.outcomes.pick([.header, .footer, .footer, .trailer]),
            success: self.outcomes.chance(2)))
      }
      if let event = self.chatEvent() {
        self.append(event, to: &events)
      }
      if self.toggles.chance(4) {
        events.append(
          .enable(
            self.toggles.pick([.header, .footer, .trailer, .leadingLoader]),
            self.toggles.chance(50)))
      }
      if self.floors.chance(8) {
        events.append(
          self.floors.pick([
            .openSecondFloor, .openSecondFloor, .closeSecondFloor, .floorAccessibilityActions,
            .refreshCommand,
          ]))
      }
      if switchesDirection && self.reentries.chance(2) {
        events.append(.direction(rightToLeft: self.reentries.chance(50)))
      }
      count += 1
    }
    return events
  }

  /// Now and then, something a chat does: a leading loader attached, begun or ended, content
  /// inserted before the start, the visible items reported.
  private mutating func chatEvent() -> FuzzEvent? {
    let roll = self.chat.below(100)
    switch roll {
    case 0..<3:
      return .attach(
        self.chat.pick([.leadingNormalLoader, .leadingLoader]),
        self.chat.pick(FuzzEvent.Ending.allCases))
    case 3..<9:
      let lengths: [Double] = [0, 44, 240, 600, 1000, -100, -2000, .nan, .infinity, 1e308]
      return .insertAtStart(self.chat.pick(lengths))
    case 9..<19:
      let total = self.chat.pick([0, 10, 40, 100])
      let first = self.chat.below(total + 1)
      return .visibleItems(first: first, count: self.chat.pick([0, 8, 12]), total: total)
    case 19..<21: return .begin(.leadingLoader)
    case 21..<23: return .end(.leadingLoader)
    case 23..<24: return .endWithNoMoreData(.leadingLoader)
    case 24..<25: return .resetNoMoreData(.leadingLoader)
    default: return nil
    }
  }

  /// Appends `event`, and after an attach, now and then, a minimum refreshing duration and
  /// result settings for the component attached.
  private mutating func append(_ event: FuzzEvent, to events: inout [FuzzEvent]) {
    events.append(event)
    guard case .attach(let kind, _) = event else {
      return
    }
    if self.beyond.chance(33) {
      events.append(.minimumDuration(kind.slot, self.beyond.pick([0.1, 0.5, 1, 3])))
    }
    if self.outcomes.chance(33) {
      events.append(
        .results(
          kind.slot, display: self.outcomes.pick([0, 0.5, 1]), retries: self.outcomes.chance(2)))
    }
    if self.reentries.chance(25) {
      events.append(.reentry(kind.slot, self.reentries.pick(FuzzEvent.Reentry.allCases)))
    }
    if kind.slot == .header && self.floors.chance(33) {
      events.append(
        .secondFloor(
          trigger: self.floors.pick([nil, 120, 40, 300]), refreshesOnTheWay: self.floors.chance(2)))
    }
    if kind.isAutoLoader && self.chat.chance(50) {
      events.append(
        .itemTrigger(
          kind.slot, distance: self.chat.pick([0, 2, 5]), byOffset: self.chat.chance(50)))
    }
  }

  private mutating func ending() -> FuzzEvent.Ending {
    self.random.pick(FuzzEvent.Ending.allCases)
  }

  private mutating func slot() -> FuzzEvent.Slot {
    self.random.pick([.header, .header, .footer, .footer, .trailer])
  }

  private mutating func length() -> Double {
    if self.random.chance(3) {
      return self.hostile()
    }
    return self.random.pick([0, 1, 20, 44, 54, 60, 100, 300, 444, 600, 1000, 2000])
  }

  /// A number no host should send, which RefreshKit must refuse or clamp without harm.
  private mutating func hostile() -> Double {
    self.random.pick([.nan, .infinity, -.infinity, 1e308, -1e308, -1, -600])
  }

  private mutating func event() -> FuzzEvent {
    let roll = self.random.below(100)
    switch roll {
    case 0..<6: return .beginDragging
    case 6..<26:
      let dy = self.random.chance(2) ? self.hostile() : Double(self.random.below(301) - 150)
      let dx = self.random.chance(20) ? Double(self.random.below(201) - 100) : 0
      return .dragBy(dx: dx, dy: dy)
    case 26..<32:
      return .dragToY(self.random.pick([-200, -130, -118, -60, -54, 0, 100, 400, 444, 500]))
    case 32..<42:
      let speeds: [Double] = [0, 0, 300, -300, 1500, -1500, 5000, -5000]
      return .release(
        vx: self.random.chance(20) ? self.random.pick(speeds) : 0, vy: self.random.pick(speeds))
    case 42..<44: return .cancelDragging
    case 44..<58:
      if self.random.chance(1) {
        return .advance(self.hostile())
      }
      return .advance(self.random.pick([1.0 / 60, 0.05, 0.1, 0.25, 0.4, 1, 3]))
    case 58..<62: return .settle
    case 62..<66: return .begin(self.slot())
    case 66..<70: return .end(self.slot())
    case 70..<72: return .endWithNoMoreData(self.slot())
    case 72..<74: return .resetNoMoreData(self.slot())
    case 74..<75: return .tapFooter
    case 75..<76: return .hide(self.slot(), self.random.chance(50))
    case 76..<79: return .attach(self.random.pick(FuzzEvent.Kind.mjRefreshKinds), self.ending())
    case 79..<81: return .detach(self.slot())
    case 81..<82: return .reattach(self.slot())
    case 82..<83: return .language(self.random.pick(["en", "zh-Hans", "ar", "ja", "de"]))
    case 83..<88:
      return .contentSize(width: self.random.pick([0, 375, 1000]), height: self.length())
    case 88..<91:
      let top = self.random.chance(3) ? self.hostile() : self.random.pick([0, 10, 64, -20])
      return .contentInset(top: top, bottom: self.random.pick([0, 10, 34]))
    case 91..<93:
      return .systemInset(top: self.random.pick([0, 20, 88]), bottom: self.random.pick([0, 34]))
    case 93..<95: return .visible(self.random.chance(70))
    case 95..<97:
      return .setOffset(
        x: 0, y: self.random.pick([-300, -64, 0, 250, 1000]), animated: self.random.chance(50))
    case 97..<98: return .paging(self.random.chance(30))
    default: return .totalDataCount(self.random.below(100))
    }
  }
}
