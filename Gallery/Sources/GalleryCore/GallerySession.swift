import Foundation
import RefreshKit

/// One browser tab's gallery: its own scroll model, clock and components, fed by the tab's
/// messages and moved by real time.
///
/// The server calls ``receive(_:at:)`` for each message and ``tick(at:)`` once a display frame,
/// with the seconds since the session began, and sends what ``drainOutbox()`` returns. Nothing in
/// a session reads the real clock, so a test drives it frame by frame. A message the session
/// cannot use gets an error frame (``GalleryError``) and changes nothing; no message can stop the
/// session or reach another one.
@MainActor
public final class GallerySession {
  /// What this session may be sent.
  public let limits: GalleryLimits
  /// The scenario open, or `nil` before the first `open` message.
  public private(set) var scenario: GalleryScenario?
  /// The open scenario's screen.
  public private(set) var world: GalleryWorld?
  /// The language of the components' strings.
  public private(set) var language = "en"
  /// Whether simulated loads fail.
  public private(set) var loadsFail = false
  /// Whether the components animate their begin and end.
  public private(set) var animates = true

  private var time: Double = 0
  private var finger = FingerTracker()
  private var limiter: MessageRateLimiter
  /// The messages to send, each with whether it is an error frame.
  private var outbox: [(isError: Bool, text: String)] = []
  private var lastFrame: GalleryFrame?
  private var frameCount = 0
  /// How many frames the session built to compare with the last one sent, sent or not: what
  /// an idle tab costs.
  public private(set) var framesBuilt = 0
  private var observations: [ObservationToken] = []
  /// What the screen did while a message or a frame was handled: sent after the transitions
  /// that caused it, when the handling ends.
  private var pendingEvents: [String] = []
  /// The components' own begin and end durations, which "animations on" gives back, and their
  /// own result display, which "loads fail" lengthens.
  private var durations:
    [ObjectIdentifier: (fast: TimeInterval, slow: TimeInterval, result: TimeInterval)] = [:]
  /// Each component's ``RefreshComponent/transitionCount`` when its transitions were last sent:
  /// an observer hears of a change once it is complete, when the component may have moved on
  /// (a page's end that starts the next page), so every transition since goes out, not the last
  /// alone.
  private var sentTransitions: [ObjectIdentifier: Int] = [:]
  private let encoder = JSONEncoder()

  /// Creates a session with nothing open.
  ///
  /// - Parameter limits: What the tab may send.
  public init(limits: GalleryLimits = GalleryLimits()) {
    self.limits = limits
    self.limiter = MessageRateLimiter(limits: limits)
  }

  /// The messages to send, oldest first, which the session then forgets.
  public func drainOutbox() -> [String] {
    defer { self.outbox.removeAll(keepingCapacity: true) }
    return self.outbox.map(\.text)
  }

  // MARK: - Input

  /// Handles one text message from the tab.
  ///
  /// - Parameters:
  ///   - text: The message.
  ///   - time: Seconds since the session began; earlier than a time already seen counts as that
  ///     time.
  public func receive(_ text: String, at time: Double) {
    self.reportingDiagnostics { self.process(text, at: time, admitted: false) }
  }

  /// Handles one text message that a server's gate has already admitted within the tab's rate
  /// limit (the same limit, counted as the message arrived): the session does not count it
  /// again, so that messages handed over together, as a batch arrives on the main actor, are
  /// not dropped for arriving at once.
  ///
  /// - Parameters:
  ///   - text: The message.
  ///   - time: Seconds since the session began; earlier than a time already seen counts as that
  ///     time.
  public func receiveAdmitted(_ text: String, at time: Double) {
    self.reportingDiagnostics { self.process(text, at: time, admitted: true) }
  }

  /// Counts messages the server dropped before they reached the session (a socket over its
  /// rate, or the server's shared budget spent), so that the next rate-limit error frame, at
  /// most one a second, counts them too.
  ///
  /// - Parameters:
  ///   - count: The messages dropped.
  ///   - time: Seconds since the session began.
  public func countDropped(_ count: Int, at time: Double) {
    self.reportingDiagnostics {
      self.advance(to: time)
      self.limiter.count(droppedElsewhere: count)
      self.reportDroppedMessages()
    }
  }

  private func process(_ text: String, at time: Double, admitted: Bool) {
    self.advance(to: time)
    guard
      admitted || self.limiter.admit(at: self.time)
        || MessageRateLimiter.mayEndAGesture(text) && self.limiter.admitGestureEnd(at: self.time)
    else {
      self.reportDroppedMessages()
      return
    }
    self.handle(ClientMessage.checked(text, limits: self.limits))
  }

