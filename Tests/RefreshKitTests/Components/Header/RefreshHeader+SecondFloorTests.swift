import Foundation
import RefreshKit
import TestSupport
import Testing

/// The second floor, driven as a host would: MJRefresh's worked example (top inset 64, header
/// 54, a 600-point view), with the floor's defaults: armed past 1.9 headers (102.6), open to the
/// view below the top inset (536), closed by a push of 70, over 1 s.
@MainActor
@Suite(.idleClocks) struct RefreshHeaderSecondFloorTests {
  /// The offset of the open floor: the top inset and the floor's length above the content.
  static let openOffset: CGFloat = -(64 + 536)

  /// A normal header with a second floor, attached, with its feedback logged.
  static func makeFloor(
    _ floor: SecondFloor = SecondFloor(), log: CallLog = CallLog()
  ) -> (NormalHeader, ScrollModel, ManualAnimationClock, FeedbackLog) {
    let header = NormalHeader(config: makeConfig()) { log.record("action") }
    header.secondFloor = floor
    let feedback = FeedbackLog()
    header.feedbackHandler = { feedback.events.append("\($0)") }
    let (scroll, clock) = attach(header)
    return (header, scroll, clock, feedback)
  }

  /// Refreshes and ends with a failure that shows for 1 s.
  static func showFailure(_ header: NormalHeader, _ clock: ManualAnimationClock) {
    header.resultDisplayDuration = 1
    header.beginRefreshing()
    clock.run()
    header.endRefreshing(result: .failure(RecordedFailure()))
  }

  /// Opens the floor by a pull and a release, and lets it finish opening.
  static func pullOpen(_ scroll: ScrollModel, _ clock: ManualAnimationClock) {
    scroll.drag(toOffsetY: -200)
    scroll.endDragging()
    clock.advance(by: 1.0 / 60)
    clock.advance(by: 1)
  }

