import TestSupport
import Testing

@testable import RefreshDemo

@Suite(.idleClocks) struct DemoKeyTests {
  @Test func lettersAndSpaceMapToTheirActions() {
    #expect(
      DemoKey.parse(Array("jkJK rnlmfsedtavowcpibq".utf8))
        == [
          .pullDown, .pushUp, .pushUpHalfScreen, .pullDownHalfScreen, .release, .refresh,
          .toggleNoMoreData, .cycleLanguage, .toggleMinimumDuration, .toggleFastLoads,
          .returnAnHourLater, .toggleFailures, .toggleResultDisplay, .tapFooter,
          .voiceOverScroll, .toggleAnnouncements, .toggleReducedMotion, .toggleRightToLeft,
          .toggleDarkAppearance, .toggleShortPages, .newMessage, .jumpToBottom, .quit,
        ])
  }

  @Test func arrowAndPageKeysArriveAsEscapeSequences() {
    let up: [UInt8] = [0x1B, 0x5B, 0x41]
    let down: [UInt8] = [0x1B, 0x5B, 0x42]
    let pageUp: [UInt8] = [0x1B, 0x5B, 0x35, 0x7E]
    let pageDown: [UInt8] = [0x1B, 0x5B, 0x36, 0x7E]
    #expect(
      DemoKey.parse(up + down + pageUp + pageDown + up)
        == [.pushUp, .pullDown, .pullDownHalfScreen, .pushUpHalfScreen, .pushUp])
  }

  @Test func controlCAndControlDQuitBecauseRawModeTurnsSignalsOff() {
    #expect(DemoKey.parse([0x03]) == [.quit])
    #expect(DemoKey.parse([0x04]) == [.quit])
  }

  @Test func unknownBytesAndSequencesAreSkipped() {
    let right: [UInt8] = [0x1B, 0x5B, 0x43]
    #expect(DemoKey.parse(Array("xyz".utf8) + right + Array("j".utf8)) == [.pullDown])
    #expect(DemoKey.parse([0x1B]) == [])
    #expect(DemoKey.parse([0x1B, 0x5B]) == [])
  }

  @Test func theShopsKeysSelectTabsAndTheFloor() {
    #expect(
      DemoKey.parse(Array("123g4".utf8))
        == [.selectTab(0), .selectTab(1), .selectTab(2), .toggleSecondFloor])
  }
}
