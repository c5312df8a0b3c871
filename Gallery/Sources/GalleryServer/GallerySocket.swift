import GalleryCore
import HummingbirdWebSocket
import NIOWebSocket

/// One tab's socket, from its first message to its close: messages in to the tab's
/// ``GallerySession``; frames out, drawn at display rate while
/// something on the screen moves and not at all while it rests, so that a silent tab costs
/// nothing but a check every few seconds.
struct GallerySocket {
  let registry: GalleryRegistry
  let limits: GalleryServerLimits

  /// Serves the tab until its socket closes.
  ///
  /// An error ends the session and goes on to the WebSocket handler, which closes the socket
  /// with the code it carries: 1009 for a message too large to read, 1007 for text that is not
  /// UTF-8 (``WebSocketMaskGuard`` closes a frame without a mask before it gets here).
  func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter) async throws {
    let start = ContinuousClock.now
    let (wakeups, wake) = AsyncStream.makeStream(
      of: Void.self, bufferingPolicy: .bufferingNewest(1))
    let session = await self.registry.open(wake: wake)
    do {
      try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask {
          try await self.drawFrames(of: session, to: outbound, wakeups: wakeups, start: start)
        }
        let interval = GalleryServer.restCheckInterval(idleTimeout: self.limits.sessionIdleTimeout)
        group.addTask {
          while (try? await Task.sleep(for: interval)) != nil {
            wake.yield()
          }
        }
        try await self.read(inbound, into: session, wake: wake, start: start)
        group.cancelAll()
      }
    } catch {
      // The tab went away mid-write, or sent a message too large to read: the session ends.
      await self.registry.close(session)
      throw error
    }
    await self.registry.close(session)
  }

  /// Reads the tab's messages until its socket closes, and wakes the drawing after each.
  private func read(
    _ inbound: WebSocketInboundStream, into session: GallerySession,
    wake: AsyncStream<Void>.Continuation, start: ContinuousClock.Instant
  ) async throws {
    let registry = self.registry
    for try await message in inbound.messages(maxSize: GalleryServer.maximumFrameBytes) {
      let time = Self.seconds(since: start)
      await MainActor.run {
        registry.heard(from: session)
        switch message {
        case .text(let text): session.receive(text, at: time)
        case .binary: session.receiveBinary(at: time)
        }
      }
      wake.yield()
    }
  }

  /// Draws the session's frames and sends what it has to say: at display rate while its screen
  /// moves; at rest, once woken by a message or by the rest check, which also closes a socket
  /// that has been idle too long or must make room.
  private func drawFrames(
    of session: GallerySession, to outbound: WebSocketOutboundWriter,
    wakeups: AsyncStream<Void>, start: ContinuousClock.Instant
  ) async throws {
    let registry = self.registry
    let idleTimeout = self.limits.sessionIdleTimeout
    var wakeups = wakeups.makeAsyncIterator()
    var deadline = ContinuousClock.now
    while !Task.isCancelled {
      let time = Self.seconds(since: start)
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

  private static func seconds(since start: ContinuousClock.Instant) -> Double {
    let duration = start.duration(to: .now)
    return Double(duration.components.seconds)
      + Double(duration.components.attoseconds) * 1e-18
  }
}