  /// Handles a message a server has already checked and decoded off the main actor
  /// (``ClientMessage/checked(_:limits:)``), and admitted within the tab's rate limit (see
  /// ``receiveAdmitted(_:at:)``): the main actor spends nothing on its text, whatever its
  /// shape.
  ///
  /// - Parameters:
  ///   - message: The message, or why it cannot be used.
  ///   - time: Seconds since the session began; earlier than a time already seen counts as that
  ///     time.
  public func receiveAdmitted(_ message: Result<ClientMessage, GalleryError>, at time: Double) {
    self.reportingDiagnostics {
      self.advance(to: time)
      self.handle(message)
    }
  }

  /// Carries out a checked message, or answers with why it cannot be used.
  private func handle(_ checked: Result<ClientMessage, GalleryError>) {
    switch checked {
    case .success(let message):
      do {
        try self.handle(message)
      } catch {
        self.send(error: error)
      }
    case .failure(let error):
      self.send(error: error)
    }
    self.flushEvents()
  }

  /// Handles a binary message from the tab, which the protocol does not use.
  ///
  /// - Parameters:
  ///   - time: Seconds since the session began.
  ///   - admitted: Whether a server's gate already admitted it within the tab's rate limit
  ///     (see ``receiveAdmitted(_:at:)``); if not, the session applies the limit itself.
  public func receiveBinary(at time: Double, admitted: Bool = false) {
    self.reportingDiagnostics {
      self.advance(to: time)
      guard admitted || self.limiter.admit(at: self.time) else {
        self.reportDroppedMessages()
        return
      }
      self.send(
        error: GalleryError(.binary, "the protocol is JSON text; binary messages are ignored"))
    }
  }

  /// Moves the session's clock to `time` and queues the frame if it changed: call it once a
  /// display frame.
  ///
  /// A frame is built only when time can change it: work or animations on the clock, a wheel
  /// waiting to rest, a spinner turning or frames looping. A message builds its own frame once
  /// handled, so an idle tab builds nothing.
  ///
  /// - Parameter time: Seconds since the session began.
  public func tick(at time: Double) {
    self.reportingDiagnostics {
      let timeMoves = self.world.map { self.timeMovesTheFrame(of: $0) } ?? false
      self.advance(to: time)
      self.reportDroppedMessages()
      guard let world = self.world else {
        return
      }
      self.finger.tick(on: world.fingerTarget, at: self.time)
      self.flushEvents()
      if timeMoves {
        self.sendFrameIfChanged()
      }
    }
  }

  /// Whether ``tick(at:)`` has nothing to do until the tab sends a message: nothing to send,
  /// and nothing on screen that time moves.
  ///
  /// The server stops drawing a session at rest, so that a silent tab costs nothing.
  public var isAtRest: Bool {
    self.outbox.isEmpty && self.pendingEvents.isEmpty
      && !(self.world.map { self.timeMovesTheFrame(of: $0) } ?? false)
  }

  /// Whether the frame of `world` can change with time alone, from now.
  private func timeMovesTheFrame(of world: GalleryWorld) -> Bool {
    if !world.clock.isIdle || self.finger.waitsForWheelToRest {
      return true
    }
    let now = world.clock.now
    return world.components.contains { entry in
      let models = entry.component.presentationModels
      return models.spinners.contains(where: \.isAnimating) || models.nextChange(after: now) != nil
    }
  }

  /// Runs `body` with RefreshKit's diagnostics going to this tab's log, as events, instead of
  /// the server's standard error: what the engine refused (a refresh begun twice, a value out
  /// of range) is the tab's to see, and one tab cannot fill the server's log.
  private func reportingDiagnostics(_ body: () -> Void) {
    let (_, diagnostics) = Diagnostics.collect(during: body)
    guard !diagnostics.isEmpty else {
      return
    }
    for diagnostic in diagnostics {
      self.note("\(diagnostic.subject): \(diagnostic.message)")
    }
    self.flushEvents()
  }

  // MARK: - Messages

