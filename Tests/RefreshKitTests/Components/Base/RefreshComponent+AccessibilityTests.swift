import Foundation
import RefreshKit
import TestSupport
import Testing

/// Accessibility: a label, a value and one localized announcement per transition on every
/// component, and the refresh action VoiceOver's scroll gesture calls, which begins only at the
/// component's edge.
@MainActor
@Suite(.idleClocks) struct RefreshComponentAccessibilityTests {
  typealias Kind = EdgeComponent
  struct Offline: Error {}

  static let labels: [Kind: String] = [
    .header: "Refresh", .autoFooter: "Load more", .backFooter: "Load more",
    .trailer: "View details", .leadingLoader: "Load earlier items",
  ]

  @Test("Every component has a label and a value", arguments: Kind.allCases)
  func everyComponentHasALabelAndAValue(kind: Kind) {
    let (component, scroll, _) = kind.attached()
    #expect(component.accessibility.label == Self.labels[kind])
    #expect(component.accessibility.value == component.title(for: .idle))
    withExtendedLifetime(scroll) {}
  }

  @Test("One announcement per transition, ending with the result", arguments: Kind.allCases)
  func oneAnnouncementPerTransition(kind: Kind) {
    let (component, scroll, clock) = kind.attached()
    var heard: [String] = []
    component.accessibility.announcementHandler = { heard.append($0) }
    component.beginRefreshing()
    clock.advance(to: 1)
    component.endRefreshing(result: .failure(Offline()))
    clock.run()
    let failure = component.title(forResult: .failure) ?? ""
    #expect(heard == [component.title(for: .refreshing), failure].compactMap { $0 })
    #expect(component.transitions.count == heard.count, "one each")
    #expect(component.accessibility.lastAnnouncement == failure)
    withExtendedLifetime(scroll) {}
  }

