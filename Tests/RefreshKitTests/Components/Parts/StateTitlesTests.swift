import Foundation
import RefreshKit
import TestSupport
import Testing

/// The four state components, made in one English config.
enum TitledKind: String, CaseIterable, Sendable {
  case stateHeader, autoStateFooter, backStateFooter, stateTrailer

  @MainActor func make(_ config: RefreshConfig) -> any StateTitled {
    switch self {
    case .stateHeader: StateHeader(config: config)
    case .autoStateFooter: AutoStateFooter(config: config)
    case .backStateFooter: BackStateFooter(config: config)
    case .stateTrailer: StateTrailer(config: config)
    }
  }
}

@MainActor
@Suite(.idleClocks) struct StateTitlesTests {
  @Test("A custom title wins over the default until it is removed", arguments: TitledKind.allCases)
  func customTitleWinsUntilRemoved(kind: TitledKind) {
    let component = kind.make(makeConfig())
    let localized = component.title(for: .idle)
    #expect(localized != nil)
    component.setTitle("custom", for: .idle)
    #expect(component.title(for: .idle) == "custom")
    #expect(component.stateLabel.text == "custom")
    component.setTitle(nil, for: .idle)
    #expect(component.title(for: .idle) == localized)
    #expect(component.stateLabel.text == localized)
  }

  @Test(
    "Waiting to refresh shows the refreshing title, a custom one too",
    arguments: TitledKind.allCases)
  func willRefreshShowsTheRefreshingTitle(kind: TitledKind) {
    let component = kind.make(makeConfig())
    #expect(component.title(for: .willRefresh) == component.title(for: .refreshing))
    component.setTitle("Hold on", for: .refreshing)
    #expect(component.title(for: .willRefresh) == "Hold on")
    component.setTitle("Soon", for: .willRefresh)
    #expect(component.title(for: .willRefresh) == "Soon")
  }

  @Test(
    "Each component has the titles of its own states",
    arguments: [
      (TitledKind.stateHeader, [true, true, true, false]),
      (.autoStateFooter, [true, false, true, true]),
      (.backStateFooter, [true, true, true, true]),
      (.stateTrailer, [true, true, true, false]),
    ])
  func eachComponentHasItsStates(kind: TitledKind, hasTitle: [Bool]) {
    let component = kind.make(makeConfig())
    let states: [RefreshState] = [.idle, .pulling, .refreshing, .noMoreData]
    #expect(states.map { component.title(for: $0) != nil } == hasTitle)
  }

  @Test("A custom title survives a change of language", arguments: TitledKind.allCases)
  func customTitleSurvivesLanguage(kind: TitledKind) {
    let config = makeConfig()
    let component = kind.make(config)
    let english = component.title(for: .refreshing)
    component.setTitle("mine", for: .idle)
    config.languageCode = "ja"
    #expect(component.stateLabel.text == "mine")
    #expect(component.title(for: .refreshing) != english)
  }

  @Test func overridingTheDefaultRetitlesEveryInstance() {
    final class ShoutingHeader: StateHeader {
      override func defaultTitle(for state: RefreshState) -> String? {
        super.defaultTitle(for: state)?.uppercased()
      }
    }
    let header = ShoutingHeader(config: makeConfig())
    #expect(header.stateLabel.text == "PULL DOWN TO REFRESH")
    header.setTitle("quiet", for: .idle)
    #expect(header.stateLabel.text == "quiet")
  }

  @Test(
    "The gap beside the label is checked on every state component", arguments: TitledKind.allCases)
  func theGapIsChecked(kind: TitledKind) {
    let component = kind.make(makeConfig())
    #expect(component.labelLeftInset == RefreshMetrics.labelLeftInset)
    let (_, clamped) = Diagnostics.collect { component.labelLeftInset = -5 }
    #expect(component.labelLeftInset == 0)
    #expect(clamped.map(\.kind) == [.negativeValueClamped])
    component.labelLeftInset = 12
    let (_, refused) = Diagnostics.collect { component.labelLeftInset = .nan }
    #expect(component.labelLeftInset == 12)
    #expect(refused.count == 1)
  }

  @Test func aComponentWithoutAStateLabelHasNoDefaultTitle() {
    let header = RefreshHeader(config: makeConfig())
    #expect(RefreshState.allCases.allSatisfy { header.defaultTitle(for: $0) == nil })
    #expect(StateHeader(config: makeConfig()).defaultTitle(for: .willRefresh) == "Loading...")
  }
}
