import Foundation

/// Records what a host feeds a scroll model and its attached components, with the clock's time,
/// into a ``ScrollTrace``.
///
/// It records inputs from outside RefreshKit (the host's setters and gestures, the app's calls on
/// components), not what RefreshKit does in response: a replay does that again. A scroll model
/// has at most one recorder; starting another one stops the first.
///
/// ```swift
/// let recorder = ScrollTraceRecorder(recording: scroll)
/// scroll.drag(toOffsetY: -60)
/// recorder.stop()
/// ```
@MainActor
public final class ScrollTraceRecorder {
  /// What has been recorded so far.
  public private(set) var trace: ScrollTrace

  private weak var scrollModel: ScrollModel?
  private let start: TimeInterval
  /// Indexed by instance number; weak, so that a new object is never taken for one that is gone.
  private var attachments: [WeakAttachment] = []

  /// Starts recording `scrollModel` from its current geometry and settings.
  ///
  /// The attachments already attached are numbered first, in the order of
  /// ``ScrollModel/attachedSlots``; attach the same ones before replaying.
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

@MainActor
private struct WeakAttachment {
  weak var object: (any ScrollModelAttachment)?

  init(_ object: any ScrollModelAttachment) {
    self.object = object
  }
}
