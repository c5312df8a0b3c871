import GalleryCore
import Testing

@testable import GalleryServer

extension GalleryTests {
  /// What waits between a socket's reader and its session.
  @Suite struct SocketInboxTests {
    @Test("messages are taken in order, with the drops counted beside them")
    func order() {
      let inbox = SocketInbox(capacity: 8)
      inbox.put(.checked(.failure(GalleryError(.malformed, "a"))))
      inbox.drop()
      inbox.put(.binary)
      let batch = inbox.take()
      #expect(batch.messages == [.checked(.failure(GalleryError(.malformed, "a"))), .binary])
      #expect(batch.dropped == 1)
      #expect(inbox.take() == SocketInbox.Batch(), "taken once")
    }

    @Test("past its capacity a message is dropped, not kept")
    func capacity() {
      let inbox = SocketInbox(capacity: 2)
      for index in 0..<3 {
        inbox.put(.checked(.failure(GalleryError(.malformed, "\(index)"))))
      }
      let batch = inbox.take()
      #expect(batch.messages.count == 2 && batch.dropped == 1)
    }

    @Test("once closed, what waits is thrown away and counted, and nothing more goes in")
    func closed() {
      let inbox = SocketInbox(capacity: 8)
      inbox.put(.checked(.failure(GalleryError(.malformed, "a"))))
      inbox.drop()
      #expect(inbox.close() == 2)
      #expect(inbox.isClosed)
      #expect(!inbox.put(.checked(.failure(GalleryError(.malformed, "b")))))
      #expect(inbox.take() == SocketInbox.Batch())
    }
  }
}
