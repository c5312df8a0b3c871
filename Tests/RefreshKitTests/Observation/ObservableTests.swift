import Foundation
import RefreshKit
import TestSupport
import Testing

@Suite(.idleClocks) struct ObservableTests {
  @Test func handlersRunSynchronouslyInRegistrationOrderWithTheOldAndNewValue() {
    let box = Observable(0)
    var calls: [String] = []
    let first = box.observe { calls.append("first \($0.oldValue ?? -1)->\($0.newValue)") }
    let second = box.observe { calls.append("second \($0.oldValue ?? -1)->\($0.newValue)") }
    let third = box.observe { calls.append("third \($0.oldValue ?? -1)->\($0.newValue)") }

    box.value = 7
    #expect(calls == ["first 0->7", "second 0->7", "third 0->7"])
    box.value = 8
    #expect(calls.suffix(3) == ["first 7->8", "second 7->8", "third 7->8"])
    withExtendedLifetime((first, second, third)) {}
  }

  @Test func theNewValueIsStoredBeforeHandlersRun() {
    let box = Observable("a")
    var seenInside: [String] = []
    let token = box.observe { _ in seenInside.append(box.value) }
    box.value = "b"
    #expect(seenInside == ["b"])
    withExtendedLifetime(token) {}
  }

  @Test func theInitialOptionDeliversTheCurrentValueBeforeObserveReturns() {
    let box = Observable(42)
    var changes: [ObservedChange<Int>] = []
    let token = box.observe(options: [.initial]) { changes.append($0) }
    #expect(changes == [ObservedChange(oldValue: nil, newValue: 42)])
    #expect(changes.first?.isInitial == true)
    box.value = 43
    #expect(changes.last == ObservedChange(oldValue: 42, newValue: 43))
    #expect(changes.last?.isInitial == false)
    withExtendedLifetime(token) {}
  }

  @Test func withoutTheInitialOptionNothingIsDeliveredAtRegistration() {
    let box = Observable(1)
    var count = 0
    let token = box.observe { _ in count += 1 }
    #expect(count == 0)
    withExtendedLifetime(token) {}
  }

  @Test func anEquatableValueSetToAnEqualValueNotifiesNobody() {
    let box = Observable(CGPoint(x: 1, y: 2))
    var count = 0
    let token = box.observe { _ in count += 1 }
    box.value = CGPoint(x: 1, y: 2)
    #expect(count == 0)
    box.value = CGPoint(x: 1, y: 3)
    #expect(count == 1)
    withExtendedLifetime(token) {}
  }

  @Test func anEquatableValueCreatedInGenericCodeIsStillComparedAtRunTime() {
    func makeObservable<Value>(_ value: Value) -> Observable<Value> {
      Observable(value)
    }
    let box = makeObservable(5)
    var count = 0
    let token = box.observe { _ in count += 1 }
    box.value = 5
    #expect(count == 0)
    box.value = 6
    #expect(count == 1)
    withExtendedLifetime(token) {}
  }

  @Test func aValueThatIsNotEquatableNotifiesOnEverySetAsKVODoes() {
    struct Opaque {
      var number: Int
    }
    let box = Observable(Opaque(number: 1))
    var count = 0
    let token = box.observe { _ in count += 1 }
    box.value = Opaque(number: 1)
    box.value = Opaque(number: 1)
    #expect(count == 2)
    withExtendedLifetime(token) {}
  }

  @Test func aHandlerAddedDuringADeliveryIsNotCalledForThatChangeButForTheNext() {
    let box = Observable(0)
    var calls: [String] = []
    var late: ObservationToken?
    let first = box.observe { change in
      calls.append("first \(change.newValue)")
      if late == nil {
        late = box.observe { calls.append("late \($0.newValue)") }
      }
    }
    box.value = 1
    #expect(calls == ["first 1"])
    box.value = 2
    #expect(calls == ["first 1", "first 2", "late 2"])
    withExtendedLifetime((first, late)) {}
  }

  @Test func aHandlerInvalidatedDuringADeliveryIsNotCalledAfterItsRemoval() {
    let box = Observable(0)
    var calls: [String] = []
    var second: ObservationToken?
    let first = box.observe { change in
      calls.append("first \(change.newValue)")
      second?.invalidate()
    }
    second = box.observe { calls.append("second \($0.newValue)") }
    box.value = 1
    #expect(calls == ["first 1"])
    #expect(box.observerCount == 1)
    withExtendedLifetime(first) {}
  }

  @Test func aHandlerThatInvalidatesItsOwnTokenFinishesAndIsNeverCalledAgain() {
    let box = Observable(0)
    var calls = 0
    var token: ObservationToken?
    token = box.observe { _ in
      calls += 1
      token?.invalidate()
      token?.invalidate()
    }
    box.value = 1
    box.value = 2
    #expect(calls == 1)
    #expect(token?.isValid == false)
    #expect(!box.hasObservers)
  }

