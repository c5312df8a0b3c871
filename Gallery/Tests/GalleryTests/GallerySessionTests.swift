import Foundation
import GalleryCore
import RefreshKit
import Testing

extension GalleryTests {
  /// A tab's session, driven through the protocol as the page drives it, on simulated time.
  @MainActor
  @Suite struct GallerySessionTests {
    @Test(
      "every scenario opens, says hello and draws its components",
      arguments: GalleryScenario.all.map(\.id))
    func everyScenarioOpens(id: String) throws {
      let tab = TestTab()
      tab.open(id)
      let hello = try #require(tab.received.first)
      #expect(hello["type"] as? String == "hello")
      #expect((hello["scenario"] as? [String: Any])?["id"] as? String == id)
      #expect((hello["languages"] as? [Any])?.count == 13)
      let components = try #require(tab.lastFrame?["components"] as? [[String: Any]])
      #expect(!components.isEmpty)
      #expect(tab.errors.isEmpty)
    }

    @Test(
      "the default header: a pull past 54 points reads Release to refresh, then refreshes and settles"
    )
    func defaultHeaderPull() {
      let tab = TestTab()
      tab.open("header-default")
      #expect(
        tab.transitions.prefix(2) == [
          "header idle -> refreshing (beginRefreshing)",
          "header refreshing -> idle (endRefreshing)",
        ])
      #expect(tab.state("header") == "idle" && tab.offset("y") == -64)
      #expect(tab.title("header") == "Pull down to refresh")

