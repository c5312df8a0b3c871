import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct ActivityIndicatorModelTests {
  @Test func aStoppedIndicatorIsHiddenAndAStartedOneTurnsOnceASecond() {
    let indicator = ActivityIndicatorModel()
    #expect(!indicator.isAnimating && !indicator.isVisible)
    #expect(indicator.rotation(at: 5) == 0)
    indicator.startAnimating(at: 2)
    indicator.startAnimating(at: 3)
    #expect(indicator.animationStartTime == 2, "starting again does not restart")
    #expect(indicator.isVisible)
    #expect(indicator.rotation(at: 2.5) == .pi)
    #expect(indicator.rotation(at: 3.25) == .pi / 2)
    #expect(indicator.rotation(at: 1) == 0, "before the start")
    indicator.stopAnimating()
    #expect(!indicator.isAnimating && indicator.animationStartTime == nil)
  }

  @Test func alphaIsClampedAndATransparentIndicatorIsNotVisible() {
    let indicator = ActivityIndicatorModel()
    indicator.startAnimating(at: 0)
    indicator.alpha = 2
    #expect(indicator.alpha == 1)
    indicator.alpha = 0
    #expect(!indicator.isVisible)
    let (_, diagnostics) = Diagnostics.collect { indicator.alpha = .nan }
    #expect(indicator.alpha == 0)
    #expect(diagnostics.map(\.kind) == [.nonFiniteValue])
  }

  @Test func itsStateIsObservable() {
    let indicator = ActivityIndicatorModel()
    var log: [String] = []
    let tokens = [
      indicator.observe(\.isAnimating) { _, change in log.append("animating \(change.newValue)") },
      indicator.observe(\.alpha) { _, change in log.append("alpha \(change.newValue)") },
      indicator.observe(\.frame) { _, _ in log.append("frame") },
    ]
    indicator.startAnimating(at: 0)
    indicator.alpha = 0.5
    indicator.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
    indicator.stopAnimating()
    #expect(log == ["animating true", "alpha 0.5", "frame", "animating false"])
    #expect(ActivityIndicatorModel.size == CGSize(width: 20, height: 20))
    withExtendedLifetime(tokens) {}
  }

  @Test func aSpinnerStartedAtATimeThatIsNotANumberTurnsFromZeroAndSaysSo() {
    let spinner = ActivityIndicatorModel()
    let (_, diagnostics) = Diagnostics.collect {
      spinner.startAnimating(at: .nan)
      spinner.alpha = .infinity
    }
    #expect(spinner.isAnimating)
    #expect(spinner.rotation(at: 0.25) == .pi / 2, "a quarter turn a quarter second after zero")
    #expect(spinner.alpha == 1)
    #expect(
      diagnostics.map(\.subject) == [
        "ActivityIndicatorModel.startAnimating(at:)", "ActivityIndicatorModel.alpha",
      ])
  }

  @Test("a large spinner is 37 points, and its component places it so")
  func aLargeSpinner() {
    let spinner = ActivityIndicatorModel()
    #expect(spinner.style == .medium && spinner.size == CGSize(width: 20, height: 20))
    spinner.style = .large
    #expect(spinner.size == CGSize(width: 37, height: 37))
    let header = NormalHeader(config: makeConfig())
    header.loadingView.style = .large
    header.placeSubviews()
    #expect(header.loadingView.frame.size == CGSize(width: 37, height: 37))
  }
}