  @Test func aHandlerEndedInANestedDeliveryIsGoneOnceTheOutermostOneEnds() {
    let box = Observable(0)
    var calls: [String] = []
    var second: ObservationToken?
    let first = box.observe { change in
      calls.append("first \(change.newValue)")
      if change.newValue == 1 {
        box.value = 2
      }
    }
    second = box.observe { change in
      calls.append("second \(change.newValue)")
      second?.invalidate()
    }
    box.value = 1
    #expect(calls == ["first 1", "first 2", "second 2"])
    #expect(box.observerCount == 1)
    box.value = 3
    #expect(calls.last == "first 3")
    withExtendedLifetime(first) {}
  }

  @Test func aSetFromInsideAHandlerIsDeliveredAtOnceDepthFirstAsKVODoes() {
    let box = Observable(0)
    var calls: [String] = []
    let first = box.observe { change in
      calls.append("first \(change.oldValue ?? -1)->\(change.newValue)")
      if change.newValue == 1 {
        box.value = 2
        calls.append("first after nested set, value \(box.value)")
      }
    }
    let second = box.observe { change in
      calls.append("second \(change.oldValue ?? -1)->\(change.newValue)")
    }
    box.value = 1
    #expect(
      calls == [
        "first 0->1",
        "first 1->2",
        "second 1->2",
        "first after nested set, value 2",
        "second 0->1",
      ])
    #expect(box.value == 2)
    withExtendedLifetime((first, second)) {}
  }

  @Test func aHandlerThatSetsTheSameEquatableValueAgainCannotLoop() {
    let box = Observable(0)
    var calls = 0
    let token = box.observe { change in
      calls += 1
      box.value = change.newValue
    }
    box.value = 3
    #expect(calls == 1)
    withExtendedLifetime(token) {}
  }

  @Test func aHandlerThatClampsTheValueConvergesAfterOneNestedChange() {
    let box = Observable(0)
    var seen: [Int] = []
    let token = box.observe { change in
      seen.append(change.newValue)
      box.value = min(change.newValue, 10)
    }
    box.value = 50
    #expect(seen == [50, 10])
    #expect(box.value == 10)
    withExtendedLifetime(token) {}
  }

  @Test func invalidatingATokenStopsDeliveryAndInvalidatingTwiceIsHarmless() {
    let box = Observable(0)
    var count = 0
    let token = box.observe { _ in count += 1 }
    box.value = 1
    token.invalidate()
    token.invalidate()
    box.value = 2
    #expect(count == 1)
    #expect(!token.isValid)
    #expect(box.observerCount == 0)
  }

  @Test func releasingATokenStopsDelivery() {
    let box = Observable(0)
    var count = 0
    var token: ObservationToken? = box.observe { _ in count += 1 }
    box.value = 1
    token = nil
    box.value = 2
    #expect(count == 1)
    #expect(token == nil)
    #expect(!box.hasObservers)
  }

  @Test func discardingTheTokenAtOnceEndsTheObservationAtOnce() {
    let box = Observable(0)
    var count = 0
    _ = box.observe { _ in count += 1 }
    box.value = 1
    #expect(count == 0)
  }

  @Test func aTokenDoesNotKeepTheObservableAliveAndOutlivesItHarmlessly() {
    var box: Observable<Int>? = Observable(0)
    weak let weakBox = box
    let token = box?.observe { _ in }
    #expect(token?.isValid == true)
    box = nil
    #expect(weakBox == nil)
    #expect(token?.isValid == false, "nothing can be delivered any more")
    token?.invalidate()
    #expect(token?.isValid == false)
  }

  @Test func anObserverThatCapturesItselfWeaklyDeallocatesWithItsOwner() {
    final class Observer {
      var token: ObservationToken?
      var seen: [Int] = []
      init(_ box: Observable<Int>) {
        self.token = box.observe { [weak self] in self?.seen.append($0.newValue) }
      }
    }
    let box = Observable(0)
    var observer: Observer? = Observer(box)
    weak let weakObserver = observer
    box.value = 1
    #expect(observer?.seen == [1])
    observer = nil
    #expect(weakObserver == nil)
    #expect(!box.hasObservers)
    box.value = 2
  }

  @Test func anObservableWithLiveHandlersDeallocatesWithItsOwner() {
    final class Owner {
      let box = Observable(0)
    }
    var owner: Owner? = Owner()
    weak let weakBox = owner?.box
    var tokens: [ObservationToken] = []
    owner?.box.observe { _ in }.store(in: &tokens)
    owner?.box.observe(options: [.initial]) { _ in }.store(in: &tokens)
    #expect(tokens.allSatisfy { $0.isValid })
    owner = nil
    #expect(weakBox == nil)
    #expect(tokens.allSatisfy { !$0.isValid })
  }

  @Test func aDescriptionShowsTheValue() {
    #expect(Observable(3).description == "Observable(3)")
    #expect("\(Observable("x"))" == "Observable(x)")
  }
}