      tab.drag(from: 187, 200, by: 0, 260, steps: 26, lift: false)
      #expect(tab.state("header") == "pulling" && tab.title("header") == "Release to refresh")
      #expect(tab.offset("y")! < -64 - 54)
      tab.wait(0.15)
      tab.pointer("up", 187, 460)
      #expect(tab.wait(upTo: 0.5) { _ in tab.state("header") == "refreshing" })
      let spinner = (tab.component("header")?["spinners"] as? [[String: Any]])?.first
      #expect(spinner?["animating"] as? Bool == true)
      #expect(tab.title("header") == "Loading...")
      #expect(tab.wait(upTo: 3) { _ in tab.state("header") == "idle" && tab.offset("y") == -64 })
      #expect(tab.lastFrame?["items"] as? Int == 15)
      #expect(
        tab.transitions.suffix(3) == [
          "header idle -> pulling (drag)", "header pulling -> refreshing (release)",
          "header refreshing -> idle (endRefreshing)",
        ])
    }

    @Test(
      "a message stamped before the last tick counts at that tick: a late release still refreshes",
      arguments: [0.1, 0.8, 3])
    func lateMessages(lag: Double) {
      let tab = TestTab()
      tab.open("header-default")
      tab.wait(1)
      tab.messageLag = lag
      tab.drag(from: 187, 200, by: 0, 260, steps: 26, lift: false)
      #expect(tab.state("header") == "pulling")
      tab.wait(0.15)
      tab.pointer("up", 187, 460)
      #expect(tab.wait(upTo: 0.2) { _ in tab.state("header") == "refreshing" })
      #expect(tab.wait(upTo: 3) { _ in tab.state("header") == "idle" && tab.offset("y") == -64 })
      #expect(
        tab.transitions.suffix(3) == [
          "header idle -> pulling (drag)", "header pulling -> refreshing (release)",
          "header refreshing -> idle (endRefreshing)",
        ])
    }

    @Test("the shop page: the banner goes first, each tab keeps its place, one header for all")
    func theShopPage() throws {
      let tab = TestTab()
      tab.open("shop-tabs")
      #expect(tab.offset("y") == -64 && tab.shop?["selected"] as? Int == 0)
      tab.drag(from: 187, 500, by: 0, -300, steps: 30)
      tab.wait(1)
      #expect(tab.offset("y") == 86, "the banner is gone: the tab bar sits under the bar")
      let all = try #require(tab.tab(0)?["offset"] as? Double)
      #expect(all > 100, "the rest of the finger scrolled All")
      tab.pointer("down", 310, 80)  // Sale, in the tab bar under the navigation bar
      tab.pointer("up", 310, 80)
      #expect(tab.shop?["selected"] as? Int == 2)
      #expect(tab.tab(2)?["offset"] as? Double == 0, "Sale at its own top")
      #expect(tab.tab(0)?["offset"] as? Double == all, "All kept its place")
      tab.drag(from: 187, 150, by: 0, 330, steps: 33, lift: false)
      #expect(tab.state("header") == "pulling", "from Sale, the page came back and pulled")
      tab.wait(0.15)
      tab.pointer("up", 187, 480)
      #expect(tab.wait(upTo: 0.5) { _ in tab.state("header") == "refreshing" })
      #expect(tab.wait(upTo: 3) { _ in tab.state("header") == "idle" && tab.offset("y") == -64 })
      tab.drag(from: 187, 150, by: 0, 440, steps: 44, lift: false)
      #expect(tab.state("header") == "secondFloorArmed")
      tab.wait(0.15)
      tab.pointer("up", 187, 590)
      #expect(tab.wait(upTo: 3) { _ in tab.state("header") == "secondFloorOpen" })
      #expect(tab.component("header")?["floor"] != nil, "the floor is drawn over the page")
      #expect(tab.errors.isEmpty)
      #expect(
        tab.transitions.filter { $0.hasPrefix("header") } == [
          "header idle -> pulling (drag)", "header pulling -> refreshing (release)",
          "header refreshing -> idle (endRefreshing)", "header idle -> pulling (drag)",
          "header pulling -> secondFloorArmed (drag)",
          "header secondFloorArmed -> openingSecondFloor (release)",
          "header openingSecondFloor -> secondFloorOpen (motionFinished)",
        ])
    }

    @Test("on the shop page the wheel scrolls the banner away, then the list, and pulls back")
    func theWheelOnTheShopPage() {
      let tab = TestTab()
      tab.open("shop-tabs")
      for _ in 0..<10 {
        tab.send(["type": "wheel", "dx": 0, "dy": 30, "t": 0])
        tab.wait(1.0 / 60)
      }
      tab.wait(0.5)
      #expect(tab.offset("y") == 86 && tab.tab(0)?["offset"] as? Double == 150)
      for _ in 0..<20 {
        tab.send(["type": "wheel", "dx": 0, "dy": -40, "t": 0])
        tab.wait(1.0 / 60)
      }
      #expect(tab.tab(0)?["offset"] as? Double == 0, "the list went back to its top first")
      #expect(tab.offset("y") == -64 && tab.state("header") == "idle", "begun away from the top")
      tab.wait(0.5)
      for _ in 0..<4 {
        tab.send(["type": "wheel", "dx": 0, "dy": -40, "t": 0])
        tab.wait(1.0 / 60)
      }
      #expect(tab.state("header") == "pulling", "begun at the top, the wheel pulls the header")
      tab.wait(0.2)
      #expect(tab.state("header") == "refreshing", "the wheel's rest releases it")
    }

    @Test("each tab of the shop loads its own pages, and a refresh takes them back to one")
    func theShopsTabsLoadTheirOwnPages() {
      let tab = TestTab()
      tab.open("shop-tabs")
      for _ in 0..<12 where tab.tab(0)?["items"] as? Int == 20 {
        tab.drag(from: 187, 580, by: 0, -500, steps: 25)
        tab.wait(0.5)
      }
      #expect(tab.wait(upTo: 3) { _ in tab.tab(0)?["items"] as? Int == 40 })
      #expect(tab.tab(1)?["items"] as? Int == 20, "New loaded nothing")
      #expect(tab.transitions.contains("footer-all idle -> refreshing (automatic)"))
      #expect(!tab.transitions.contains { $0.hasPrefix("footer-new") })
      tab.send(["type": "action", "name": "beginRefreshing"])
      #expect(tab.wait(upTo: 3) { _ in tab.state("header") == "idle" })
      #expect(tab.tab(0)?["items"] as? Int == 20, "the refresh took All back to its first page")
    }

    @Test("a page that loads while a refresh fails is kept: the lists were not refreshed")
    func aFailedRefreshKeepsThePageThatLoads() {
      let tab = TestTab()
      tab.open("shop-tabs")
      for _ in 0..<12 where tab.tab(0)?["components"].flatMap(Self.footerState) != "refreshing" {
        tab.drag(from: 187, 580, by: 0, -500, steps: 25)
      }
      #expect(tab.tab(0)?["components"].flatMap(Self.footerState) == "refreshing")
      tab.send(["type": "set", "control": "failure", "value": true])
      tab.send(["type": "action", "name": "beginRefreshing"])
      #expect(tab.wait(upTo: 3) { _ in tab.state("header") == "idle" })
      #expect(tab.tab(0)?["items"] as? Int == 40)
      #expect(!tab.received.contains { ($0["text"] as? String)?.contains("dropped") == true })
    }

    /// The state of the footer among a tab's components.
    static func footerState(_ components: Any) -> String? {
      (components as? [[String: Any]])?.first?["state"] as? String
    }

    @Test("an idle tab builds no frame; a refreshing one builds one a display frame")
    func anIdleTabBuildsNoFrame() {
      let tab = TestTab()
      tab.open("header-default")
      #expect(tab.state("header") == "idle")
      let before = tab.session.framesBuilt
      tab.wait(1)
      #expect(tab.session.framesBuilt == before, "nothing moves: nothing is built")

      tab.send(["type": "action", "name": "beginRefreshing"])
      let begun = tab.session.framesBuilt
      tab.wait(0.5)
      #expect(tab.state("header") == "refreshing")
      #expect(tab.session.framesBuilt - begun == 30, "the spinner turns: a frame every frame")
    }

    @Test("a flick carries on by itself: the page keeps moving after the finger lifts")
    func flickCarriesOn() {
      let tab = TestTab()
      tab.open("trailer")
      tab.pointer("down", 300, 100)
      for step in 1...4 {
        tab.wait(1.0 / 60)
        tab.pointer("move", 300 - Double(step) * 15, 100)
      }
      tab.pointer("up", 240, 100)
      #expect(tab.lastFrame?["decelerating"] as? Bool == true)
      let atRelease = tab.offset("x")!
      #expect(atRelease > 0 && atRelease < 100)
      tab.wait(0.1)
      #expect(tab.offset("x")! > atRelease)
      tab.wait(1)
      #expect(tab.offset("x") == 375, "paging: the flick ends on the next page")
    }

    @Test("the wheel past the top pulls the header, and the wheel's rest releases it")
    func wheelPullsTheHeader() {
      let tab = TestTab()
      tab.open("header-default")
      for _ in 0..<20 {
        tab.send(["type": "wheel", "dx": 0, "dy": -40, "t": 0])
        tab.wait(1.0 / 60)
      }
      #expect(tab.lastFrame?["dragging"] as? Bool == true)
      #expect(tab.state("header") == "pulling" && tab.title("header") == "Release to refresh")
      tab.wait(0.2)
      #expect(tab.state("header") == "refreshing", "still for 0.12 s: the wheel's drag ends")
    }

    @Test("a wheel that reaches the end stops there: with automatic loading off, nothing loads")
    func wheelStopsAtTheEnd() {
      let tab = TestTab()
      tab.open("footer-auto-load-off")
      for _ in 0..<3 {  // a list taller than the screen: three loads by pulling up and releasing
        tab.drag(from: 187, 400, by: 0, -60, steps: 6)
        tab.wait(1.5)
      }
      let rows = tab.lastFrame?["items"] as? Int
      for _ in 0..<30 {
        tab.send(["type": "wheel", "dx": 0, "dy": 60, "t": 0])
        tab.wait(1.0 / 60)
      }
      let end = 13.0 * 44 + 44 - 600  // the content, the footer's 44 points, the screen
      #expect(tab.offset("y") == end, "at the end, not past it")
      #expect(tab.lastFrame?["dragging"] as? Bool == false, "a scroll, not a drag")
      tab.wait(1)
      #expect(tab.state("footer") == "idle" && tab.lastFrame?["items"] as? Int == rows)
      // A wheel that begins at the end pulls past it, deliberately: that loads.
      for _ in 0..<10 {
        tab.send(["type": "wheel", "dx": 0, "dy": 30, "t": 0])
        tab.wait(1.0 / 60)
      }
      #expect(tab.offset("y")! > end && tab.lastFrame?["dragging"] as? Bool == true)
      tab.wait(0.3)
      #expect(tab.state("footer") == "refreshing")
    }

    @Test("a vertical wheel pages the horizontal list")
    func wheelPagesTheTrailer() {
      let tab = TestTab()
      tab.open("trailer")
      for _ in 0..<3 {
        tab.send(["type": "wheel", "dx": 0, "dy": 100, "t": 0])
        tab.wait(1.0 / 60)
      }
      tab.wait(1)
      #expect(tab.offset("x") == 375 && tab.offset("y") == 0, "past half a page: the next one")
    }

    @Test("a drag's end gets through a flood of moves, so the list is never left stuck")
    func gestureEndsPassTheRateLimit() {
      let tab = TestTab(limits: GalleryLimits(messagesPerSecond: 100, burst: 50))
      tab.open("header-default")
      tab.pointer("down", 187, 200)
      for step in 0..<600 {
        tab.pointer("move", 187, 200 + Double(step) * 6)
      }
      #expect(tab.errors == ["rateLimited"] && tab.state("header") == "pulling")
      tab.pointer("up", 187, 500)
      #expect(tab.lastFrame?["dragging"] as? Bool == false)
      #expect(tab.wait(upTo: 0.5) { _ in tab.state("header") == "refreshing" })
    }

    @Test("a button with nothing to act on says so, and hello lists the buttons that do")
    func inapplicableActions() throws {
      let tab = TestTab()
      tab.open("header-default")
      let hello = try #require(tab.received.first)
      #expect(hello["actions"] as? [String] == ["beginRefreshing", "restart"])
      tab.send(["type": "action", "name": "noMoreData"])
      #expect(tab.errors == ["badValue"])
      let message = tab.received.last?["message"] as? String
      #expect(message == "noMoreData does nothing here: this screen has no footer")
    }

    @Test("the log hears a cause before its effect: the transition, then the load")
    func causesBeforeEffects() {
      let tab = TestTab()
      tab.open("collection")
      tab.wait(2.5)
      tab.drag(from: 187, 400, by: 0, -200, steps: 20)
      tab.wait(0.1)
      let log = tab.received.compactMap { message -> String? in
        switch message["type"] as? String {
        case "transition": "\(message["component"] ?? "") -> \(message["to"] ?? "")"
        case "event": message["text"] as? String
        default: nil
        }
      }
      let refreshing = log.firstIndex(of: "footer -> refreshing")
      let load = log.firstIndex { $0.hasPrefix("loadMoreData") }
      #expect(refreshing != nil && load != nil && refreshing! < load!)
    }

    @Test("a second finger is ignored while the first is down")
    func secondFinger() {
      let tab = TestTab()
      tab.open("header-default")
      tab.pointer("down", 187, 200)
      tab.send(["type": "pointer", "phase": "down", "x": 10, "y": 10, "t": 0, "id": 2])
      tab.send(["type": "pointer", "phase": "move", "x": 10, "y": 400, "t": 0, "id": 2])
      #expect(tab.offset("y") == -64 && tab.lastFrame?["dragging"] as? Bool == false)
      tab.pointer("move", 187, 300)
      #expect(tab.offset("y")! < -64)
    }

    @Test("the language control re-titles the components at once, in any of the 13 languages")
    func languages() {
      let tab = TestTab()
      tab.open("header-default")
      var titles: Set<String> = []
      for language in GalleryLanguage.all {
        tab.send(["type": "set", "control": "language", "value": language.code])
        titles.insert(tab.title("header") ?? "")
      }
      // MJRefresh's Simplified and Traditional tables share 下拉可以刷新.
      #expect(titles.count == 12 && !titles.contains(""))
      tab.send(["type": "set", "control": "language", "value": "ja"])
      #expect(tab.title("header") == "下に引いて更新")
      tab.send(["type": "action", "name": "restart"])
      #expect(tab.title("header") != "Pull down to refresh", "a restart keeps the language")
    }

    @Test(
      "the DIY screens speak the picked language, re-titled at once; MJRefresh's Chinese in Chinese",
      arguments: [
        ("header-diy", "header"), ("footer-diy-auto", "footer"), ("footer-diy-back", "footer"),
      ])
    func diyLanguages(scenario: String, slot: String) {
      let tab = TestTab()
      tab.send(["type": "set", "control": "language", "value": "en"])
      tab.open(scenario)
      let english = tab.title(slot)
      #expect(english == (slot == "header" ? "Pull down, quick!" : "Pull up, quick!"))
      var titles: Set<String> = []
      for language in GalleryLanguage.all {
        tab.send(["type": "set", "control": "language", "value": language.code])
        titles.insert(tab.title(slot) ?? "")
      }
      #expect(titles.count == 13 && !titles.contains(""))
      tab.send(["type": "set", "control": "language", "value": "zh-Hans"])
      #expect(tab.title(slot) == (slot == "header" ? "赶紧下拉吖" : "赶紧上拉吖"))
    }

    @Test("what the engine refuses is logged in the tab that asked, not on the server's stderr")
    func diagnosticsGoToTheTab() {
      let tab = TestTab()
      tab.open("header-default")
      tab.send(["type": "action", "name": "beginRefreshing"])
      let (_, printed) = Diagnostics.collect {
        tab.send(["type": "action", "name": "beginRefreshing"])
        tab.wait(1)
      }
      let events = tab.received.compactMap { $0["type"] as? String == "event" ? $0["text"] : nil }
      #expect(
        events.contains { "\($0)" == "NormalHeader.beginRefreshing(): ignored: already refreshing" }
      )
      #expect(printed.isEmpty, "nothing reaches the process's handler")
    }

    @Test("loads that fail end with a failure: the footer offers a retry and no rows arrive")
    func failingLoads() {
      let tab = TestTab()
      tab.open("footer-default")
      tab.send(["type": "set", "control": "failure", "value": true])
      tab.drag(from: 187, 400, by: 0, -60, steps: 6)
      tab.wait(1.5)
      #expect(tab.state("footer") == "idle")
      #expect(tab.title("footer") == "Load failed. Tap or pull up to retry")
      #expect(tab.lastFrame?["items"] as? Int == 10)
      tab.send(["type": "set", "control": "failure", "value": false])
      // A tap on the footer's title loads again.
      let footerY = (tab.component("footer")?["frame"] as? [String: Any])?["y"] as? Double ?? 0
      let y = footerY - tab.offset("y")! + 20
      tab.pointer("down", 187, y)
      tab.pointer("up", 187, y)
      #expect(tab.state("footer") == "refreshing")
      tab.wait(1.5)
      #expect(tab.lastFrame?["items"] as? Int == 11)
    }

    @Test("with animations off, a header opens and closes with no frame in between")
    func animationsOff() {
      let tab = TestTab()
      tab.open("header-default")
      tab.send(["type": "set", "control": "animations", "value": false])
      tab.send(["type": "action", "name": "beginRefreshing"])
      #expect(tab.state("header") == "refreshing" && tab.offset("y") == -64 - 54)
      tab.send(["type": "set", "control": "animations", "value": true])
      tab.wait(0.6)
      #expect(tab.state("header") == "idle")
      #expect(tab.offset("y")! > -118 && tab.offset("y")! < -64, "closing animates again")
    }

    @Test("no more data and its reset, from the buttons")
    func noMoreDataButtons() {
      let tab = TestTab()
      tab.open("footer-default")
      tab.send(["type": "action", "name": "noMoreData"])
      #expect(tab.state("footer") == "noMoreData" && tab.title("footer") == "No more data")
      tab.send(["type": "action", "name": "resetNoMoreData"])
      #expect(tab.state("footer") == "idle")
    }

    @Test("the GIF header shows the bird's pull frames, then its hop frames")
    func gifFrames() {
      let tab = TestTab()
      tab.open("header-gif")
      tab.drag(from: 187, 200, by: 0, 60, steps: 6, lift: false)
      func image() -> String? {
        ((tab.component("header")?["images"] as? [[String: Any]])?.first)?["image"] as? String
      }
      #expect(image()?.hasPrefix("bird-pull-") == true)
      let index =
        ((tab.component("header")?["images"] as? [[String: Any]])?.first)?["index"] as? Int
      #expect(
        image() == String(format: "bird-pull-%02d", (index ?? -2) + 1), "the index follows the pull"
      )
      tab.drag(from: 187, 260, by: 0, 200, steps: 10, lift: false)
      #expect(image()?.hasPrefix("bird-hop-") == true)
    }

    @Test("input before a scenario is open, and an unknown scenario, get clear errors")
    func notOpen() {
      let tab = TestTab()
      tab.pointer("down", 1, 1)
      tab.send(["type": "open", "scenario": "nope"])
      #expect(tab.errors == ["notOpen", "badValue"])
      #expect(tab.session.world == nil)
    }

    @Test("a message over the size limit is refused and the session goes on")
    func tooLarge() {
      let tab = TestTab()
      tab.open("header-default")
      tab.send(text: "{\"type\":\"wheel\",\"pad\":\"" + String(repeating: "x", count: 5000) + "\"}")
      tab.session.receiveBinary(at: tab.time)
      tab.send(["type": "action", "name": "beginRefreshing"])
      tab.wait(1.0 / 60)
      #expect(tab.errors == ["tooLarge"] || tab.errors.contains("tooLarge"))
      #expect(tab.state("header") == "refreshing")
    }

    @Test("what a server's gate admitted is not limited again, however many arrive at once")
    func admittedMessagesAreNotLimitedTwice() {
      let tab = TestTab(limits: GalleryLimits(messagesPerSecond: 100, burst: 50))
      tab.open("header-default")
      // A batch held up on its way to the main actor arrives all at once.
      for _ in 0..<200 {
        tab.session.receiveAdmitted(#"{"type":"wheel","dx":0,"dy":0,"t":0}"#, at: tab.time)
      }
      tab.session.receiveAdmitted(#"{"type":"action","name":"beginRefreshing"}"#, at: tab.time)
      tab.wait(1.0 / 60)
      #expect(tab.errors.isEmpty)
      #expect(tab.state("header") == "refreshing", "the last of them was heard")
    }

    @Test("a flood is cut to the rate limit, with one error frame a second")
    func rateLimit() {
      let tab = TestTab(limits: GalleryLimits(messagesPerSecond: 100, burst: 50))
      tab.open("header-default")
      for _ in 0..<500 {
        tab.send(["type": "wheel", "dx": 0, "dy": 0, "t": 0])
      }
      #expect(tab.errors == ["rateLimited"])
      tab.wait(1.1)
      #expect(tab.errors == ["rateLimited", "rateLimited"], "the rest counted, once a second")
      tab.send(["type": "action", "name": "beginRefreshing"])
      #expect(tab.state("header") == "refreshing", "the tab is heard again once it slows down")
    }

    @Test("a closed session lets its screen go")
    func sessionFrees() {
      weak var scroll: AnyObject?
      weak var world: AnyObject?
      do {
        let tab = TestTab()
        tab.open("collection")
        tab.drag(from: 187, 200, by: 0, 200, steps: 10)
        scroll = tab.session.world?.scroll
        world = tab.session.world
        #expect(scroll != nil)
      }
      #expect(scroll == nil && world == nil)
    }

    @Test("a fuzzed stream of messages, valid and hostile, never breaks a session")
    func fuzzedStream() throws {
      var random = SplitMix(seed: 0x6A11E7)
      let tab = TestTab(limits: GalleryLimits(messagesPerSecond: 10_000, burst: 10_000))
      tab.open("header-default")
      let ids = GalleryScenario.all.map(\.id)
      for _ in 0..<4000 {
        tab.send(text: FuzzMessage.make(&random, scenarios: ids))
        if random.next() % 8 == 0 {
          tab.wait(1.0 / 60)
        }
      }
      tab.wait(1)
      let known = Set(GalleryError.Code.allCases.map(\.rawValue))
      #expect(
        tab.received.allSatisfy {
          ["hello", "frame", "transition", "event", "error"].contains($0["type"] as? String ?? "")
        })
      #expect(Set(tab.errors).isSubset(of: known))
      #expect(Set(tab.errors).isSuperset(of: ["malformed", "unknownType", "badValue"]))
      // Every frame is made of finite numbers the page can draw.
      for frame in tab.frames {
        let offset = try #require(frame["offset"] as? [String: Double])
        #expect(offset.values.allSatisfy { $0.isFinite })
      }
      // The session still works: a pull on the default header reads as it should.
      tab.send(["type": "pointer", "phase": "cancel", "x": 0, "y": 0, "t": 0, "id": 1])
      tab.wait(0.1)
      tab.open("header-default")
      tab.send(["type": "set", "control": "language", "value": "en"])
      tab.send(["type": "set", "control": "animations", "value": true])
      tab.drag(from: 187, 200, by: 0, 260, steps: 26, lift: false)
      #expect(tab.title("header") == "Release to refresh")
    }

    @Test("a page's end that starts the next page logs both transitions, in order")
    func aPagesEndThatStartsTheNextLogsBoth() {
      let tab = TestTab()
      tab.open("loaders-short-first-page")
      let footer = tab.received.filter {
        $0["type"] as? String == "transition" && $0["component"] as? String == "footer"
      }
      let steps = footer.map { "\($0["from"] ?? "") -> \($0["to"] ?? "")" }
      #expect(steps.count == 6, "three pages: \(steps)")
      #expect(
        steps.enumerated().allSatisfy { index, step in
          step == (index.isMultiple(of: 2) ? "idle -> refreshing" : "refreshing -> idle")
        }, "\(steps)")
    }
  }
}

