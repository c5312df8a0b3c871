import Foundation
import RefreshKit
import TestSupport
import Testing

/// `observePresentation(_:)`: a host hears of every change of what a component draws, and of
/// nothing else, so that it redraws what the app changes at rest and sleeps otherwise.
@MainActor
@Suite(.idleClocks) struct RefreshComponentPresentationObservationTests {
  /// A change the app makes to a normal header at rest.
  enum Change: String, CaseIterable, Sendable {
    case title, hiddenLabel, labelColor, fontSize, textStyle, lines, arrowImage, arrowTint
    case spinnerColor, alpha, hidden, accessibilityLabel

    @MainActor func apply(to header: NormalHeader) {
      switch self {
      case .title: header.setTitle("Pull for news", for: .idle)
      case .hiddenLabel: header.lastUpdatedTimeLabel.isHidden = true
      case .labelColor: header.stateLabel.textColor = RefreshColor(red: 1, green: 0, blue: 0)
      case .fontSize: header.stateLabel.fontSize = 17
      case .textStyle: header.stateLabel.textStyle = .footnote
      case .lines: header.stateLabel.numberOfLines = 2
      case .arrowImage:
        header.arrowView.image = RefreshImage(name: "mine", size: CGSize(width: 20, height: 20))
      case .arrowTint: header.arrowView.tintColor = RefreshColor(red: 0, green: 0, blue: 1)
      case .spinnerColor: header.loadingView.color = RefreshColor(red: 0, green: 1, blue: 0)
      case .alpha: header.alpha = 0.5
      case .hidden: header.isHidden = true
      case .accessibilityLabel: header.accessibility.label = "News"
      }
    }
  }

  @Test("each change the app makes at rest is heard", arguments: Change.allCases)
  func eachChangeAtRestIsHeard(change: Change) {
    let header = NormalHeader(config: makeConfig())
    let (scroll, clock) = attach(header)
    clock.run()
    var heard = 0
    let token = header.observePresentation { heard += 1 }
    change.apply(to: header)
    #expect(heard > 0)
    withExtendedLifetime((scroll, token)) {}
  }

  @Test("a scroll in the middle of the content is not heard: nothing drawn changed")
  func aScrollFarFromTheHeaderIsNotHeard() {
    let header = NormalHeader(config: makeConfig())
    let (scroll, clock) = attach(header)
    clock.run()
    var heard = 0
    let token = header.observePresentation { heard += 1 }
    scroll.contentOffset.y = 200
    scroll.contentOffset.y = 210
    #expect(heard == 0)
    withExtendedLifetime(token) {}
  }

  @Test("a pull past the trigger is heard; once the token goes, nothing is")
  func theTokenEndsTheObservation() {
    let header = NormalHeader(config: makeConfig())
    let (scroll, clock) = attach(header)
    var heard = 0
    let token = header.observePresentation { heard += 1 }
    drag(scroll, from: -64, to: -64 - 80)
    #expect(header.state == .pulling && heard > 0, "the title and the arrow")
    token.invalidate()
    heard = 0
    drag(scroll, from: -64 - 80, to: -64)
    clock.run()
    #expect(header.state == .idle && heard == 0)
  }
}
