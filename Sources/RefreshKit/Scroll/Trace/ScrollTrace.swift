public import Foundation

/// What a host fed a scroll model and its components, with the time of each input: a recording
/// that replays the same session on a ``ManualAnimationClock``, anywhere.
///
/// ```swift
/// let trace = try ScrollTrace(jsonData: json)
/// let clock = trace.makeClock()
/// let replayed = trace.makeScrollModel(clock: clock)
/// replayed.header = NormalHeader()
/// trace.replay(on: replayed, clock: clock)
/// ```
///
/// A trace holds inputs only, never outputs, so a replay shows what the current code does with
/// the same inputs.
public struct ScrollTrace: Hashable, Sendable, Codable {
  /// The scroll model's frame when the recording started.
  public var frame: CGRect
  /// The content size when the recording started.
  public var contentSize: CGSize
  /// The content offset when the recording started.
  public var contentOffset: CGPoint
  /// The host's inset when the recording started.
  public var contentInset: EdgeInsets
  /// The system inset when the recording started.
  public var systemInset: EdgeInsets
  /// Whether the scroll model was visible when the recording started.
  public var isVisible: Bool
  /// The settings that change what the scroll model does, as they were when the recording
  /// started; `nil` in older traces, which replay with the defaults.
  public var settings: ScrollTraceSettings?
  /// The time between the recording clock's animation frames.
  ///
  /// `nil` in older traces. Deceleration comes to rest on a frame, so a replay matches exactly
  /// only on a clock with the same frames (``makeClock()``).
  public var frameInterval: TimeInterval?
  /// The inputs, in the order they came.
  public var events: [ScrollTraceEvent]

  /// Creates a trace.
  public init(
    frame: CGRect, contentSize: CGSize, contentOffset: CGPoint = .zero,
    contentInset: EdgeInsets = .zero, systemInset: EdgeInsets = .zero, isVisible: Bool = true,
    events: [ScrollTraceEvent] = []
  ) {
    self.frame = frame
    self.contentSize = contentSize
    self.contentOffset = contentOffset
    self.contentInset = contentInset
    self.systemInset = systemInset
    self.isVisible = isVisible
    self.events = events
  }

  @MainActor
  init(recordingFrom scrollModel: ScrollModel) {
    self.init(
      frame: scrollModel.frame, contentSize: scrollModel.contentSize,
      contentOffset: scrollModel.contentOffset, contentInset: scrollModel.contentInset,
      systemInset: scrollModel.systemInset, isVisible: scrollModel.isVisible)
    self.settings = ScrollTraceSettings(scrollModel)
    self.frameInterval = scrollModel.clock.frameInterval
  }

  /// Feeds every property to `hasher` (`CGRect`, `CGSize` and `CGPoint` are `Hashable` on
  /// Apple's SDKs only from iOS 18 and macOS 15).
  public func hash(into hasher: inout Hasher) {
    hasher.combine(rect: self.frame)
    hasher.combine(size: self.contentSize)
    hasher.combine(point: self.contentOffset)
    hasher.combine(self.contentInset)
    hasher.combine(self.systemInset)
    hasher.combine(self.isVisible)
    hasher.combine(self.settings)
    hasher.combine(self.frameInterval)
    hasher.combine(self.events)
  }

  // MARK: - JSON

