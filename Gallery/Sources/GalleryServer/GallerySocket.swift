import GalleryCore
import HummingbirdWebSocket
import NIOCore
import NIOWebSocket

/// One tab's socket, from its first message to its close: messages in to the tab's
/// ``GallerySession``; frames out, drawn at display rate while
/// something on the screen moves and not at all while it rests, so that a silent tab costs
/// nothing but a check every few seconds.
///
/// Three tasks serve it. The reader passes each message through the socket's ``SocketGate``
/// into its ``SocketInbox``, off the main actor. The deliverer hands the inbox to the session,
/// up to ``deliveryChunk`` messages a main-actor hop, and lets the drawer send what they said
/// before the next chunk, so that the session's outbox never overflows with a burst's answers.
/// The drawer draws and sends.
struct GallerySocket {
  let registry: GalleryRegistry
  let limits: GalleryServerLimits
  /// The budget all sockets share above their own share.
  let shared: SharedMessageBudget
  /// The socket's channel: a flood's socket stops reading once it is closed.
  let channel: any Channel

  /// The most messages handed to the session in one main-actor hop.
  static let deliveryChunk = 32

  /// A signal from one of a socket's tasks to another; at most one waits.
  private struct Signal {
    let stream: AsyncStream<Void>
    let continuation: AsyncStream<Void>.Continuation

    init() {
      (self.stream, self.continuation) = AsyncStream.makeStream(
        of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }
  }

