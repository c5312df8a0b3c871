import Foundation
import RefreshKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The demo that `swift run refresh-demo` runs: a list of stories with a pull-to-refresh header
/// and a load-more footer, drawn in the terminal from the components' presentation state.
///
/// In a terminal it is interactive and runs on the real-time clock. Piped, or with `--script`,
/// it plays a scripted session on a manual clock and prints its frames, the same on every run.
@main
@MainActor
struct RefreshDemo {
  static let usage = """
    usage: refresh-demo [--chat | --shop] [--script] [--export-frames DIR] [--help]

    A list of stories with a RefreshKit NormalHeader (pull down to reload) and an
    AutoNormalFooter (scroll to the end to load the next page), drawn in the terminal from the
    components' presentation state: the arrow, the spinner, the titles, the last-updated time.
    Three pages of stories, each answered after one second; the last ends in "No more data".

    Keys (interactive mode: stdin and stdout are a terminal):
      ↓ or j          pull down (the finger moves the content down 16 points)
      ↑ or k          push up (the finger moves the content up 16 points)
      PgDn or J       half a screen toward the end (the finger pushes the content up)
      PgUp or K       half a screen toward the top (pulls the header past it)
      space           let go (a refresh starts if the header says "Release to refresh")
      r               begin refreshing without a pull
      n               toggle the footer's no-more-data state
      l               cycle the language (13 bundled languages)
      m               toggle a 1 s minimumRefreshingDuration on the header and the footer,
                      so that a fast load still shows its spinner for a second
      f               toggle fast loads (0.1 s instead of 1 s), to see what m changes
      s               come back to the app an hour later: the header's data is stale (its
                      staleInterval is 10 minutes) and it refreshes by itself; after a first
                      refresh, since the first page loads without one
      e               toggle failing loads: the header ends with "Refresh failed", the footer
                      shows "Load failed. Tap or pull up to retry" and retries by itself twice,
                      1 s then 2 s later (automaticRetry)
      t               tap the footer's label: loads, or retries a failed page
      d               toggle showing each result ("Refreshed", "Loaded", or the failure) for 1 s
                      before closing (resultDisplayDuration)
      a               VoiceOver's three-finger scroll toward the top: refreshes only at the top
                      (accessibilityRefresh)
      v               toggle showing what VoiceOver announces in the status line
      o               toggle reduced motion: the header opens and closes in 0 s, the arrow flips
      w               toggle right to left: the arrow moves right of the labels (Arabic, key l,
                      does it by itself)
      c               toggle the dark appearance: the status line shows the labels' dark shade
      p               toggle short pages (2 stories) and reload: the footer loads the next
                      pages by itself until the screen is full, with no finger (the fill rule)

      q or Ctrl-C     quit

    A reload (a pull, or r) while the footer loads a page cancels that page: the footer goes
    back to idle with no failure, and the page's answer, when it comes, is dropped ("dropped
    page 3: the list was reloaded" in the status line), never appended to the new list.

    The status line shows the last feedback event ("haptic: header thresholdCrossed"), which
    an app would play as a haptic: each crossing of the trigger, a refresh the user started,
    and its end with its result.

    Chat mode (--chat): a conversation of 60 messages opens on its latest 12, at the bottom. A
    LeadingNormalLoader loads 12 earlier messages (in 1 s) as the first visible message comes
    within 3 of the first loaded one; the page is inserted above and the message you read stays
    on its line. The keys above move the finger, and:
      i               a new message arrives at the bottom (the list follows it only if you
                      were at the bottom)
      b               back to the latest message
      t               tap the loader's label
      l               cycle the language

    Shop mode (--shop): a shop page whose header scrolls away above a tab bar and three lists
    (All, New, Sale), under one NormalHeader shared by a NestedScrollCoordinator. Pushing up
    takes the page header away before a list moves; pulling down brings a list to its top
    before the header returns, then pulls the shared header, from any tab. Each list loads its
    own pages. Pulled past 1.9 headers, "Release to open the second floor" opens the header's
    second floor over the whole view; a push up of 70 points closes it. The keys above move
    the finger, and:
      1 2 3           show the All, New or Sale tab (a refresh under way goes on)
      r               begin refreshing without a pull
      g               open the second floor from code, or close it

    Options:
      --chat                the chat instead of the stories (with --script: its scripted
                            session)
      --shop                the shop page instead of the stories (with --script: its
                            scripted session)
      --script              play the scripted session and print its frames, even in a terminal
                            (this is what happens when stdin or stdout is not a terminal)
      --export-frames DIR   write the scripted session's frame strips as SVG pictures to DIR
                            (pull-to-refresh.svg and load-more.svg), as in docs/images
      --help, -h            show this help
    """

  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    switch DemoCommand(arguments: arguments) {
    case .help:
      print(usage)
    case .script:
      for line in ScriptedSession.transcript() {
        print(line)
      }
    case .interactive:
      if isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 {
        TerminalSession.run(.stories)
      } else {
        for line in ScriptedSession.transcript() {
          print(line)
        }
      }
    case .chat(let scripted):
      if !scripted && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 {
        TerminalSession.run(.chat)
      } else {
        for line in ChatScriptedSession.transcript() {
          print(line)
        }
      }
    case .shop(let scripted):
      if !scripted && isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 {
        TerminalSession.run(.shop)
      } else {
        for line in ShopScriptedSession.transcript() {
          print(line)
        }
      }
    case .exportFrames(let directory):
      do {
        for path in try SVGStrip.export(to: URL(fileURLWithPath: directory)) {
          print("wrote \(path)")
        }
      } catch {
        FileHandle.standardError.write(Data("refresh-demo: \(error)\n".utf8))
        exit(1)
      }
    case .invalid(let message):
      FileHandle.standardError.write(Data("refresh-demo: \(message)\n\n\(usage)\n".utf8))
      exit(2)
    }
  }
}
