import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct ValueAnimationTests {
  @Test func theStartValueIsAppliedAtOnceAndEveryFrameFollowsTheCurve() {
    let clock = makeClock()
    var values: [CGFloat] = []
    let animation = clock.animate(from: 0, to: 60, duration: 0.1, curve: .linear) {
      values.append($0)
    }
    #expect(values == [0])
    clock.advance(by: 1.0 / 60)
    #expect(abs(values[1] - 10) < 1e-9)
    clock.advance(by: 0.1)
    #expect(values.count == 7)
    #expect(values.last == 60)
    #expect(animation.isFinished)
    #expect(!animation.isRunning)
    #expect(clock.isIdle)
  }

  @Test func theEndValueIsAppliedExactlyAtTheEndOfTheDuration() {
    let clock = makeClock()
    var top: CGFloat = 0
    var finishedAt: TimeInterval?
    clock.animate(
      from: 64, to: 118, duration: 0.25, update: { top = $0 },
      completion: { finished in
        #expect(finished)
        finishedAt = clock.now
      })
    clock.advance(by: 0.24)
    #expect(top < 118)
    #expect(finishedAt == nil)
    clock.advance(by: 0.01)
    #expect(top == 118)
    #expect(finishedAt == 0.25)
    #expect(clock.isIdle)
  }

  @Test func easeInOutMovesLessThanLinearInTheFirstQuarter() {
    let clock = makeClock(frameInterval: 0.05)
    var eased: CGFloat = 0
    var linear: CGFloat = 0
    clock.animate(from: 0, to: 100, duration: 0.4, update: { eased = $0 })
    clock.animate(from: 0, to: 100, duration: 0.4, curve: .linear, update: { linear = $0 })
    clock.advance(by: 0.1)
    #expect(linear == 25)
    #expect(abs(eased - 12.9162) < 0.01)
    clock.run()
    #expect(eased == 100 && linear == 100)
  }

  @Test func cancellingStopsWhereItIsAndCompletesWithFalseOnce() {
    let clock = makeClock()
    var value = CGPoint.zero
    var completions: [Bool] = []
    let animation = clock.animate(
      from: CGPoint.zero, to: CGPoint(x: 0, y: -118), duration: 0.25, curve: .linear,
      update: { value = $0 }, completion: { completions.append($0) })
    clock.advance(by: 0.125)
    animation.cancel()
    animation.cancel()
    let stopped = value
    clock.run()
    #expect(value == stopped)
    #expect(abs(stopped.y + 118 * (7.0 / 60) / 0.25) < 1e-6)  // the last frame before 0.125 s
    #expect(completions == [false])
    #expect(animation.isCancelled && !animation.isFinished)
    #expect(clock.isIdle)
  }

  @Test func aZeroDurationAppliesTheEndValueAndCompletesBeforeAnimateReturns() {
    let clock = makeClock()
    var values: [EdgeInsets] = []
    var completed = false
    let animation = clock.animate(
      from: EdgeInsets(top: 54), to: .zero, duration: 0, update: { values.append($0) },
      completion: { completed = $0 })
    #expect(values == [EdgeInsets(top: 54), .zero])
    #expect(completed)
    #expect(animation.isFinished)
    #expect(clock.isIdle)
  }

  @Test func aNegativeDurationIsReportedAndAppliedAtOnce() {
    let clock = makeClock()
    var value: CGFloat = 0
    let (animation, diagnostics) = Diagnostics.collect {
      clock.animate(from: 0, to: 1, duration: -0.25, update: { value = $0 })
    }
    #expect(value == 1)
    #expect(animation.duration == 0)
    #expect(diagnostics.map(\.kind) == [.negativeValueClamped])
    #expect(clock.isIdle)
  }

  @Test func anUpdateThatCancelsItsOwnAnimationEndsItCleanly() {
    let clock = makeClock()
    var animation: ValueAnimation?
    var completions: [Bool] = []
    var updates = 0
    animation = clock.animate(
      from: 0.0, to: 1.0, duration: 1,
      update: { _ in
        updates += 1
        if updates == 3 {
          animation?.cancel()
        }
      },
      completion: { completions.append($0) })
    clock.run()
    #expect(updates == 3)
    #expect(completions == [false])
    #expect(clock.isIdle)
  }

  @Test func animationsOnOneClockInterleaveFrameByFrame() {
    let clock = makeClock()
    var log: [String] = []
    clock.animate(from: 0.0, to: 1.0, duration: 2.0 / 60, curve: .linear) { log.append("a\($0)") }
    clock.animate(from: 0.0, to: 1.0, duration: 2.0 / 60, curve: .linear) { log.append("b\($0)") }
    clock.run()
    #expect(log == ["a0.0", "b0.0", "a0.5", "b0.5", "a1.0", "b1.0"])
  }

  @Test func aRunningAnimationLivesAsLongAsItsClockAndNoLonger() {
    var clock: ManualAnimationClock? = makeClock(unchecked: "the test lets it go, busy")
    weak var weakAnimation: ValueAnimation?
    var completions: [Bool] = []
    weakAnimation = clock?.animate(
      from: 0.0, to: 1.0, duration: 1, update: { _ in }, completion: { completions.append($0) })
    #expect(weakAnimation != nil)
    clock = nil
    #expect(weakAnimation == nil)
    #expect(completions.isEmpty)
  }

  @Test func anInfiniteDurationAnimatesForAMinuteSoThatRunReturns() {
    let clock = makeClock()
    var last: CGFloat = 0
    let (_, diagnostics) = Diagnostics.collect {
      clock.animate(from: 0, to: 1, duration: .infinity, update: { last = $0 })
    }
    #expect(diagnostics.map(\.kind) == [.nonFiniteValue])
    clock.run()
    #expect(clock.now == Diagnostics.animationDurationLimit)
    #expect(last == 1)
  }
}