  /// Serves the tab until its socket closes.
  ///
  /// An error ends the session and goes on to the WebSocket handler, which closes the socket
  /// with the code it carries: 1009 for a message too large to read, 1007 for text that is not
  /// UTF-8 (``WebSocketFrameGuard`` closes a frame without a mask before it gets here). A tab
  /// that floods is closed with 1008.
  func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
    let start = ContinuousClock.now
    let (wake, arrived, sent) = (Signal(), Signal(), Signal())
    let session = await self.registry.open(wake: wake.continuation)
    let inbox = SocketInbox(capacity: Int(self.registry.limits.burst) + 64)
    let (unread, flooded): (Int, Bool)
    do {
      (unread, flooded) = try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask {
          defer { sent.continuation.finish() }
          try await self.drawFrames(
            of: session, to: outbound, wakeups: wake.stream, sent: sent.continuation,
            start: start)
        }
        let interval = GalleryServer.restCheckInterval(idleTimeout: self.limits.sessionIdleTimeout)
        group.addTask {
          while (try? await Task.sleep(for: interval)) != nil {
            wake.continuation.yield()
          }
        }
        group.addTask {
          await self.deliver(
            inbox, to: session, arrivals: arrived.stream, sent: sent.stream,
            wake: wake.continuation, start: start)
        }
        let flooded = try await self.read(
          inbound, into: inbox, arrived: arrived.continuation, start: start)
        let unread = inbox.close()
        arrived.continuation.finish()
        if flooded {
          // Nothing more is read: the WebSocket layer would read and parse the flood for the
          // whole close handshake.
          self.channel.pipeline.fireUserInboundEventTriggered(WebSocketFrameGuard.StopReading())
          let rate = Int(self.registry.limits.messagesPerSecond)
          try await outbound.close(
            .policyViolation, reason: "sent faster than \(rate) messages a second")
        }
        group.cancelAll()
        return (unread, flooded)
      }
    } catch {
      // The tab went away mid-write, or sent a message too large to read: the session ends.
      let unread = inbox.close()
      arrived.continuation.finish()
      await self.registry.close(session, unread: unread)
      throw error
    }
    await self.registry.close(session, unread: unread, flooded: flooded)
  }

  /// Reads the tab's messages until its socket closes, through the socket's gate into its
  /// inbox: off the main actor, so that what the gate drops costs no hop.
  ///
  /// - Returns: Whether the tab flooded, and the socket must close.
  private func read(
    _ inbound: WebSocketInboundStream, into inbox: SocketInbox,
    arrived: AsyncStream<Void>.Continuation, start: ContinuousClock.Instant
  ) async throws -> Bool {
    let limits = self.registry.limits
    var gate = SocketGate(limits: limits, serverLimits: self.limits, shared: self.shared)
    // Drops are reported at most once a second: they wake the session no more often.
    var lastDropReport = -Double.infinity
    for try await message in inbound.messages(maxSize: GalleryServer.maximumFrameBytes) {
      let time = start.secondsUntilNow
      let text: String? =
        switch message {
        case .text(let text): text
        case .binary: nil
        }
      switch gate.admit(text, at: time) {
      case .read:
        // Checked and decoded here, off the main actor that serves every tab.
        inbox.put(text.map { .checked(ClientMessage.checked($0, limits: limits)) } ?? .binary)
        arrived.yield()
      case .drop:
        inbox.drop()
        if time - lastDropReport >= 1 {
          lastDropReport = time
          arrived.yield()
        }
      case .close:
        return true
      }
    }
    return false
  }

  /// Hands what the inbox holds to the session whenever something arrived: a chunk a
  /// main-actor hop, each chunk after the drawer has sent what the last one said.
  private func deliver(
    _ inbox: SocketInbox, to session: GallerySession, arrivals: AsyncStream<Void>,
    sent: AsyncStream<Void>, wake: AsyncStream<Void>.Continuation, start: ContinuousClock.Instant
  ) async {
    let registry = self.registry
    var sent = sent.makeAsyncIterator()
    for await _ in arrivals {
      let batch = inbox.take()
      var messages = batch.messages[...]
      repeat {
        let chunk = messages.prefix(Self.deliveryChunk)
        messages = messages.dropFirst(chunk.count)
        await MainActor.run {
          guard !inbox.isClosed else {
            return  // nothing a tab sent is decoded after its socket closed
          }
          registry.heard(
            from: session, read: chunk.count, dropped: messages.isEmpty ? batch.dropped : 0)
          // At the hop's time, not the arrival's. A time before the session's last frame
          // counts as that frame's: after a drawer held up for longer than a load takes, a
          // release began its refresh in the past, and the next frame found it over (seen
          // under load: the tab never saw "refreshing").
          let now = start.secondsUntilNow
          for message in chunk {
            switch message {
            case .checked(let message): session.receiveAdmitted(message, at: now)
            case .binary: session.receiveBinary(at: now, admitted: true)
            }
          }
          if messages.isEmpty, batch.dropped > 0 {
            session.countDropped(batch.dropped, at: now)
          }
        }
        wake.yield()
        if !messages.isEmpty, await sent.next() == nil {
          return  // the drawer stopped: the socket is closing
        }
      } while !messages.isEmpty && !inbox.isClosed
    }
  }

  /// Draws the session's frames and sends what it has to say; signals `sent` after each send.
  ///
  /// At display rate while its screen moves; at rest, once woken by a message or by the rest
  /// check, which also closes a socket that has been idle too long or must make room.
  private func drawFrames(
    of session: GallerySession, to outbound: WebSocketOutboundWriter,
    wakeups: AsyncStream<Void>, sent: AsyncStream<Void>.Continuation,
    start: ContinuousClock.Instant
  ) async throws {
    let registry = self.registry
    let idleTimeout = self.limits.sessionIdleTimeout
    var wakeups = wakeups.makeAsyncIterator()
    var deadline = ContinuousClock.now
    while !Task.isCancelled {
      let time = start.secondsUntilNow
      let (messages, atRest, closing) = await MainActor.run {
        session.tick(at: time)
        registry.ticked()
        return (
          session.drainOutbox(), session.isAtRest,
          registry.closing(session, idleTimeout: idleTimeout)
        )
      }
      for message in messages {
        try await outbound.write(.text(message))
      }
      sent.yield()
      if let closing {
        try await outbound.close(
          WebSocketErrorCode(codeNumber: Int(closing.code)), reason: closing.reason)
        return
      }
      if atRest {
        guard await wakeups.next() != nil else {
          return  // the tab closed
        }
        deadline = .now
      } else {
        deadline = max(deadline.advanced(by: GalleryServer.frameInterval), .now)
        guard (try? await Task.sleep(until: deadline, clock: .continuous)) != nil else {
          return  // the tab closed: not an error
        }
      }
    }
  }
}
