#if os(Linux)  // the binding against the stand-in
import Foundation
@testable import RefreshKitSwiftUI
import SwiftUIStandIn
import Testing

/// The SwiftUI host on its own, without views: what it keeps of the components it follows.
@MainActor
@Suite struct SwiftUIRefreshHostTests {
  @Test("a component taken off is no longer followed once another is installed")
  func aReplacedComponentIsNoLongerFollowed() {
    let host = SwiftUIRefreshHost()
    var changes = 0
    host.didChange = { changes += 1 }
    let first = NormalHeader()
    host.model.header = first
    host.follow(first)
    first.setTitle("Pull for news", for: .idle)
    #expect(changes > 0, "a title set at rest updates the overlay")

    host.model.header = nil
    let second = NormalHeader()
    host.model.header = second
    host.follow(second)
    changes = 0
    first.setTitle("Gone", for: .idle)
    first.stateLabel.isHidden = true
    #expect(changes == 0, "the header taken off draws nowhere")
    second.setTitle("Pull again", for: .idle)
    #expect(changes > 0)
  }
}
#endif
