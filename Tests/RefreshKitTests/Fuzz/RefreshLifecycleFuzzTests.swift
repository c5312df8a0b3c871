import Foundation
import TestSupport
import Testing

@testable import RefreshKit

/// Random events fed to the reducer itself, with no component to keep it on the paths a
/// component takes: whatever the order, the state stays one the edge table allows, a refresh
/// exists exactly while the state says so, and every completion given to it comes back once,
/// to run or to be reported.
///
/// The gesture fuzzer (`GestureFuzzTests`) drives the same reducer through the scroll model.
/// A failure prints its seed; run it again with
/// `REFRESHKIT_FUZZ_SEED=<seed> swift test --filter RefreshLifecycleFuzzTests`.
@MainActor
@Suite(.idleClocks) struct RefreshLifecycleFuzzTests {
  typealias Event = RefreshLifecycle.Event

  /// Traces per run: a fifth of the gesture fuzzer's, since each event is a few hundred
  /// instructions; the soak's count when it sets one.
  static let traces: Int = {
    let total = ProcessInfo.processInfo.environment["REFRESHKIT_FUZZ_TRACES"].flatMap(Int.init)
    return max((total ?? 5_000) / 5, 1)
  }()
  static let length = 200

  @Test func randomEventsKeepTheReducersPromises() {
    if let seed = ProcessInfo.processInfo.environment["REFRESHKIT_FUZZ_SEED"].flatMap(UInt64.init) {
      Self.run(seed: seed)
      return
    }
    for trace in 0..<Self.traces {
      guard Self.run(seed: 0x5EED_0000 &+ UInt64(trace)) else {
        return  // one failing seed is enough to read
      }
    }
  }

  /// Runs one trace; `false` (with the failures recorded) if a promise broke.
  @discardableResult
  static func run(seed: UInt64) -> Bool {
    var world = World(seed: seed)
    for _ in 0..<Self.length {
      let event = world.randomEvent()
      world.feed(event.event, named: event.name)
      if let failure = world.failure {
        Issue.record("seed \(seed): \(failure)\n  events: \(world.log.joined(separator: ", "))")
        return false
      }
    }
    return true
  }

  /// The reducer, what it was given, and what it gave back.
  @MainActor struct World {
    var random: FuzzRandom
    var lifecycle = RefreshLifecycle()
    /// How many times each completion ran, by its number.
    let runs = Counter()
    /// The completions given, by number, and the refresh each begin completion joined.
    var given = 0
    var joined: [Int: Set<Int>] = [:]
    var failure: String?
    var log: [String] = []

    init(seed: UInt64) {
      self.random = FuzzRandom(seed: seed)
    }

    /// A completion that counts its runs.
    mutating func completion() -> (Int, RefreshLifecycle.Callback) {
      self.given += 1
      let number = self.given
      let runs = self.runs
      return (number, { runs.count(number) })
    }

    static let reasons: [RefreshTransitionReason] = [
      .beginRefreshing, .release, .retry, .automatic, .tap, .staleData, .drag, .endRefreshing,
      .hidden, .disabled, .actionFinished, .openSecondFloor, .closeSecondFloor,
    ]

    mutating func randomEvent() -> (event: Event, name: String) {
      let refresh = self.random.chance(80) ? self.lifecycle.refresh : self.random.below(5)
      switch self.random.below(24) {
      case 0:
        let (number, completion) = self.completion()
        let gives = self.random.chance(50)
        let begin = Event.begin(
          reason: self.random.pick(Self.reasons), canBeSeen: self.random.chance(80),
          hostIsLoading: self.random.chance(10), listIsRefreshing: self.random.chance(10),
          completion: gives ? completion : nil)
        if !gives {
        } else if case .enter(let state, _) = RefreshLifecycle.decide(
          begin, given: self.lifecycle.facts)
        {
          self.noteJoin(number, into: state)
        } else {
          completion()  // refused: the component reports it
        }
        return (begin, "begin#\(number)")
      case 1: return (.end(result: self.random.chance(50) ? .success : nil), "end")
      case 2:
        return (
          .endWithNoMoreData(isSupported: self.random.chance(90), componentName: "C"), "noMoreData"
        )
      case 3: return (.resetNoMoreData, "reset")
      case 4:
        return (
          .openSecondFloor(
            hasFloor: self.random.chance(90), canBeSeen: true, isEnabled: true,
            reason: .openSecondFloor), "open"
        )
      case 5: return (.closeSecondFloor(reason: .closeSecondFloor), "close")
      case 6: return (.secondFloorMotionFinished, "floorMotionFinished")
      case 7:
        return (
          .drag(
            pastTrigger: self.random.chance(50), mayArm: self.random.chance(80),
            follows: self.random.chance(90), reason: self.random.chance(80) ? .drag : .custom),
          "drag"
        )
      case 8:
        return (
          self.random.chance(50)
            ? .armSecondFloor : .disarmSecondFloor(toPulling: self.random.chance(50)), "floorArm"
        )
      case 9: return (self.random.chance(50) ? .lift : .letGo(.drag), "lift")
      case 10:
        return self.random.chance(50)
          ? (.stop(self.random.pick(Self.reasons)), "stop") : (.becameVisible, "becameVisible")
      case 11:
        return (.heldEndScheduled(ScheduledWork(deadline: 5, action: {})), "heldEndScheduled")
      case 12: return (.heldEndDue(refresh: refresh), "heldEndDue")
      case 13:
        let (number, completion) = self.completion()
        if let current = self.lifecycle.current {
          self.joined[current.number, default: []].insert(number)
        }
        return (.addBeginCompletion(completion), "addBeginCompletion#\(number)")
      case 14:
        let (_, completion) = self.completion()
        return (.addEndCompletion(completion), "addEndCompletion")
      case 15: return (.callbacksReady(holdsBack: self.random.chance(20)), "callbacksReady")
      case 16: return (.callbacksDone(refresh: refresh), "callbacksDone")
      case 17:
        return (
          .actionFinished(refresh: refresh, result: self.random.chance(50) ? .success : nil),
          "actionFinished"
        )
      case 18:
        return (
          self.random.pick([
            Event.endMotionStarted(waitingForResult: self.random.chance(30)), .endMotionResumed,
            .endMotionCutShort, .endMotionStopped,
          ]), "endMotion"
        )
      case 19: return (.display(self.random.chance(50) ? .success : nil), "display")
      case 20: return (.forgetFailures, "forgetFailures")
      case 21: return (.startLeaving, "startLeaving")
      case 22: return (.startDetaching, "startDetaching")
      default:
        return (.finishDetaching(keepingWaitingEnd: self.random.chance(50)), "finishDetaching")
      }
    }