  private func handle(_ message: ClientMessage) throws(GalleryError) {
    if case .open(let id) = message {
      guard let scenario = GalleryScenario.named(id) else {
        throw GalleryError(
          .badValue, "no scenario \"\(id.prefix(40))\"; see /scenarios.json for the ids")
      }
      self.open(scenario, loadTime: scenario.loadTime)
      return
    }
    guard let world = self.world else {
      throw GalleryError(.notOpen, "send {\"type\":\"open\",\"scenario\":…} first")
    }
    switch message {
    case .open:
      break
    case .pointer(let event):
      if case .tap(let point) = self.finger.handle(event, on: world.fingerTarget) {
        self.tap(at: point, in: world)
      }
    case .wheel(var event):
      if world.layout == .pages, event.dx == 0 {
        (event.dx, event.dy) = (event.dy, 0)  // a vertical wheel pages a horizontal list
      }
      self.finger.handle(event, on: world.fingerTarget, at: self.time)
    case .set(let control):
      self.apply(control, to: world)
    case .action(let action):
      try self.perform(action, in: world)
    }
    self.sendFrameIfChanged()
  }

  private func apply(_ control: GalleryControl, to world: GalleryWorld) {
    switch control {
    case .language(let code):
      self.language = code
      world.config.languageCode = code
    case .loadTime(let seconds):
      world.loadTime = seconds
    case .failure(let fails):
      self.loadsFail = fails
      self.applyFailure(to: world)
    case .animations(let on):
      self.animates = on
      self.applyAnimations(to: world)
    }
    self.note(control.description)
  }

  private func perform(_ action: GalleryAction, in world: GalleryWorld) throws(GalleryError) {
    guard world.actions.contains(action) else {
      throw GalleryError(
        .badValue, "\(action.rawValue) does nothing here: this screen has no \(action.target)")
    }
    self.note(action.rawValue)
    switch action {
    case .noMoreData:
      world.scroll.footer?.endRefreshingWithNoMoreData()
    case .resetNoMoreData:
      world.scroll.footer?.resetNoMoreData()
    case .beginRefreshing:
      (world.scroll.header ?? world.scroll.trailer)?.beginRefreshing()
    case .leaveAndReturn:
      world.scroll.isVisible = false
      world.scroll.isVisible = true
      if world.scroll.header?.isRefreshing != true {
        self.note("the data is fresh: nothing to load")
      }
    case .restart:
      if let scenario = self.scenario {
        self.open(scenario, loadTime: world.loadTime)
      }
    }
  }

  /// A tap on an automatic loader's label loads, as the example app's footers do; on a shop
  /// page, a tab shows its list.
  private func tap(at point: CGPoint, in world: GalleryWorld) {
    if let shop = world.shop {
      if let outcome = shop.tap(at: point) {
        self.note(outcome)
      }
      return
    }
    let offset = world.scroll.contentOffset
    let content = CGPoint(x: point.x + offset.x, y: point.y + offset.y)
    for (slot, component) in world.components {
      guard let loader = component as? AutoLoader, !loader.isHidden,
        loader.frame.contains(content)
      else {
        continue
      }
      self.send(Event(text: "tap on the \(slot)'s title", time: self.time))
      if !loader.stateLabelTapped() {
        self.note("the \(slot) has nothing to load now")
      }
    }
  }

  // MARK: - Scenarios

  private func open(_ scenario: GalleryScenario, loadTime: TimeInterval) {
    self.observations.removeAll()
    self.durations.removeAll()
    self.sentTransitions.removeAll()
    self.finger.reset()
    self.lastFrame = nil
    let world = scenario.makeWorld(clock: ManualAnimationClock(now: self.time))
    world.loadTime = loadTime
    if let language = scenario.language {
      self.language = language
    }
    world.config.languageCode = self.language
    world.onEvent = { [weak self] text in self?.note(text) }
    for (slot, component) in world.components {
      self.durations[ObjectIdentifier(component)] = (
        component.fastAnimationDuration, component.slowAnimationDuration,
        component.resultDisplayDuration
      )
      self.observations.append(
        component.observe(\.state) { [weak self] component, change in
          self?.transitionHappened(in: slot, component)
        })
    }
    self.scenario = scenario
    self.world = world
    self.applyFailure(to: world)
    self.applyAnimations(to: world)
    self.send(
      Hello(
        scenario: scenario, viewport: Hello.Size(GalleryWorld.viewport),
        barHeight: Double(scenario.layout == .pages ? 0 : GalleryWorld.barHeight),
        controls: Hello.Controls(
          language: self.language, loadTime: loadTime, failure: self.loadsFail,
          animations: self.animates),
        languages: GalleryLanguage.all, actions: world.actions.map(\.rawValue)))
    for (slot, component) in world.components {
      self.transitionHappened(in: slot, component)  // those made while the scenario was built
    }
    self.sendFrameIfChanged()
  }

