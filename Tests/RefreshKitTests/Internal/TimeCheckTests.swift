import Foundation
import RefreshKit
import TestSupport
import Testing

@testable import RefreshKit

@Suite(.idleClocks) struct TimeCheckTests {
  @Test func goodDurationsPassUnchangedAndSilently() {
    let (values, diagnostics) = Diagnostics.collect {
      [0, 0.25, Diagnostics.durationLimit].map { TimeCheck.duration($0, "Test") }
    }
    #expect(values == [0, 0.25, Diagnostics.durationLimit])
    #expect(diagnostics.isEmpty)
  }

  @Test func badDurationsAreCorrectedWithAMessageThatSaysHow() {
    let (values, diagnostics) = Diagnostics.collect {
      [-1, .nan, .infinity, 1e9].map { TimeCheck.duration($0, "Component.fastAnimationDuration") }
    }
    #expect(values == [0, 0, Diagnostics.durationLimit, Diagnostics.durationLimit])
    #expect(
      diagnostics.map(\.description) == [
        "RefreshKit: Component.fastAnimationDuration: clamped duration -1.0 to 0: durations "
          + "cannot be negative",
        "RefreshKit: Component.fastAnimationDuration: refused duration nan: used 0",
        "RefreshKit: Component.fastAnimationDuration: clamped duration inf to 86400.0 s: the "
          + "longest RefreshKit waits",
        "RefreshKit: Component.fastAnimationDuration: clamped duration 1000000000.0 to 86400.0 "
          + "s: the longest RefreshKit waits",
      ])
  }

  @Test func anAnimationIsClampedToAMinuteAndSaysSo() {
    let (value, diagnostics) = Diagnostics.collect {
      TimeCheck.duration(3600, "AnimationClock.animate(duration:)", limit: 60)
    }
    #expect(value == 60)
    #expect(
      diagnostics.map(\.description) == [
        "RefreshKit: AnimationClock.animate(duration:): clamped duration 3600.0 to 60.0 s: the "
          + "longest animation RefreshKit runs"
      ])
  }
}