  @Test func aPullAnnouncesEachCrossingAndTheRefresh() {
    let header = NormalHeader(config: makeConfig())
    let (scroll, clock) = attach(header, top: 0)
    var heard: [String] = []
    header.accessibility.announcementHandler = { heard.append($0) }
    scroll.beginDragging()
    scroll.drag(translationY: 150)
    scroll.drag(translationY: 60)
    scroll.drag(translationY: 150)
    scroll.endDragging()
    clock.advance(by: 1.0 / 60)
    header.endRefreshing()
    clock.run()
    #expect(
      heard == [
        "Release to refresh", "Pull down to refresh", "Release to refresh", "Loading...",
        "Refreshed",
      ])
    #expect(header.accessibility.value == "Pull down to refresh")
  }

  @Test func theValueFollowsTheResultShown() {
    let header = NormalHeader(config: makeConfig())
    header.resultDisplayDuration = 1
    let (scroll, clock) = attach(header)
    header.beginRefreshing()
    clock.advance(to: 1)
    header.endRefreshing(result: .success)
    #expect(header.accessibility.value == "Refreshed")
    clock.run()
    #expect(header.accessibility.value == "Pull down to refresh")
    withExtendedLifetime(scroll) {}
  }

  @Test func noMoreDataIsAnnounced() {
    let (footer, scroll, clock) = Kind.autoFooter.attached()
    var heard: [String] = []
    footer.accessibility.announcementHandler = { heard.append($0) }
    footer.beginRefreshing()
    footer.endRefreshingWithNoMoreData()
    clock.run()
    #expect(heard == ["Loading...", "No more data"])
    withExtendedLifetime(scroll) {}
  }

  @Test func detachingAnnouncesNothing() {
    let (header, scroll, clock) = Kind.header.attached()
    header.beginRefreshing()
    clock.run()
    let count = header.accessibility.announcementCount
    scroll.header = nil
    #expect(header.accessibility.announcementCount == count)
  }

  @Test func announcementsAreLocalized() {
    let config = makeConfig(language: "ar")
    let header = NormalHeader(config: config)
    let (scroll, clock) = attach(header)
    #expect(header.accessibility.label == "تحديث")
    header.beginRefreshing()
    clock.run()
    header.endRefreshing()
    clock.run()
    #expect(header.accessibility.lastAnnouncement == "تم التحديث")
    config.languageCode = "ja"
    #expect(header.accessibility.label == "更新")
    withExtendedLifetime(scroll) {}
  }

  @Test("The refresh action begins only at the component's edge", arguments: Kind.allCases)
  func theRefreshActionBeginsOnlyAtTheEdge(kind: Kind) {
    let (component, scroll, clock) = kind.attached()
    var heard: [String] = []
    component.feedbackHandler = { heard.append("\($0)") }
    // Reaching the end must not load by itself before the action is asked.
    (component as? AutoLoader)?.automaticallyRefresh = false
    scroll.contentOffset = CGPoint(x: 100, y: 100)  // in the middle of the content
    #expect(!component.accessibilityRefresh())
    #expect(component.state == .idle)
    switch kind {
    case .header, .leadingLoader: scroll.contentOffset = scroll.minimumContentOffset
    case .autoFooter, .backFooter: scroll.contentOffset.y = scroll.maximumContentOffset.y
    case .trailer: scroll.contentOffset.x = scroll.maximumContentOffset.x
    }
    #expect(component.accessibilityRefresh())
    #expect(component.isRefreshing)
    #expect(component.transitions.last?.reason == .accessibilityAction)
    #expect(heard == ["refreshStarted"], "a refresh the user asked for")
    #expect(!component.accessibilityRefresh(), "not while refreshing")
    component.endRefreshing()
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test func theRefreshActionRespectsNoMoreDataDisabledAndHidden() {
    let (footer, scroll, clock) = Kind.backFooter.attached()
    scroll.contentOffset.y = scroll.maximumContentOffset.y
    footer.endRefreshingWithNoMoreData()
    #expect(!footer.accessibilityRefresh())
    footer.resetNoMoreData()
    footer.isEnabled = false
    #expect(!footer.accessibilityRefresh())
    footer.isEnabled = true
    footer.isHidden = true
    #expect(!footer.accessibilityRefresh())
    footer.isHidden = false
    #expect(footer.accessibilityRefresh())
    footer.endRefreshing()
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test("a refresh that hiding ends is not announced as refreshed", arguments: Kind.allCases)
  func hidingAnnouncesNoResult(kind: Kind) {
    let (component, scroll, clock) = kind.attached()
    var heard: [String] = []
    component.accessibility.announcementHandler = { heard.append($0) }
    component.beginRefreshing()
    clock.advance(to: 1)
    component.isHidden = true
    clock.run()
    #expect(heard == [component.title(for: .refreshing)].compactMap { $0 }, "\(heard)")
    withExtendedLifetime(scroll) {}
  }

  @Test("an auto footer hidden because the content fits does not load for VoiceOver")
  func aFooterHiddenForShortContent() {
    let footer = AutoNormalFooter(config: makeConfig())
    let (scroll, clock) = attachFooter(footer, contentHeight: 100)
    footer.hidesWhenContentFits = true
    var loads = 0
    footer.refreshingAction = { loads += 1 }
    #expect(!footer.accessibilityRefresh())
    scroll.contentSize.height = 1000
    scroll.contentOffset.y = 300
    clock.run()
    #expect(loads == 0 && footer.state == .idle, "nothing waits to load")
    withExtendedLifetime(scroll) {}
  }

  // MARK: - Identifiers for UI tests

  nonisolated static let slots: [(Kind, String)] = [
    (.header, "header"), (.autoFooter, "footer"), (.backFooter, "footer"),
    (.trailer, "trailer"), (.leadingLoader, "leadingLoader"),
  ]

  @Test("The identifier names the slot and follows the state", arguments: Self.slots)
  func theIdentifierNamesTheSlotAndFollowsTheState(kind: Kind, slot: String) {
    let (component, scroll, clock) = kind.attached()
    #expect(component.accessibilityIdentifier == "refreshkit.\(slot).idle")
    component.beginRefreshing()
    clock.advance(by: 1)
    #expect(component.accessibilityIdentifier == "refreshkit.\(slot).refreshing")
    #expect(
      component.accessibilityIdentifier
        == ScrollAttachmentSlot(rawValue: slot).accessibilityIdentifier(in: .refreshing))
    component.endRefreshing()
    clock.run()
    scroll.setAttachment(nil, in: ScrollAttachmentSlot(rawValue: slot))
    #expect(component.accessibilityIdentifier == "refreshkit.\(slot).idle", "detached")
  }

  @Test func aComponentInAnotherSlotIsNamedByThatSlot() {
    let (scroll, _) = makeScrollModel(contentHeight: 1000)
    let header = NormalHeader(config: makeConfig())
    scroll.setAttachment(header, in: ScrollAttachmentSlot(rawValue: "pinnedHeader"))
    #expect(header.accessibilityIdentifier == "refreshkit.pinnedHeader.idle")
    scroll.setAttachment(nil, in: ScrollAttachmentSlot(rawValue: "pinnedHeader"))
    #expect(header.accessibilityIdentifier == "refreshkit.header.idle")
    #expect(RefreshComponent().accessibilityIdentifier == "refreshkit.component.idle")
  }
}
