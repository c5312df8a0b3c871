#if os(Linux)  // the binding against the stand-in
import Foundation
@testable import RefreshKitUIKit
import TestSupport
import Testing
import UIKitStandIn

/// `RefreshHostView.move(to:)`: a scroll view made again in the place of another (SwiftUI's,
/// behind a `List` whose identity changed) takes the host, its components and their refresh.
@MainActor
@Suite(.idleClocks) struct RefreshHostViewMoveTests {
  @Test("a refreshing header moves to the new scroll view, holds its space there, and ends")
  func aRefreshingHeaderMoves() throws {
    let (window, old) = makeTableView()
    let header = NormalHeader(config: makeUIKitConfig()) {}
    old.refresh.header = header
    old.refresh.footer = AutoNormalFooter(config: makeUIKitConfig()) {}
    pull(old, by: 240)
    old.standInLiftFinger()
    settle(old)
    #expect(header.state == .refreshing)
    let share: CGFloat = 54
    #expect(old.contentInset.top == share)
    let host = old.refresh

    let new = UITableView(frame: window.bounds, style: .plain)
    new.standInRows = [20]
    new.reloadData()
    old.removeFromSuperview()
    window.addSubview(new)
    new.contentOffset = CGPoint(x: 0, y: -new.adjustedContentInset.top)  // a new list, at its top
    host.move(to: new)
    #expect(new.refresh === host, "the same host, on the new scroll view")
    #expect(old.existingRefreshHost == nil)
    #expect(old.contentInset == .zero, "the old one keeps the app's inset, without the shares")
    #expect(header.state == .refreshing)
    #expect(new.contentInset.top == share, "the header holds its space on the new one")
    let footerShare: CGFloat = 44
    #expect(new.contentInset.bottom == footerShare)
    let top: CGFloat = -(44 + 54)
    #expect(new.contentOffset.y == top, "resting at its top, the header showing")
    #expect(new.alwaysBounceVertical, "bouncing, as the components ask")

    header.endRefreshing()
    settle(new)
    #expect(header.state == .idle)
    #expect(new.contentInset.top == 0)
    let rest: CGFloat = -44
    #expect(new.contentOffset.y == rest)
    withExtendedLifetime(window) {}
  }
}
#endif
