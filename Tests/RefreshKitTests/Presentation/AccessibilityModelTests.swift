import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct AccessibilityModelTests {
  @Test func anAnnouncementIsStoredCountedAndHandedOn() {
    let model = AccessibilityModel()
    var heard: [String] = []
    model.announcementHandler = { heard.append($0) }
    model.announce("Loading...")
    model.announce("Refreshed")
    #expect(heard == ["Loading...", "Refreshed"])
    #expect(model.lastAnnouncement == "Refreshed")
    #expect(model.announcementCount == 2)
  }

  @Test func theLabelAndValueAreObservable() {
    let model = AccessibilityModel()
    var values: [String?] = []
    let token = model.observe(\.value) { _, change in values.append(change.newValue) }
    model.value = "Loading..."
    model.value = "Loading..."
    model.value = nil
    #expect(values == ["Loading...", nil], "an equal value notifies nobody")
    token.invalidate()
  }
}