  /// The trace as pretty-printed JSON with sorted keys, so that recordings diff well.
  ///
  /// NaN and infinities are written as the strings `"nan"`, `"inf"` and `"-inf"`.
  public func jsonData() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return try encoder.encode(self)
  }

  /// Reads a trace written by ``jsonData()``; throws a `DecodingError` if the data is not a trace.
  public init(jsonData: Data) throws {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    self = try decoder.decode(ScrollTrace.self, from: jsonData)
  }

  // MARK: - Replaying

  /// A clock to replay on, at time zero, with the recording's frame interval (1/60 s for a trace
  /// that does not say).
  @MainActor
  public func makeClock() -> ManualAnimationClock {
    ManualAnimationClock(frameInterval: self.frameInterval ?? 1.0 / 60)
  }

  /// A scroll model in the state the recording started from, settings included, with nothing
  /// attached; replay with the same clock.
  @MainActor
  public func makeScrollModel(clock: any AnimationClock) -> ScrollModel {
    let scroll = ScrollModel(frame: self.frame, contentSize: self.contentSize, clock: clock)
    scroll.contentInset = self.contentInset
    scroll.systemInset = self.systemInset
    scroll.contentOffset = self.contentOffset
    scroll.isVisible = self.isVisible
    self.settings?.apply(to: scroll)
    return scroll
  }

  /// Feeds the inputs to `scroll`, advancing `clock` to each input's time (counted from the
  /// clock's current time) before it.
  ///
  /// Attach the recording's components, configured as they were, before replaying. An
  /// ``ScrollTraceInput/attach(slot:type:)`` input attaches what `makeAttachment` returns for the
  /// slot and class name (skipped on `nil`); ``ScrollTraceInput/attachAgain(slot:instance:)``
  /// attaches that same object again.
  @MainActor
  public func replay(
    on scroll: ScrollModel, clock: ManualAnimationClock,
    makeAttachment: (ScrollAttachmentSlot, String) -> (any ScrollModelAttachment)? = { _, _ in nil }
  ) {
    let start = clock.now
    // By instance number: those attached now, then those the trace makes.
    var instances: [(any ScrollModelAttachment)?] = scroll.attachedSlots.map {
      scroll.attachment(in: $0)
    }
    for event in self.events {
      Self.advance(clock, to: start + event.time)
      switch event.input {
      case .attach(let slot, let type):
        let slot = ScrollAttachmentSlot(rawValue: slot)
        let attachment = makeAttachment(slot, type)
        instances.append(attachment)
        if let attachment {
          scroll.setAttachment(attachment, in: slot)
        }
      case .attachAgain(let slot, let instance):
        if instances.indices.contains(instance), let attachment = instances[instance] {
          scroll.setAttachment(attachment, in: ScrollAttachmentSlot(rawValue: slot))
        }
      default:
        Self.apply(event.input, to: scroll)
      }
    }
  }

  /// A day at a time as the clock allows, so that a recording that spans days replays at its times.
  @MainActor
  private static func advance(_ clock: ManualAnimationClock, to time: TimeInterval) {
    guard time.isFinite else {
      return
    }
    repeat {
      clock.advance(to: time)
    } while clock.now < time
  }

  @MainActor
  private static func apply(_ input: ScrollTraceInput, to scroll: ScrollModel) {
    switch input {
    case .frame(let frame): scroll.frame = frame
    case .contentSize(let size): scroll.contentSize = size
    case .contentOffset(let offset): scroll.contentOffset = offset
    case .setContentOffset(let offset, let animated):
      scroll.setContentOffset(offset, animated: animated)
    case .contentInset(let inset): scroll.contentInset = inset
    case .systemInset(let inset): scroll.systemInset = inset
    case .isVisible(let visible): scroll.isVisible = visible
    case .panState(let state): scroll.panState = state
    case .isDecelerating(let decelerating): scroll.isDecelerating = decelerating
    case .totalDataCount(let count): scroll.totalDataCount = count
    case .isPagingEnabled(let on): scroll.isPagingEnabled = on
    case .bounces(let on): scroll.bounces = on
    case .alwaysBounceVertical(let on): scroll.alwaysBounceVertical = on
    case .alwaysBounceHorizontal(let on): scroll.alwaysBounceHorizontal = on
    case .decelerationRate(let rate): scroll.decelerationRate = rate
    case .insertContentAtStart(let length, let axis): scroll.insertContentAtStart(length, on: axis)
    case .shiftContentOffset(let delta, let axis): scroll.shiftContentOffset(by: delta, on: axis)
    case .visibleItems(let items): scroll.visibleItems = items
    case .beginDragging: scroll.beginDragging()
    case .dragTo(let offset): scroll.drag(to: offset)
    case .dragBy(let translation): scroll.drag(translation: translation)
    case .endDragging(let velocity): scroll.endDragging(velocity: velocity)
    case .cancelDragging: scroll.cancelDragging()
    case .attach, .attachAgain:
      break  // replay(on:clock:makeAttachment:) keeps the instances
    case .detach(let slot):
      scroll.setAttachment(nil, in: ScrollAttachmentSlot(rawValue: slot))
    case .call(let slot, let name):
      scroll.attachment(in: ScrollAttachmentSlot(rawValue: slot))?.replayRecordedCall(name)
    }
  }
}