  private func applyFailure(to world: GalleryWorld) {
    world.loadsFail = self.loadsFail
    // A failure shows for a moment on a header ("Refresh failed") while loads fail; footers keep
    // showing it until they load again.
    // A scenario that shows results for longer keeps its own time.
    for (_, component) in world.components where component is RefreshHeader {
      let own = self.durations[ObjectIdentifier(component)]?.result ?? 0
      component.resultDisplayDuration = max(own, self.loadsFail ? 0.8 : 0)
    }
  }

  private func applyAnimations(to world: GalleryWorld) {
    for (_, component) in world.components {
      if self.animates, let own = self.durations[ObjectIdentifier(component)] {
        component.fastAnimationDuration = own.fast
        component.slowAnimationDuration = own.slow
      } else if !self.animates {
        component.setAnimationDisabled()
      }
    }
  }

  private func transitionHappened(in slot: String, _ component: RefreshComponent) {
    let key = ObjectIdentifier(component)
    let count = component.transitionCount
    let logged = component.transitions  // the ring, copied out once
    for transition in logged.suffix(min(count - (self.sentTransitions[key] ?? 0), logged.count)) {
      self.send(Transition(slot, transition, time: self.time))
    }
    self.sentTransitions[key] = count
  }

  // MARK: - Output

  private func advance(to time: Double) {
    guard time.isFinite, time > self.time else {
      return
    }
    self.time = time
    if let clock = self.world?.clock, time > clock.now {
      clock.advance(to: time)
      self.flushEvents()
    }
  }

  /// Notes something the screen did, for the log, once its causes are sent.
  private func note(_ text: String) {
    self.pendingEvents.append(text)
  }

  private func flushEvents() {
    let events = self.pendingEvents
    self.pendingEvents.removeAll()
    for text in events {
      self.send(Event(text: text, time: self.time))
    }
  }

  private func sendFrameIfChanged() {
    guard let world = self.world else {
      return
    }
    let frame = GalleryFrame(world)
    self.framesBuilt += 1
    guard frame != self.lastFrame else {
      return
    }
    self.lastFrame = frame
    self.frameCount += 1
    self.send(FrameMessage(seq: self.frameCount, time: self.time, frame: frame))
  }

  private func reportDroppedMessages() {
    if let error = self.limiter.report(at: self.time) {
      self.send(error: error)
    }
  }

  private func send(error: GalleryError) {
    self.send(ErrorMessage(code: error.code.rawValue, message: error.message), isError: true)
  }

  private func send(_ message: some Encodable, isError: Bool = false) {
    guard let data = try? self.encoder.encode(message) else {
      return  // every message is plain values with finite numbers
    }
    if self.outbox.count >= self.limits.outboxLimit {
      // A tab that does not read: keep the newest, dropping errors before anything else.
      let oldestError = self.outbox.firstIndex { $0.isError }
      self.outbox.remove(at: oldestError ?? 0)
    }
    self.outbox.append((isError, String(decoding: data, as: UTF8.self)))
  }
}

// MARK: - Messages to the tab

/// `hello`: the scenario opened, with the page's controls.
private struct Hello: Encodable {
  struct Size: Encodable {
    var width: Double
    var height: Double
    init(_ size: CGSize) {
      self.width = Double(size.width)
      self.height = Double(size.height)
    }
  }

  struct Controls: Encodable {
    var language: String
    var loadTime: Double
    var failure: Bool
    var animations: Bool
  }

  let type = "hello"
  var scenario: GalleryScenario
  var viewport: Size
  var barHeight: Double
  var controls: Controls
  var languages: [GalleryLanguage]
  var actions: [String]
}

/// `frame`: what to draw.
private struct FrameMessage: Encodable {
  var seq: Int
  var time: Double
  var frame: GalleryFrame

  private enum CodingKeys: String, CodingKey {
    case type, seq, time
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode("frame", forKey: .type)
    try container.encode(self.seq, forKey: .seq)
    try container.encode(GalleryFrame.round(self.time), forKey: .time)
    try self.frame.encode(to: encoder)
  }
}

/// `transition`: a component changed state.
private struct Transition: Encodable {
  let type = "transition"
  var component: String
  var from: String
  var to: String
  var reason: String
  var time: Double

  init(_ slot: String, _ transition: RefreshTransition, time: Double) {
    self.component = slot
    self.from = "\(transition.from)"
    self.to = "\(transition.to)"
    self.reason = "\(transition.reason)"
    self.time = time
  }
}

/// `event`: something the screen or a control did, for the log.
private struct Event: Encodable {
  let type = "event"
  var text: String
  var time: Double
}

/// `error`: a message the session refused.
private struct ErrorMessage: Encodable {
  let type = "error"
  var code: String
  var message: String
}
