import Foundation
import RefreshKit
import RefreshKitHost
import TestSupport
import Testing

/// The app's inset through a binding, fuzzed: any sequence of the app's edits in either habit,
/// refreshes of the header and the footer, a footer that comes and goes, and keyboard cycles ends
/// with the app's inset exactly what the app meant, and the view's inset that plus the shares.
///
/// Seeded and reproducible: a failure names its seed and its steps.
@MainActor
@Suite(.idleClocks) struct ScrollViewMirrorInsetFuzzTests {
  /// How the app writes, and what it means by it.
  enum Habit: CaseIterable, Sendable {
    /// MJRefresh's: `top += 30`, `bottom += keyboard` then `-= keyboard`, and a whole write of 0
    /// now and then (`bottom = 0` as the keyboard hides), with the default `.relative` writes.
    case relativeEdits
    /// Whole values every time (`bottom = keyboardHeight`, `top = 100` on every layout), with
    /// `.whole` writes.
    case wholeWrites
  }

  /// A small deterministic generator (SplitMix64).
  struct Random {
    var state: UInt64

    mutating func below(_ bound: Int) -> Int {
      self.state &+= 0x9E37_79B9_7F4A_7C15
      var z = self.state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  @Test(
    "the app's inset is what it meant, after any edits, refreshes and keyboards",
    arguments: Habit.allCases)
  func theAppsInsetIsWhatItMeant(_ habit: Habit) {
    for seed in 0..<1000 {
      if let failure = Self.run(habit, seed: UInt64(seed)) {
        Issue.record("seed \(seed), \(habit): \(failure)")
        return
      }
    }
  }

  /// Whether two insets agree but for rounding (a share animating in floating point).
  static func isClose(_ a: EdgeInsets, _ b: EdgeInsets) -> Bool {
    abs(a.top - b.top) < 1e-9 && abs(a.left - b.left) < 1e-9 && abs(a.bottom - b.bottom) < 1e-9
      && abs(a.right - b.right) < 1e-9
  }

  /// Runs one trace; returns what went wrong, with the steps, or `nil`.
  static func run(_ habit: Habit, seed: UInt64) -> String? {
    var random = Random(state: seed)
    let clock = makeClock()
    let view = FakeScrollView()
    let mirror = view.bind(clock: clock)
    mirror.insetWrites = habit == .relativeEdits ? .relative : .whole
    let header = NormalHeader(config: RefreshConfig()) {}
    mirror.model.header = header
    var footer: AutoNormalFooter?
    var meant = EdgeInsets.zero  // what the app means its own inset to be
    var keyboard: CGFloat = 0  // the height the relative habit added, to take off again
    var steps: [String] = []

    for _ in 0..<(8 + random.below(24)) {
      switch random.below(9) {
      case 0:
        steps.append("header begins")
        header.beginRefreshing()
      case 1:
        steps.append("header ends")
        header.endRefreshing()
      case 2:
        if footer == nil {
          steps.append("footer attached")
          let made = AutoNormalFooter(config: RefreshConfig()) {}
          mirror.model.footer = made
          footer = made
        } else {
          steps.append("footer detached")
          mirror.model.footer = nil
          footer = nil
        }
      case 3:
        steps.append("footer hidden or shown")
        footer?.isHidden.toggle()
      case 4:
        let seconds = [0.05, 0.1, 0.3, 1][random.below(4)]
        steps.append("advance \(seconds)")
        clock.advance(by: seconds)
      case 5:
        let top = CGFloat(random.below(5) * 10)
        switch habit {
        case .relativeEdits:
          let delta = max(top - 20, -meant.top)  // never below the app's zero
          steps.append("top += \(delta)")
          view.contentInset.top += delta
          meant.top += delta
        case .wholeWrites:
          steps.append("top = \(top)")
          view.contentInset.top = top
          meant.top = top
        }
      case 6:
        let height = CGFloat(200 + random.below(4) * 50)
        switch habit {
        case .relativeEdits where keyboard == 0:
          steps.append("keyboard shows: bottom += \(height)")
          view.contentInset.bottom += height
          keyboard = height
          meant.bottom += height
        case .relativeEdits:
          steps.append("keyboard hides: bottom -= \(keyboard)")
          view.contentInset.bottom -= keyboard
          meant.bottom -= keyboard
          keyboard = 0
        case .wholeWrites:
          let shows = random.below(2) == 0
          steps.append(shows ? "keyboard shows: bottom = \(height)" : "keyboard hides: bottom = 0")
          view.contentInset.bottom = shows ? height : 0
          meant.bottom = shows ? height : 0
        }
      case 7 where habit == .relativeEdits && keyboard == 0 && meant.bottom == 0:
        steps.append("bottom = 0 (a whole write of zero)")
        view.contentInset.bottom = 0
      case 8:
        steps.append("run the clock")
        clock.run()
      default:
        break
      }
      // At every step: the view holds the app's inset plus the shares, the app's what it meant.
      if !Self.isClose(mirror.model.contentInset, meant) {
        return "after \(steps.joined(separator: ", ")): the app's inset is "
          + "\(mirror.model.contentInset), meant \(meant)"
      }
      if !Self.isClose(view.contentInset, mirror.contentInset) {
        return "after \(steps.joined(separator: ", ")): the view holds \(view.contentInset), "
          + "the mirror means \(mirror.contentInset)"
      }
    }
    header.endRefreshing()
    footer?.endRefreshing()
    footer?.isHidden = false
    clock.run()
    let footerShare: CGFloat = footer == nil ? 0 : 44
    let rest = EdgeInsets(top: meant.top, bottom: meant.bottom + footerShare)
    if view.contentInset != rest {
      return "after \(steps.joined(separator: ", ")), at rest: the view holds "
        + "\(view.contentInset), meant \(rest)"
    }
    return nil
  }
}
