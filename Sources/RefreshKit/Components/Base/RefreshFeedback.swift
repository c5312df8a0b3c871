/// A moment a host may turn into a haptic or a sound: the component's feedback events.
///
/// A component reports them to ``RefreshComponent/feedbackHandler`` in order. A refresh the app
/// begins, and a floor it opens or closes, report nothing unless
/// ``RefreshComponent/reportsFeedbackForProgrammaticRefreshes`` is set.
public enum RefreshFeedback: Sendable {
  /// A pull crossed the trigger (each time it crosses): a good moment for a light impact.
  case thresholdCrossed

  /// A refresh began: a release, a tap on a footer, or an automatic footer's load.
  case refreshStarted

  /// The refresh ended, failed if its async action threw; not reported for a refresh abandoned
  /// by detaching or hiding the component.
  case refreshFinished(RefreshResult)

  /// A pull crossed the second floor's trigger: a good moment for a medium impact.
  case secondFloorArmed

  /// The second floor finished opening.
  case secondFloorOpened

  /// The second floor finished closing.
  case secondFloorClosed
}

extension RefreshFeedback: CustomStringConvertible {
  /// The case's name; a result shows as `success` or `failure`.
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