    /// A completion given with a change into a refresh joins the refresh it starts.
    mutating func noteJoin(_ number: Int, into state: RefreshState) {
      guard state.isRefreshing, !self.lifecycle.name.isRefreshing,
        RefreshLifecycle.hasEdge(from: self.lifecycle.name, to: state)
      else {
        return  // no new refresh: the completion is not kept (the component runs it)
      }
      self.joined[self.lifecycle.refresh + 1, default: []].insert(number)
    }

    /// Feeds `event` at a random moment, and checks every promise.
    mutating func feed(_ event: Event, named name: String) {
      self.log.append(name)
      let old = self.lifecycle.name
      let oldRefresh = self.lifecycle.refresh
      let moment = RefreshLifecycle.Moment(
        now: Double(self.random.below(10)), minimum: self.random.chance(50) ? 0 : 5,
        reportsProgrammaticFeedback: self.random.chance(50))
      let effect = self.lifecycle.send(event, at: moment)
      if case .addBeginCompletion(let completion) = event, case .alreadyDone = effect {
        completion()  // the action ran: the component runs it now
      }
      self.check(from: old, refresh: oldRefresh, effect: effect)
      if case .enter = effect {
        self.failure = "a send answered with a change to make, not the change made"
      }
    }

    /// The promises, after one event.
    mutating func check(
      from old: RefreshState, refresh oldRefresh: Int, effect: RefreshLifecycle.Effect
    ) {
      let lifecycle = self.lifecycle
      if lifecycle.state.name != lifecycle.facts.name {
        self.failure = "the facts say \(lifecycle.facts.name), the state is \(lifecycle.state.name)"
      }
      if lifecycle.name != old && !RefreshLifecycle.hasEdge(from: old, to: lifecycle.name) {
        self.failure = "\(old) -> \(lifecycle.name) has no edge"
      }
      if (lifecycle.current != nil) != lifecycle.name.isRefreshing {
        self.failure = "a refresh under way in \(lifecycle.name): \(lifecycle.current != nil)"
      }
      if lifecycle.refresh < oldRefresh {
        self.failure = "the refresh number went back: \(oldRefresh) -> \(lifecycle.refresh)"
      }
      if lifecycle.runningCallbacks.contains(where: { $0 > lifecycle.refresh }) {
        self.failure = "callbacks run for a refresh not yet made: \(lifecycle.runningCallbacks)"
      }
      // Every completion handed back runs (or is reported) here, once.
      var handed: [RefreshLifecycle.Callback] = []
      switch effect {
      case .runCallbacks(let completions), .runEndCallbacks(let completions):
        handed = completions
      case .cancel(let dropped):
        handed = dropped.beginCompletions
      case .entered(let entry):
        handed = entry.dropped.beginCompletions
      default:
        break
      }
      for completion in handed {
        completion()
      }
      if let twice = self.runs.twice {
        self.failure = "completion #\(twice) was handed back twice"
      }
      // A refresh that ended left none of its begin completions behind.
      if old.isRefreshing && !lifecycle.name.isRefreshing {
        let lost = (self.joined[oldRefresh] ?? []).subtracting(self.runs.ran)
        if !lost.isEmpty {
          self.failure = "refresh \(oldRefresh) ended and kept completions \(lost.sorted())"
        }
      }
    }
  }

  /// Counts the runs of each completion.
  @MainActor final class Counter {
    var ran: Set<Int> = []
    var twice: Int?

    func count(_ number: Int) {
      if !self.ran.insert(number).inserted {
        self.twice = number
      }
    }
  }
}
