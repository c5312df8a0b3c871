/// A key the interactive demo understands.
enum DemoKey: Equatable {
  case pullDown, pushUp, pullDownHalfScreen, pushUpHalfScreen
  case release, refresh, toggleNoMoreData, cycleLanguage, quit
  case toggleMinimumDuration, toggleFastLoads, returnAnHourLater
  case toggleFailures, tapFooter, toggleResultDisplay, voiceOverScroll, toggleAnnouncements
  case toggleReducedMotion, toggleRightToLeft, toggleDarkAppearance, toggleShortPages
  /// The chat's own: a new message arrives; back to the latest message.
  case newMessage, jumpToBottom
  /// The shop's own: show a tab (0, 1 or 2); open or close the second floor.
  case selectTab(Int)
  case toggleSecondFloor

  /// The keys in `bytes`, as a terminal in raw mode sends them; unknown bytes are skipped.
  static func parse(_ bytes: [UInt8]) -> [DemoKey] {
    var keys: [DemoKey] = []
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let rest = bytes[index...]
      // Escape sequences: ESC [ A (up), ESC [ B (down), ESC [ 5 ~ (page up), ESC [ 6 ~.
      if rest.starts(with: [0x1B, 0x5B]), rest.count >= 3 {
        let code = rest[index + 2]
        switch code {
        case 0x41: keys.append(.pushUp)
        case 0x42: keys.append(.pullDown)
        // Page down scrolls toward the end, as in every pager: the finger pushes the content up.
        case 0x35 where rest.count >= 4: keys.append(.pullDownHalfScreen)
        case 0x36 where rest.count >= 4: keys.append(.pushUpHalfScreen)
        default: break
        }
        index += (code == 0x35 || code == 0x36) ? min(4, rest.count) : 3
        continue
      }
      switch bytes[index] {
      case UInt8(ascii: "j"): keys.append(.pullDown)
      case UInt8(ascii: "k"): keys.append(.pushUp)
      case UInt8(ascii: "J"): keys.append(.pushUpHalfScreen)  // toward the end, as in less
      case UInt8(ascii: "K"): keys.append(.pullDownHalfScreen)
      case UInt8(ascii: " "): keys.append(.release)
      case UInt8(ascii: "r"): keys.append(.refresh)
      case UInt8(ascii: "n"): keys.append(.toggleNoMoreData)
      case UInt8(ascii: "l"): keys.append(.cycleLanguage)
      case UInt8(ascii: "m"): keys.append(.toggleMinimumDuration)
      case UInt8(ascii: "f"): keys.append(.toggleFastLoads)
      case UInt8(ascii: "s"): keys.append(.returnAnHourLater)
      case UInt8(ascii: "e"): keys.append(.toggleFailures)
      case UInt8(ascii: "t"): keys.append(.tapFooter)
      case UInt8(ascii: "d"): keys.append(.toggleResultDisplay)
      case UInt8(ascii: "a"): keys.append(.voiceOverScroll)
      case UInt8(ascii: "v"): keys.append(.toggleAnnouncements)
      case UInt8(ascii: "o"): keys.append(.toggleReducedMotion)
      case UInt8(ascii: "w"): keys.append(.toggleRightToLeft)
      case UInt8(ascii: "c"): keys.append(.toggleDarkAppearance)
      case UInt8(ascii: "p"): keys.append(.toggleShortPages)
      case UInt8(ascii: "i"): keys.append(.newMessage)
      case UInt8(ascii: "b"): keys.append(.jumpToBottom)
      case UInt8(ascii: "1"), UInt8(ascii: "2"), UInt8(ascii: "3"):
        keys.append(.selectTab(Int(bytes[index] - UInt8(ascii: "1"))))
      case UInt8(ascii: "g"): keys.append(.toggleSecondFloor)
      case UInt8(ascii: "q"), 0x03, 0x04: keys.append(.quit)
      default: break
      }
      index += 1
    }
    return keys
  }
}
