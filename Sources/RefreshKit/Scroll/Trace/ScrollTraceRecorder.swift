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
  public private(set) var trace: ScrollTrace

  private weak var scrollModel: ScrollModel?
  private let start: TimeInterval
  /// The attachments the trace has seen, in the order it first saw them.
  ///
  /// Their index is their instance number. Weak, so that a new object is never taken for one
  /// that is gone.
  private var attachments: [WeakAttachment] = []

  /// Starts recording `scrollModel` from its current state: its geometry and every setting that
  /// changes what it does (paging, bouncing, the deceleration rate, the data count).
  ///
  /// The attachments already attached are numbered first, in the order of
  /// ``ScrollModel/attachedSlots``; attach the same ones before replaying.
  ///
  /// - Parameter scrollModel: The scroll model whose inputs to record.
  public init(recording scrollModel: ScrollModel) {
    self.scrollModel = scrollModel
    self.start = scrollModel.clock.now
    self.trace = ScrollTrace(recordingFrom: scrollModel)
    for slot in scrollModel.attachedSlots {
      if let attachment = scrollModel.attachment(in: slot) {
        self.attachments.append(WeakAttachment(attachment))
      }
    }
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

  /// Records `attachment` attached to `slot`: the first time as an attachment of its class, later
  /// as the same instance again.
  func recordAttaching(
    _ attachment: any ScrollModelAttachment, in slot: ScrollAttachmentSlot, at time: TimeInterval
  ) {
    if let instance = self.attachments.firstIndex(where: { $0.object === attachment }) {
      self.record(.attachAgain(slot: slot.rawValue, instance: instance), at: time)
    } else {
      self.attachments.append(WeakAttachment(attachment))
      self.record(
        .attach(slot: slot.rawValue, type: String(describing: type(of: attachment))), at: time)
    }
  }
}

/// An attachment the recorder has numbered, held weakly.
@MainActor
private struct WeakAttachment {
  weak var object: (any ScrollModelAttachment)?

  init(_ object: any ScrollModelAttachment) {
    self.object = object
  }
}
