import Testing

@testable import GalleryServer

/// What waits between a socket's reader and its session.
@Suite struct SocketInboxTests {
  @Test("messages are taken in order, with the drops counted beside them")
  func order() {
    let inbox = SocketInbox(capacity: 8)
    inbox.put(.text("a", at: 1))
    inbox.drop(at: 2)
    inbox.put(.binary(at: 3))
    let batch = inbox.take()
    #expect(batch.messages == [.text("a", at: 1), .binary(at: 3)])
    #expect(batch.dropped == 1 && batch.lastDrop == 2)
    #expect(inbox.take() == SocketInbox.Batch(), "taken once")
  }

  @Test("past its capacity a message is dropped, not kept")
  func capacity() {
    let inbox = SocketInbox(capacity: 2)
    for index in 0..<3 {
      inbox.put(.text("\(index)", at: Double(index)))
    }
    let batch = inbox.take()
    #expect(batch.messages.count == 2 && batch.dropped == 1 && batch.lastDrop == 2)
  }

  @Test("once closed, what waits is thrown away and counted, and nothing more goes in")
  func closed() {
    let inbox = SocketInbox(capacity: 8)
    inbox.put(.text("a", at: 1))
    inbox.drop(at: 1)
    #expect(inbox.close() == 2)
    #expect(inbox.isClosed)
    #expect(!inbox.put(.text("b", at: 2)))
    #expect(inbox.take() == SocketInbox.Batch())
  }
}
