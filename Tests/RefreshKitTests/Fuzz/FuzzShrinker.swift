/// Makes a failing trace as short as it can while it still breaks the same rule: it removes ever
/// smaller runs of events (delta debugging) until no single event can go.
@MainActor
enum FuzzShrinker {
  static func shrink(_ events: [FuzzEvent], rule: String) -> [FuzzEvent] {
    self.shrink(events) { FuzzWorld.run($0)?.violation.rule == rule }
  }

  /// The shortest trace found by removing events from `events` for which `fails` holds.
  static func shrink<Event>(_ events: [Event], while fails: ([Event]) -> Bool) -> [Event] {
    var events = events
    var chunk = max(events.count / 2, 1)
    while chunk >= 1 {
      var start = 0
      var removedAny = false
      while start < events.count {
        var candidate = events
        candidate.removeSubrange(start..<min(start + chunk, events.count))
        if fails(candidate) {
          events = candidate
          removedAny = true
        } else {
          start += chunk
        }
      }
      if !removedAny {
        chunk /= 2
      }
    }
    return events
  }
}
