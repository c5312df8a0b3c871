#if os(Linux)  // the binding against the stand-in
import Foundation
@testable import RefreshKitSwiftUI
import SwiftUIStandIn
import Testing

/// The SwiftUI host on its own, without views: what it keeps of the components it follows.
@MainActor
@Suite struct SwiftUIRefreshHostTests {
  @Test("the observation of a component that is gone goes at the next install")
  func aComponentThatIsGoneIsNoLongerFollowed() {
    let host = SwiftUIRefreshHost()
    weak var gone: NormalHeader?
    do {
      let first = NormalHeader()
      gone = first
      host.model.header = first
      host.follow(first)
      host.model.header = nil
    }
    #expect(gone == nil, "the host keeps no reference to the component")
    let second = NormalHeader()
    host.model.header = second
    host.follow(second)
    #expect(host.followed.count == 1, "one observation, the new header's")
  }

  @Test("a component taken off and put back by the app is still followed")
  func aComponentPutBackIsStillFollowed() {
    let host = SwiftUIRefreshHost()
    var changes = 0
    host.didChange = { changes += 1 }
    let header = NormalHeader()
    host.model.header = header
    host.follow(header)
    host.model.header = nil
    let footer = AutoNormalFooter()
    host.model.footer = footer
    host.follow(footer)  // another modifier installs its component meanwhile
    host.model.header = header
    changes = 0
    header.setTitle("Pull for news", for: .idle)
    #expect(changes > 0, "a title set at rest updates the overlay")
    #expect(host.followed.count == 2)
  }
}
#endif