  @Test("a pull past 1.9 headers arms the floor; back below it, it pulls again")
  func aPullArmsTheFloor() {
    let (header, scroll, clock, feedback) = Self.makeFloor()
    #expect(header.effectiveSecondFloorTrigger == 54 * 1.9)
    #expect(!header.secondFloorShows, "none of it at rest")
    scroll.drag(toOffsetY: -166)
    #expect(header.secondFloorShows, "pulled into view")
    #expect(header.state == .pulling)
    scroll.drag(toOffsetY: -167)
    #expect(header.state == .secondFloorArmed)
    #expect(header.stateLabel.text == "Release to open the second floor")
    #expect(header.accessibility.lastAnnouncement == "Release to open the second floor")
    scroll.drag(toOffsetY: -150)
    #expect(header.state == .pulling)
    scroll.drag(toOffsetY: -100)
    #expect(header.state == .idle)
    #expect(
      header.transitionLog == [
        "idle -> pulling (drag)", "pulling -> secondFloorArmed (drag)",
        "secondFloorArmed -> pulling (drag)", "pulling -> idle (drag)",
      ])
    #expect(feedback.events == ["thresholdCrossed", "secondFloorArmed"])
    scroll.endDragging()
    clock.run()
  }

  @Test("released armed, the floor opens over 1 s and fills the view")
  func aReleaseOpensTheFloor() {
    let (header, scroll, clock, feedback) = Self.makeFloor()
    scroll.drag(toOffsetY: -200)
    scroll.endDragging()
    clock.advance(by: 1.0 / 60)
    #expect(header.state == .openingSecondFloor)
    let held: CGFloat = 536
    #expect(header.insetShare?.insets.top == held)
    clock.advance(by: 0.5)
    #expect(header.state == .openingSecondFloor)
    #expect(scroll.contentOffset.y < -200 && scroll.contentOffset.y > Self.openOffset)
    clock.advance(by: 0.5)
    #expect(header.state == .secondFloorOpen)
    #expect(scroll.contentOffset.y == Self.openOffset)
    let inset: CGFloat = 64 + 536
    #expect(scroll.adjustedContentInset.top == inset)
    #expect(header.secondFloorProgress == 1)
    #expect(header.secondFloorFrame == CGRect(x: 0, y: -536, width: 375, height: 536))
    #expect(header.stateLabel.text == "Second floor")
    #expect(header.accessibility.lastAnnouncement == "Second floor")
    #expect(feedback.events == ["secondFloorArmed", "secondFloorOpened"], "one frame past both")
    #expect(
      header.transitionLog.suffix(2) == [
        "secondFloorArmed -> openingSecondFloor (release)",
        "openingSecondFloor -> secondFloorOpen (motionFinished)",
      ])
    #expect(clock.isIdle)
  }

  @Test("a push short of 70 springs back open; a push of 70 closes the floor")
  func aPushClosesOrSpringsBack() {
    let (header, scroll, clock, feedback) = Self.makeFloor()
    Self.pullOpen(scroll, clock)
    scroll.drag(toOffsetY: Self.openOffset + 69)
    scroll.endDragging()
    #expect(header.state == .secondFloorOpen, "never rests half-open")
    clock.run()
    #expect(scroll.contentOffset.y == Self.openOffset)
    scroll.drag(toOffsetY: Self.openOffset + 70)
    scroll.endDragging()
    #expect(header.state == .closingSecondFloor)
    #expect(header.stateLabel.text == "Back to the list")
    clock.advance(by: 1)
    #expect(header.state == .idle)
    #expect(header.insetShare?.insets.top == 0)
    #expect(scroll.contentOffset.y == -64)
    #expect(feedback.events.last == "secondFloorClosed")
    clock.run()  // the arrow turns back
  }

  @Test("a touch that does not move leaves a floor opened from code open (SRL #1613)")
  func aTouchLeavesTheFloorOpen() {
    let (header, scroll, clock, feedback) = Self.makeFloor()
    var opened = 0
    #expect(header.openSecondFloor { opened += 1 })
    clock.run()
    #expect(header.state == .secondFloorOpen)
    #expect(opened == 1)
    #expect(feedback.events.isEmpty, "a floor the app opens reports nothing")
    scroll.beginDragging()
    scroll.endDragging()
    clock.run()
    #expect(header.state == .secondFloorOpen)
    #expect(scroll.contentOffset.y == Self.openOffset)
  }

  @Test("a floor opened from code far down the list scrolls it up out of sight")
  func openingFromFarDown() {
    let (header, scroll, clock, _) = Self.makeFloor()
    scroll.contentOffset = CGPoint(x: 0, y: 300)
    #expect(header.openSecondFloor())
    clock.run()
    #expect(header.state == .secondFloorOpen)
    #expect(scroll.contentOffset.y == Self.openOffset)
  }

  @Test("a close while the floor opens turns it back where it is")
  func aCloseWhileOpening() {
    let (header, scroll, clock, _) = Self.makeFloor()
    var closed = 0
    header.openSecondFloor()
    clock.advance(by: 0.5)
    let (_, diagnostics) = Diagnostics.collect {
      #expect(header.closeSecondFloor { closed += 1 })
    }
    #expect(diagnostics.isEmpty)
    #expect(header.state == .closingSecondFloor)
    clock.run()
    #expect(header.state == .idle)
    #expect(closed == 1)
    #expect(header.insetShare?.insets.top == 0)
    #expect(scroll.contentOffset.y == -64)
  }

  @Test("an open completion of a floor closed before it opened is reported, never run")
  func anOpenCompletionCancelled() {
    let (header, scroll, clock, _) = Self.makeFloor()
    var opened = 0
    header.openSecondFloor { opened += 1 }
    clock.advance(by: 0.2)
    let (_, diagnostics) = Diagnostics.collect { header.closeSecondFloor() }
    clock.run()
    #expect(opened == 0)
    #expect(
      diagnostics.map(\.message) == ["cancelled the completion: the floor closed before it opened"])
    #expect(diagnostics.map(\.kind) == [.cancelledCompletion])
    withExtendedLifetime(scroll) {}
  }

  /// Where each state is reached from rest, by a pull or a call.
  static func reach(
    _ state: RefreshState, _ header: NormalHeader, _ scroll: ScrollModel,
    _ clock: ManualAnimationClock
  ) {
    switch state {
    case .pulling: scroll.drag(toOffsetY: -130)
    case .secondFloorArmed: scroll.drag(toOffsetY: -200)
    case .openingSecondFloor:
      header.openSecondFloor()
      clock.advance(by: 0.3)
    case .secondFloorOpen:
      header.openSecondFloor()
      clock.run()
    case .closingSecondFloor:
      header.openSecondFloor()
      clock.run()
      header.closeSecondFloor()
      clock.advance(by: 0.3)
    case .refreshing:
      header.beginRefreshing()
    default: break
    }
  }

  @Test(
    "a close from each state",
    arguments: [
      (RefreshState.idle, false, RefreshState.idle),
      (.pulling, false, .pulling),
      (.secondFloorArmed, true, .idle),
      (.openingSecondFloor, true, .closingSecondFloor),
      (.secondFloorOpen, true, .closingSecondFloor),
      (.closingSecondFloor, false, .closingSecondFloor),
      (.refreshing, false, .refreshing),
    ])
  func aCloseFrom(state: RefreshState, accepted: Bool, after: RefreshState) {
    let (header, scroll, clock, _) = Self.makeFloor()
    Self.reach(state, header, scroll, clock)
    #expect(header.state == state)
    #expect(header.closeSecondFloor() == accepted)
    #expect(header.state == after)
    if state == .secondFloorArmed {
      scroll.drag(toOffsetY: -210)
      #expect(header.state != .secondFloorArmed, "let go until the finger lifts")
    }
    if scroll.isDragging {
      scroll.endDragging()
      clock.advance(by: 1.0 / 60)  // the release is seen
    }
    header.endRefreshing()
    clock.run()
    #expect(header.state == .idle, "every close ends at rest")
    #expect(header.insetShare?.insets.top == 0)
    #expect(scroll.contentOffset.y == -64)
  }

  @Test(
    "hiding, detaching or removing the floor closes it at once",
    arguments: [
      RefreshState.secondFloorArmed, .openingSecondFloor, .secondFloorOpen, .closingSecondFloor,
    ],
    ["hide", "detach", "remove"])
  func closedAtOnce(state: RefreshState, how: String) {
    let (header, scroll, clock, _) = Self.makeFloor()
    Self.reach(state, header, scroll, clock)
    if scroll.isDragging {
      scroll.endDragging()  // released as the header goes
    }
    switch how {
    case "hide": header.isHidden = true
    case "detach": scroll.header = nil
    default: header.secondFloor = nil
    }
    #expect(header.state == .idle)
    clock.run()
    #expect(scroll.adjustedContentInset.top == 64, "no space held for what is gone")
    #expect(scroll.contentOffset.y == -64)
    #expect(header.state == .idle)
  }

  @Test("disabling the header closes its floor, animated")
  func disablingCloses() {
    let (header, scroll, clock, _) = Self.makeFloor()
    Self.pullOpen(scroll, clock)
    header.isEnabled = false
    #expect(header.state == .closingSecondFloor)
    clock.run()
    #expect(header.state == .idle)
    #expect(scroll.contentOffset.y == -64)
  }

  @Test("a refresh is refused while the floor is open, and the floor while refreshing")
  func refreshAndFloorExcludeEachOther() {
    let (header, scroll, clock, _) = Self.makeFloor()
    Self.pullOpen(scroll, clock)
    let (began, diagnostics) = Diagnostics.collect { header.beginRefreshing() }
    #expect(!began)
    #expect(
      diagnostics.map(\.message)
        == ["ignored: the second floor is open; call closeSecondFloor() first"])
    header.closeSecondFloor()
    clock.run()
    header.beginRefreshing()
    let (opened, refused) = Diagnostics.collect { header.openSecondFloor() }
    #expect(!opened)
    #expect(refused.map(\.message) == ["ignored: refreshing; end the refresh first"])
    header.endRefreshing()
    clock.run()
  }

  @Test("a release short of the floor refreshes, or does nothing for a floor alone")
  func aReleaseShortOfTheFloor() {
    for refreshes in [true, false] {
      let log = CallLog()
      let (header, scroll, clock, _) = Self.makeFloor(
        SecondFloor(refreshesOnTheWay: refreshes), log: log)
      scroll.drag(toOffsetY: -150)
      #expect(header.state == (refreshes ? .pulling : .idle))
      scroll.endDragging()
      clock.run()
      #expect(log.entries == (refreshes ? ["action"] : []))
      header.endRefreshing()
      clock.run()
    }
  }

  @Test("a language change keeps the floor open and shows its title in the new language")
  func aLanguageChange() {
    let (header, scroll, clock, _) = Self.makeFloor()
    Self.pullOpen(scroll, clock)
    header.config.languageCode = "zh-Hans"
    #expect(header.state == .secondFloorOpen)
    #expect(header.stateLabel.text == "二楼")
    #expect(scroll.contentOffset.y == Self.openOffset)
  }

  @Test("an open floor holds the new length when the view changes size")
  func aResizeWhileOpen() {
    let (header, scroll, clock, _) = Self.makeFloor()
    Self.pullOpen(scroll, clock)
    scroll.frame = CGRect(x: 0, y: 0, width: 375, height: 800)
    let held: CGFloat = 800 - 64
    #expect(header.insetShare?.insets.top == held)
    #expect(scroll.contentOffset.y == -800)
    #expect(header.state == .secondFloorOpen)
  }

  // MARK: - Found by the fuzzer

  @Test("a finger that stops the opening and lets go leaves the floor to open whole")
  func aFingerDuringTheOpening() {
    let (header, scroll, clock, _) = Self.makeFloor()
    header.openSecondFloor()
    scroll.drag(translationY: 18)
    scroll.endDragging()
    clock.run()
    #expect(header.state == .secondFloorOpen, "not closed: the push came before it opened")
    #expect(scroll.contentOffset.y == Self.openOffset, "not half-open")
  }

  @Test("an offset the app sets during a spring back decides once the spring is over")
  func theAppMovesTheSpringingFloor() {
    let (header, scroll, clock, _) = Self.makeFloor()
    Self.pullOpen(scroll, clock)
    scroll.drag(toOffsetY: Self.openOffset + 58)
    scroll.endDragging()  // short of 70: springs back
    scroll.setContentOffset(CGPoint(x: 0, y: 250), animated: false)
    clock.run()
    #expect(header.state == .idle, "moved 850 from the open floor: it closed")
    #expect(scroll.contentOffset.y == 250)
  }

  @Test("a disabled header does not open its floor, not even as it closes")
  func aDisabledHeaderDoesNotOpen() {
    let (header, scroll, clock, _) = Self.makeFloor()
    header.openSecondFloor()
    header.isEnabled = false
    #expect(header.state == .closingSecondFloor)
    let (opened, diagnostics) = Diagnostics.collect { header.openSecondFloor() }
    #expect(!opened)
    #expect(
      diagnostics.map(\.message)
        == ["ignored: the header is disabled; an open floor would not follow the finger"])
    clock.run()
    #expect(header.state == .idle)
    #expect(scroll.contentOffset.y == -64)
  }

  @Test("opening the floor ends the display of the last refresh's result")
  func openingEndsTheResult() {
    let (header, scroll, clock, _) = Self.makeFloor()
    defer { withExtendedLifetime(scroll) {} }
    Self.showFailure(header, clock)
    #expect(header.displayedResult != nil)
    header.openSecondFloor()
    #expect(header.displayedResult == nil)
    clock.run()
    #expect(header.state == .secondFloorOpen)
  }

  @Test("a floor that opens as another component takes the top inset holds its new length")
  func anotherComponentTakesTheTop() {
    let (header, scroll, clock, _) = Self.makeFloor()
    header.openSecondFloor()
    clock.advance(by: 0.5)
    let loader = LeadingNormalLoader(config: makeConfig())
    scroll.leadingLoader = loader
    clock.run()
    #expect(header.state == .secondFloorOpen)
    let length = 600 - header.scrollViewOriginalInset.top
    #expect(header.insetShare?.insets.top == length)
    #expect(scroll.contentOffset.y == -600)
  }

  @Test("a pull that arms the floor ends the display of the last result")
  func armingEndsTheResult() {
    let (header, scroll, clock, _) = Self.makeFloor()
    Self.showFailure(header, clock)
    scroll.drag(toOffsetY: -200)
    #expect(header.state == .secondFloorArmed)
    #expect(header.displayedResult == nil)
    #expect(header.stateLabel.text == "Release to open the second floor")
    scroll.endDragging()
    clock.run()
  }

  @Test("an inset that changes during a spring back: the floor holds the new length after it")
  func anInsetChangeDuringTheSpring() {
    let (header, scroll, clock, _) = Self.makeFloor()
    Self.pullOpen(scroll, clock)
    scroll.drag(toOffsetY: Self.openOffset + 44)
    scroll.endDragging()  // springs back
    scroll.systemInset = EdgeInsets(top: 88)
    clock.run()
    #expect(header.state == .secondFloorOpen)
    let length: CGFloat = 600 - 64 - 88
    #expect(header.insetShare?.insets.top == length)
    #expect(scroll.contentOffset.y == -600)
  }

  @Test("a fling without a push leaves the open floor whole")
  func aFlingWithoutAPush() {
    let (header, scroll, clock, _) = Self.makeFloor()
    header.openSecondFloor()
    clock.run()
    scroll.beginDragging()
    scroll.endDragging(velocity: CGPoint(x: 0, y: 300))
    clock.run()
    #expect(header.state == .secondFloorOpen)
    #expect(scroll.contentOffset.y == Self.openOffset, "not half-open")
  }

  @Test("rows inserted over an open floor: it springs back whole")
  func anInsertionOverTheOpenFloor() {
    let (header, scroll, clock, _) = Self.makeFloor()
    header.openSecondFloor()
    clock.run()
    scroll.insertContentAtStart(44)
    let pushed: CGFloat = Self.openOffset + 44
    #expect(scroll.contentOffset.y == pushed, "the rows keep their place")
    clock.run()
    #expect(header.state == .secondFloorOpen)
    #expect(scroll.contentOffset.y == Self.openOffset, "whole again")
  }

  /// The soak's seed 1592813728, shrunk, up to its last event.
  ///
  /// A floor opened from code with no top inset, which then changes the floor's length; a
  /// finger takes the opening floor and flings it across. After a second the floor is open and
  /// whole, and the content still flings across.
  static func openDuringASidewaysFling() -> (NormalHeader, ScrollModel, ManualAnimationClock) {
    let (scroll, clock) = makeScrollModel(contentHeight: 1000)
    let header = NormalHeader(config: makeConfig()) {}
    scroll.header = header
    header.secondFloor = SecondFloor()
    header.openSecondFloor()
    scroll.contentInset = EdgeInsets(top: 64)
    scroll.drag(translation: CGPoint(x: -71, y: 61))
    scroll.contentSize = CGSize(width: 1000, height: 2000)
    scroll.endDragging(velocity: CGPoint(x: 1500, y: -300))
    clock.advance(by: 1)
    return (header, scroll, clock)
  }

  @Test("rows inserted over a floor open during a sideways fling: it settles when the fling ends")
  func anInsertionDuringASidewaysFling() {
    let (header, scroll, clock) = Self.openDuringASidewaysFling()
    #expect(header.state == .secondFloorOpen)
    #expect(scroll.contentOffset.y == Self.openOffset)
    #expect(scroll.isDecelerating, "the fling goes on across, with nothing moving down")
    scroll.insertContentAtStart(44)
    clock.run()
    #expect(!scroll.isDecelerating)
    #expect(header.state == .secondFloorOpen)
    #expect(scroll.contentOffset.y == Self.openOffset, "whole again, not 44 short")
  }

  @Test("a finger that catches the fling holds a pushed floor; its lift decides")
  func aFingerCatchesTheFling() {
    let (header, scroll, clock) = Self.openDuringASidewaysFling()
    scroll.insertContentAtStart(100)  // past the close distance
    scroll.beginDragging()
    #expect(!scroll.isDecelerating)
    #expect(header.state == .secondFloorOpen, "a touch is not a rest: nothing closes under it")
    scroll.endDragging()
    #expect(header.state == .closingSecondFloor, "let go pushed 100 up, it closes")
    clock.run()
    #expect(header.state == .idle)
  }

  /// Where a header stands when VoiceOver reads its actions.
  enum ActionSetup: String, CaseIterable, CustomTestStringConvertible {
    case idle, pulling, armed, opening, open, closing, refreshing
    case noFloor, hidden, disabled, notVisible, detached

    var testDescription: String { self.rawValue }

    /// The actions offered there.
    var offered: [RefreshAccessibilityAction] {
      switch self {
      case .idle, .pulling, .armed, .closing: [.openSecondFloor]
      case .opening, .open: [.closeSecondFloor]
      case .refreshing, .noFloor, .hidden, .disabled, .notVisible, .detached: []
      }
    }

    /// Brings a header with a floor there.
    @MainActor
    func apply(_ header: NormalHeader, _ scroll: ScrollModel, _ clock: ManualAnimationClock) {
      switch self {
      case .idle: break
      case .pulling: scroll.drag(toOffsetY: -140)
      case .armed: scroll.drag(toOffsetY: -200)
      case .opening: header.openSecondFloor()
      case .open:
        header.openSecondFloor()
        clock.run()
      case .closing:
        header.openSecondFloor()
        clock.run()
        header.closeSecondFloor()
      case .refreshing: header.beginRefreshing()
      case .noFloor: header.secondFloor = nil
      case .hidden: header.isHidden = true
      case .disabled: header.isEnabled = false
      case .notVisible: scroll.isVisible = false
      case .detached: scroll.header = nil
      }
    }
  }

  @Test("the floor's actions follow its state", arguments: ActionSetup.allCases)
  func theActionsFollowTheState(setup: ActionSetup) {
    let (header, scroll, clock, _) = Self.makeFloor()
    setup.apply(header, scroll, clock)
    #expect(header.accessibilityActions == setup.offered)
    if !scroll.isVisible {
      scroll.isVisible = true
    }
    scroll.endDragging()
    header.endRefreshing()
    header.closeSecondFloor()
    clock.run()
  }

  @Test("VoiceOver opens and closes the floor by its actions, as a pull would")
  func voiceOverOpensAndClosesTheFloor() {
    let (header, scroll, clock, feedback) = Self.makeFloor()
    #expect(header.accessibilityName(of: .openSecondFloor) == "Open the second floor")
    #expect(header.accessibilityName(of: .closeSecondFloor) == "Close the second floor")
    #expect(header.performAccessibilityAction(.openSecondFloor))
    #expect(header.state == .openingSecondFloor)
    clock.run()
    #expect(header.state == .secondFloorOpen)
    #expect(scroll.contentOffset.y == Self.openOffset)
    #expect(header.accessibility.lastAnnouncement == "Second floor")
    #expect(header.accessibilityActions == [.closeSecondFloor])
    #expect(header.performAccessibilityAction(.closeSecondFloor))
    clock.run()
    #expect(header.state == .idle)
    #expect(header.accessibility.lastAnnouncement == "Pull down to refresh")
    #expect(
      header.transitionLog == [
        "idle -> openingSecondFloor (accessibilityAction)",
        "openingSecondFloor -> secondFloorOpen (motionFinished)",
        "secondFloorOpen -> closingSecondFloor (accessibilityAction)",
        "closingSecondFloor -> idle (motionFinished)",
      ])
    #expect(
      feedback.events == ["secondFloorOpened", "secondFloorClosed"], "the user's, not a call's")
  }

  @Test("an action the header does not offer now does nothing")
  func anActionNotOfferedDoesNothing() {
    let (header, _, clock, feedback) = Self.makeFloor()
    let (closed, reports) = Diagnostics.collect {
      header.performAccessibilityAction(.closeSecondFloor)
    }
    #expect(!closed)
    #expect(reports.isEmpty, "the rotor showed an older list: VoiceOver says it failed")
    header.beginRefreshing()
    let refreshing = header.state
    #expect(!header.performAccessibilityAction(.openSecondFloor))
    #expect(header.state == refreshing)
    header.endRefreshing()
    clock.run()
    let plain = NormalHeader(config: makeConfig())
    #expect(plain.accessibilityActions.isEmpty)
    #expect(!plain.performAccessibilityAction(.openSecondFloor))
    #expect(feedback.events.isEmpty)
  }

  @Test("VoiceOver's escape closes an opening or open floor, and nothing else")
  func escapeClosesTheFloor() {
    let (header, scroll, clock, _) = Self.makeFloor()
    #expect(!header.accessibilityEscape(), "nothing to close: the escape goes on")
    scroll.drag(toOffsetY: -200)
    #expect(!header.accessibilityEscape(), "a finger holds an armed pull")
    #expect(header.state == .secondFloorArmed)
    scroll.drag(toOffsetY: -64)
    scroll.endDragging()
    header.openSecondFloor()
    #expect(header.accessibilityEscape(), "an opening floor turns back")
    #expect(header.state == .closingSecondFloor)
    #expect(!header.accessibilityEscape(), "already closing")
    clock.run()
    Self.pullOpen(scroll, clock)
    #expect(header.state == .secondFloorOpen)
    #expect(header.accessibilityEscape())
    clock.run()
    #expect(header.state == .idle)
    #expect(scroll.contentOffset.y == -64)
  }

  @Test("the actions' names come in every bundled language", arguments: RefreshLanguage.allCases)
  func theActionNamesAreLocalized(language: RefreshLanguage) throws {
    let file = try StringsFile.entries(language.rawValue)
    let header = NormalHeader(config: makeConfig(language: language.rawValue))
    for action in RefreshAccessibilityAction.allCases {
      let name = try #require(file[action.nameKey.rawValue])
      #expect(header.accessibilityName(of: action) == name)
      #expect(!name.isEmpty)
    }
  }

  // MARK: - Found by the outside review (issue 50)

  @Test("a finger held still through the opening leaves the floor open when it lifts")
  func aFingerHeldThroughTheOpening() {
    let (header, scroll, clock, _) = Self.makeFloor()
    header.openSecondFloor()
    clock.advance(by: 0.3)
    scroll.beginDragging()  // catches the content mid-way, and holds still
    clock.advance(by: 1)
    #expect(header.state == .secondFloorOpen)
    scroll.endDragging()
    clock.run()
    #expect(header.state == .secondFloorOpen, "only a push from the open floor closes it")
    #expect(scroll.contentOffset.y == Self.openOffset)
  }

  @Test("a finger held through the opening that then pushes up 70 points closes the floor")
  func aFingerHeldThroughTheOpeningThenPushed() {
    let (header, scroll, clock, _) = Self.makeFloor()
    header.openSecondFloor()
    clock.advance(by: 0.3)
    scroll.beginDragging()
    clock.advance(by: 1)
    let held = scroll.contentOffset.y
    scroll.drag(toOffsetY: held + 70)
    scroll.endDragging()
    clock.run()
    #expect(header.state == .idle, "pushed 70 from where the floor opened under the finger")
  }

  @Test("the app's animated scroll to the top closes an open floor")
  func theAppScrollsToTheTopAnimated() {
    let (header, scroll, clock, _) = Self.makeFloor()
    Self.pullOpen(scroll, clock)
    #expect(header.state == .secondFloorOpen)
    scroll.setContentOffset(CGPoint(x: 0, y: -64), animated: true)
    clock.advance(by: 1.0 / 60)
    #expect(header.state == .secondFloorOpen, "nothing decided while the app's scroll runs")
    clock.run()
    #expect(header.state == .idle, "it reached the top: the floor closed")
    #expect(scroll.contentOffset.y == -64)
  }

  @Test("the app's animated scroll that ends near the open floor springs it back open")
  func theAppScrollsALittleAnimated() {
    let (header, scroll, clock, _) = Self.makeFloor()
    Self.pullOpen(scroll, clock)
    scroll.setContentOffset(CGPoint(x: 0, y: Self.openOffset + 30), animated: true)
    clock.run()
    #expect(header.state == .secondFloorOpen)
    #expect(scroll.contentOffset.y == Self.openOffset)
  }

  @Test("a completion given while the floor opens, or once it is open, runs")
  func openCompletionsWhileOpening() {
    let (header, scroll, clock, _) = Self.makeFloor()
    header.openSecondFloor()
    var opened: [String] = []
    #expect(header.openSecondFloor { opened.append("while opening") })
    clock.run()
    #expect(opened == ["while opening"])
    #expect(header.openSecondFloor { opened.append("once open") })
    #expect(opened == ["while opening", "once open"], "at once: the floor is open")
    withExtendedLifetime(scroll) {}
  }

  @Test("a completion given while the floor closes runs, and one with nothing to close is reported")
  func closeCompletionsWhileClosing() {
    let (header, scroll, clock, _) = Self.makeFloor()
    header.openSecondFloor()
    clock.run()
    header.closeSecondFloor()
    var closed = 0
    #expect(header.closeSecondFloor { closed += 1 })
    clock.run()
    #expect(closed == 1)
    let (accepted, reports) = Diagnostics.collect { header.closeSecondFloor { closed += 1 } }
    #expect(!accepted && closed == 1)
    #expect(reports.map(\.kind).contains(.ignoredCall))
    withExtendedLifetime(scroll) {}
  }

  @Test("settings that are not lengths are refused; a trigger short of the refresh's is raised")
  func checkedSettings() {
    let header = NormalHeader(config: makeConfig())
    let (_, refused) = Diagnostics.collect { header.secondFloor = SecondFloor(closeDistance: -1) }
    #expect(header.secondFloor == nil)
    #expect(refused.map(\.kind) == [.valueOutOfRange])
    let (_, raised) = Diagnostics.collect { header.secondFloor = SecondFloor(triggerDistance: 40) }
    #expect(raised.count == 1)
    #expect((header.effectiveSecondFloorTrigger ?? 0) > 54)
    #expect(header.title(for: .secondFloorArmed) == "Release to open the second floor")
    header.secondFloor = nil
    #expect(header.title(for: .secondFloorArmed) == nil, "no floor, no floor titles")
  }
}

/// The feedback events a header reported, as text.
@MainActor
final class FeedbackLog {
  var events: [String] = []
}