/// An input of a ``ScrollTrace`` and when it came.
public struct ScrollTraceEvent: Hashable, Sendable, Codable {
  /// Seconds on the scroll model's clock since the recording started.
  public var time: TimeInterval

  /// What the host did.
  public var input: ScrollTraceInput

  /// Creates an event.
  public init(time: TimeInterval, input: ScrollTraceInput) {
    self.time = time
    self.input = input
  }
}

/// The settings of a ``ScrollModel`` that change what it does with the same inputs, as they were
/// at the start of a ``ScrollTrace``'s recording.
///
/// Changes during the recording are inputs of their own.
public struct ScrollTraceSettings: Hashable, Sendable, Codable {
  /// ``ScrollModel/isPagingEnabled``.
  public var isPagingEnabled = false
  /// ``ScrollModel/bounces``.
  public var bounces = false
  /// ``ScrollModel/alwaysBounceVertical``.
  public var alwaysBounceVertical = false
  /// ``ScrollModel/alwaysBounceHorizontal``.
  public var alwaysBounceHorizontal = false
  /// ``ScrollModel/decelerationRate``.
  public var decelerationRate: CGFloat = 0
  /// ``ScrollModel/totalDataCount``.
  public var totalDataCount = 0
  /// ``ScrollModel/visibleItems``; `nil` in older traces.
  public var visibleItems: VisibleItems?
  /// ``ScrollModel/loaderArbitration``; `nil` in older traces, whose loaders replay independently.
  public var loaderArbitration: LoaderArbitration?
  /// ``LoaderRules/fillPages`` of ``ScrollModel/loaderRules``; `nil` in older traces, which replay
  /// with the fill rule off, as ``LoaderRules/mjRefresh``.
  public var fillPages: Int?

  /// The settings of `scrollModel` as they are now.
  @MainActor
  public init(_ scrollModel: ScrollModel) {
    for setting in Self.copied {
      setting.read(scrollModel, &self)
    }
    self.loaderArbitration = scrollModel.loaderArbitration
    self.fillPages = scrollModel.loaderRules.fillPages
  }

  /// Gives `scrollModel` these settings.
  @MainActor
  public func apply(to scrollModel: ScrollModel) {
    for setting in Self.copied {
      setting.write(self, scrollModel)
    }
    scrollModel.loaderRules = LoaderRules(
      arbitration: self.loaderArbitration ?? .independent, fillPages: self.fillPages ?? 0)
  }

  @MainActor private static let copied: [Copied] = [
    Copied(\.isPagingEnabled, \.isPagingEnabled), Copied(\.bounces, \.bounces),
    Copied(\.alwaysBounceVertical, \.alwaysBounceVertical),
    Copied(\.alwaysBounceHorizontal, \.alwaysBounceHorizontal),
    Copied(\.decelerationRate, \.decelerationRate), Copied(\.totalDataCount, \.totalDataCount),
    Copied(\.visibleItems, \.visibleItems),
  ]

  private struct Copied {
    let read: @MainActor (ScrollModel, inout ScrollTraceSettings) -> Void
    let write: @MainActor (ScrollTraceSettings, ScrollModel) -> Void

    @MainActor
    init<Value>(
      _ own: WritableKeyPath<ScrollTraceSettings, Value>,
      _ model: ReferenceWritableKeyPath<ScrollModel, Value>
    ) {
      self.read = { scrollModel, settings in settings[keyPath: own] = scrollModel[keyPath: model] }
      self.write = { settings, scrollModel in scrollModel[keyPath: model] = settings[keyPath: own] }
    }
  }
}
