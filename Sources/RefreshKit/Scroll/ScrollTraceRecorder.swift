import Foundation

/// Records what a host feeds a scroll model and its attached components, with the clock's time,
/// into a ``ScrollTrace``.
///
/// It records the inputs that come from outside RefreshKit, whoever makes them: the host's
/// setters and gesture calls, and the app's calls on components (`beginRefreshing`,
/// `endRefreshing` and the others), even from inside a refreshing action. What RefreshKit does
/// in response (physics, animations, a component moving the offset) is not recorded: a replay
/// does it again.
///
/// ```swift
/// let recorder = ScrollTraceRecorder(recording: scroll)
/// scroll.drag(toOffsetY: -60)
/// scroll.endDragging()
/// recorder.stop()
/// let json = try recorder.trace.jsonData()
/// ```
///
/// A scroll model has at most one recorder; starting another one stops the first.
@MainActor
public final class ScrollTraceRecorder {
  /// What has been recorded so far.
  @exclusivity(unchecked) public private(set) var trace: ScrollTrace

  @exclusivity(unchecked) private weak var scrollModel: ScrollModel?
  private let start: TimeInterval

  /// Starts recording `scrollModel` from its current state.
  ///
  /// - Parameter scrollModel: The scroll model whose inputs to record.
  public init(recording scrollModel: ScrollModel) {
    self.scrollModel = scrollModel
    self.start = scrollModel.clock.now
    self.trace = ScrollTrace(
      frame: scrollModel.frame, contentSize: scrollModel.contentSize,
      contentOffset: scrollModel.contentOffset, contentInset: scrollModel.contentInset,
      systemInset: scrollModel.systemInset, isVisible: scrollModel.isVisible)
    scrollModel.traceRecorder = self
  }

  /// Whether the recorder is still recording.
  public var isRecording: Bool {
    self.scrollModel?.traceRecorder === self
  }

  /// Stops recording; ``trace`` keeps what was recorded.
  public func stop() {
    if self.isRecording {
      self.scrollModel?.traceRecorder = nil
    }
  }

  func record(_ input: ScrollTraceInput, at time: TimeInterval) {
    self.trace.events.append(ScrollTraceEvent(time: time - self.start, input: input))
  }
}
