import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct RefreshComponentTests {
  @Test func aNewComponentIsIdleOpaqueAndUsesMJRefreshsDurations() {
    let component = RefreshComponent(config: makeConfig())
    #expect(component.state == .idle && !component.isRefreshing)
    #expect(component.alpha == 1 && component.pullingPercent == 0)
    #expect(!component.isHidden && component.isEnabled)
    #expect(component.fastAnimationDuration == 0.25)
    #expect(component.slowAnimationDuration == 0.4)
    #expect(component.scrollModel == nil && component.clock == nil)
    #expect(component.transitions.isEmpty)
  }

  @Test func theTrailingClosureInitializerPicksTheSyncOrAsyncAction() {
    let sync = RefreshComponent(config: makeConfig()) {}
    let async = RefreshComponent(config: makeConfig()) { await Task.yield() }
    #expect(sync.refreshingAction != nil && sync.asyncRefreshingAction == nil)
    #expect(async.asyncRefreshingAction != nil && async.refreshingAction == nil)
  }

  @Test func stateAlphaPercentHiddenAndFrameAreObservable() {
    let header = makeHeader(CallLog())
    var log: [String] = []
    let tokens = [
      header.observe(\.state) { _, change in log.append("state \(change.newValue)") },
      header.observe(\.pullingPercent) { _, change in log.append("percent \(change.newValue)") },
      header.observe(\.alpha) { _, change in log.append("alpha \(change.newValue)") },
      header.observe(\.isHidden) { _, change in log.append("hidden \(change.newValue)") },
      header.observe(\.frame) { _, change in log.append("frame \(change.newValue.height)") },
    ]
    header.pullDidChange(isPastTrigger: true)
    header.pullingPercent = 0.5
    header.alpha = 0.3
    header.isHidden = true
    header.height = 60
    #expect(
      log.prefix(7) == [
        "state pulling", "percent 0.5", "alpha 0.3", "hidden true", "state idle", "percent 0.0",
        "frame 60.0",
      ], "hiding a pulling header takes it back to idle, and it shows no pull")
    #expect(header.frame == CGRect(x: 0, y: -60, width: 0, height: 60))
    withExtendedLifetime(tokens) {}
  }

  @Test func observingIsRefreshingStopsWithAdviceToObserveTheState() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let header = RefreshHeader()
        _ = header.observe(\.isRefreshing) { _, _ in }
      }
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("observe \\.state and read isRefreshing"))
  }

  @Test func alphaIsClampedAndSettingItStopsItsAnimation() {
    let header = makeHeader(CallLog())
    let (scroll, clock) = attach(header)
    header.alpha = 0
    header.beginRefreshing()
    clock.advance(by: 0.1)
    header.alpha = 0.2
    clock.run()
    #expect(header.alpha == 0.2)
    header.alpha = 7
    #expect(header.alpha == 1)
    withExtendedLifetime(scroll) {}
  }

  @Test func turningAutomaticAlphaOnOrOffAppliesAtOnceUnlessRefreshing() {
    let header = makeHeader(CallLog())
    header.pullingPercent = 0.25
    header.automaticallyChangeAlpha = true
    #expect(header.alpha == 0.25)
    header.automaticallyChangeAlpha = false
    #expect(header.alpha == 1)
  }

  @Test func disablingAnimationsReturnsTheComponentForChaining() {
    let header = makeHeader(CallLog()).setAnimationDisabled()
    #expect(header.fastAnimationDuration == 0 && header.slowAnimationDuration == 0)
  }

  @Test func aCustomComponentRunsItsCallbacksOnlyOncePerRefresh() {
    let log = CallLog()
    let (scroll, _) = makeScrollModel()
    let component = LoadMoreComponent(config: makeConfig()) { log.record("action") }
    scroll.setAttachment(component, in: ScrollAttachmentSlot(rawValue: "more"))
    component.beginRefreshing()
    component.executeRefreshingCallback()
    #expect(log.entries == ["action"])
    component.endRefreshing()
    component.executeRefreshingCallback()
    #expect(log.entries == ["action"])
  }

  @Test func stateObserversAreToldAfterThePresentationIsUpToDate() {
    let header = StateHeader(config: makeConfig()) {}
    var seen: [String] = []
    let token = header.observe(\.state) { component, change in
      let title = component.stateLabel.text ?? ""
      seen.append("\(change.newValue) \(title)")
    }
    header.pullDidChange(isPastTrigger: true)
    #expect(seen == ["pulling Release to refresh"])
    withExtendedLifetime(token) {}
  }

  @Test func aChangeAnActionAsksForIsPublishedAfterTheChangeItRunsIn() {
    let (scroll, _) = makeScrollModel()
    let component = LoadMoreComponent(config: makeConfig()) {}
    scroll.setAttachment(component, in: ScrollAttachmentSlot(rawValue: "more"))
    component.refreshingAction = { [weak component] in component?.endRefreshingWithNoMoreData() }
    var seen: [String] = []
    let token = component.observe(\.state) { component, change in
      seen.append(
        "\(change.oldValue.map { "\($0)" } ?? "") -> \(change.newValue) now \(component.state)")
    }
    component.beginRefreshing()
    #expect(
      seen == ["idle -> refreshing now refreshing", "refreshing -> noMoreData now noMoreData"],
      "each observer sees the state of the change it hears")
    withExtendedLifetime(token) {}
  }
}