/// A small seeded generator, so that the fuzzed stream is the same on every run.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { self.state = seed }
  mutating func next() -> UInt64 {
    self.state &+= 0x9E37_79B9_7F4A_7C15
    var z = self.state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Messages for the fuzzer: valid ones of every type, and the same broken every way a client can.
enum FuzzMessage {
  static func pick(_ list: [String], _ random: inout SplitMix) -> String {
    list[Int(random.next() % UInt64(list.count))]
  }

  static func make(_ random: inout SplitMix, scenarios: [String]) -> String {
    let numbers: [String] = [
      "0", "-1", "187.5", "1e308", "-1e308", "1e9", "1e10", "NaN", "Infinity", "\"12\"", "true",
      "null", "[]", "{}", "3", "600", "-600",
    ]
    func number() -> String {
      random.next() % 3 == 0
        ? pick(numbers, &random) : String(Double(Int(random.next() % 1200)) - 600)
    }
    let phases = ["down", "move", "move", "move", "up", "cancel", "hover", ""]
    let valid: [String] = [
      "{\"type\":\"pointer\",\"phase\":\"\(pick(phases, &random))\",\"x\":\(number()),\"y\":\(number()),\"t\":\(number()),\"id\":\(number())}",
      "{\"type\":\"wheel\",\"dx\":\(number()),\"dy\":\(number()),\"t\":\(number())}",
      "{\"type\":\"set\",\"control\":\"language\",\"value\":\"\(pick(["en", "ja", "ar", "xx", ""], &random))\"}",
      "{\"type\":\"set\",\"control\":\"loadTime\",\"value\":\(number())}",
      "{\"type\":\"set\",\"control\":\"failure\",\"value\":\(pick(["true", "false", "1", "\"yes\""], &random))}",
      "{\"type\":\"set\",\"control\":\"animations\",\"value\":\(pick(["true", "false"], &random))}",
      "{\"type\":\"action\",\"name\":\"\(pick(["noMoreData", "resetNoMoreData", "beginRefreshing", "restart", "explode"], &random))\"}",
      "{\"type\":\"open\",\"scenario\":\"\(pick(scenarios, &random))\"}",
    ]
    let broken: [String] = [
      "", "{", "[]", "null", "42", "\"open\"", "{\"type\":42}", "{\"type\":\"teleport\"}",
      "{\"type\":\"pointer\"}", "{\"type\":\"set\",\"control\":\"gravity\",\"value\":1}",
      String(repeating: "[", count: 600) + String(repeating: "]", count: 600),
      "{\"type\":\"open\",\"scenario\":\"\(String(repeating: "ü", count: 300))\"}",
      "\u{0}\u{1}\u{7F}garbage", "{\"type\":\"wheel\",\"dx\":1,\"dy\":1,\"t\":1,\"type\":\"open\"}",
    ]
    var message =
      random.next() % 4 == 0
      ? pick(broken, &random) : pick(valid, &random)
    if random.next() % 10 == 0, !message.isEmpty {  // truncate
      message = String(message.prefix(Int(random.next() % UInt64(message.count))))
    }
    return message
  }
}
