import Testing

@testable import RefreshKit

@Suite struct StateTitlesTests {
  @Test func aCustomTitleWinsOverTheDefaultUntilRemoved() {
    var titles = StateTitles()
    let defaults: (RefreshState) -> String? = { $0 == .idle ? "default" : nil }
    #expect(titles.title(for: .idle, default: defaults) == "default")
    titles.set("custom", for: .idle)
    #expect(titles.title(for: .idle, default: defaults) == "custom")
    titles.set(nil, for: .idle)
    #expect(titles.title(for: .idle, default: defaults) == "default")
    #expect(titles.title(for: .pulling, default: defaults) == nil)
  }
}
