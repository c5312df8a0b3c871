/// A moment a host may turn into a haptic or a sound: the component's feedback events.
///
/// A component reports them to ``RefreshComponent/feedbackHandler``, once each, in order:
/// ``thresholdCrossed`` every time a pull crosses the trigger (so a pull that crosses, goes back
/// and crosses again reports two), ``refreshStarted`` when a refresh the user started begins,
/// and ``refreshFinished(_:)`` with its result when that refresh ends; a header with a second
/// floor also reports ``secondFloorArmed``, ``secondFloorOpened`` and ``secondFloorClosed``. A
/// refresh the app begins (``RefreshComponent/beginRefreshing(completion:)``), and a floor it
/// opens or closes, report nothing unless
/// ``RefreshComponent/reportsFeedbackForProgrammaticRefreshes`` is set.
public enum RefreshFeedback: Sendable {
  /// A pull crossed the trigger: releasing now starts a refresh. A good moment for a light
  /// impact.
  case thresholdCrossed

  /// A refresh began: a release past the trigger, a tap on a footer, or a footer that started
  /// loading as the content reached its end.
  case refreshStarted

  /// The refresh ended, with its result: ``RefreshResult/failure(_:)`` when its async action
  /// threw, ``RefreshResult/success`` otherwise. Not reported for a refresh abandoned by
  /// detaching or hiding the component.
  case refreshFinished(RefreshResult)

  /// A pull crossed the second floor's trigger (``RefreshHeader/secondFloor``): releasing now
  /// opens the floor. A good moment for a medium impact.
  case secondFloorArmed

  /// The second floor finished opening: the floor fills the view.
  case secondFloorOpened

  /// The second floor finished closing: the list is back.
  case secondFloorClosed
}

extension RefreshFeedback: CustomStringConvertible {
  /// The event as `thresholdCrossed`, `refreshStarted`, `refreshFinished(success)` or
  /// `refreshFinished(failure)`.
  public var description: String {
    switch self {
    case .thresholdCrossed: "thresholdCrossed"
    case .refreshStarted: "refreshStarted"
    case .refreshFinished(let result):
      "refreshFinished(\(result.isSuccess ? "success" : "failure"))"
    case .secondFloorArmed: "secondFloorArmed"
    case .secondFloorOpened: "secondFloorOpened"
    case .secondFloorClosed: "secondFloorClosed"
    }
  }
}
