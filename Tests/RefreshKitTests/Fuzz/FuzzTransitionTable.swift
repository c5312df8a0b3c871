import RefreshKit

/// The transitions `docs/state-machine.md` documents, per kind of component: a fuzz trace may only
/// ever walk these edges.
enum FuzzTransitionTable {
  private struct Edge: Hashable {
    var from: RefreshState
    var to: RefreshState
    var reason: RefreshTransitionReason
  }

  private static func edges(
    _ from: [RefreshState], _ to: RefreshState, _ reasons: [RefreshTransitionReason]
  ) -> [Edge] {
    from.flatMap { from in reasons.map { Edge(from: from, to: to, reason: $0) } }
  }

  /// Every component: begin, end, the async action, visibility, detaching.
  private static let common = Set(
    edges([.idle, .pulling, .secondFloorArmed], .refreshing, [.beginRefreshing])
      + edges([.idle, .pulling, .secondFloorArmed], .willRefresh, [.beginRefreshing])
      + edges([.idle], .refreshing, [.staleData])
      + edges([.willRefresh], .refreshing, [.becameVisible])
      + edges([.refreshing, .willRefresh], .idle, [.endRefreshing])
      + edges([.refreshing], .idle, [.actionFinished])
      + edges([.pulling, .refreshing, .willRefresh], .idle, [.detached])
      + edges([.pulling], .idle, [.hidden, .disabled, .dragCancelled])
      + edges([.refreshing], .idle, [.hidden]))

  /// Headers, back footers and trailers: pulled past an edge and released (a release held back
  /// since the pull crossed goes back to idle).
  ///
  /// A release while the scroll model is not visible waits in will-refresh, as a begin does.
  private static let pulled = Set(
    edges([.idle], .pulling, [.drag]) + edges([.pulling], .idle, [.drag])
      + edges([.pulling], .refreshing, [.release]) + edges([.pulling], .willRefresh, [.release])
      + edges([.pulling], .idle, [.release]))

  /// Headers with a second floor: armed, opened by a release, a call or an accessibility
  /// action, closed by a push, a call, an accessibility action or a disable, at once by hiding, detaching, a cancelled drag or removing the floor.
  private static let floor = Set(
    edges([.idle, .pulling], .secondFloorArmed, [.drag])
      + edges([.secondFloorArmed], .pulling, [.drag]) + edges([.secondFloorArmed], .idle, [.drag])
      + edges([.secondFloorArmed], .openingSecondFloor, [.release])
      + edges(
        [.idle, .pulling, .secondFloorArmed, .closingSecondFloor], .openingSecondFloor,
        [.openSecondFloor, .accessibilityAction])
      + edges([.openingSecondFloor], .secondFloorOpen, [.motionFinished])
      + edges([.secondFloorOpen], .closingSecondFloor, [.release])
      + edges(
        [.openingSecondFloor, .secondFloorOpen], .closingSecondFloor,
        [.closeSecondFloor, .accessibilityAction, .disabled])
      + edges([.secondFloorArmed], .idle, [.closeSecondFloor, .disabled, .dragCancelled])
      + edges([.closingSecondFloor], .idle, [.motionFinished])
      + edges(
        [.secondFloorArmed, .openingSecondFloor, .secondFloorOpen, .closingSecondFloor], .idle,
        [.hidden, .detached, .closeSecondFloor]))

  /// Footers: no more data (a reset while it is held for the minimum duration ends idle), and
  /// the automatic retry of a failed page.
  private static let footer = Set(
    edges([.idle, .pulling, .refreshing, .willRefresh], .noMoreData, [.noMoreData])
      + edges([.noMoreData, .refreshing], .idle, [.resetNoMoreData])
      + edges([.idle], .refreshing, [.retry]) + edges([.idle], .willRefresh, [.retry]))

  /// Auto footers and leading loaders: by themselves, by a tap, and a waiting begin dropped by
  /// hiding.
  private static let auto = Set(
    edges([.idle], .refreshing, [.automatic, .tap])
      + edges([.idle], .willRefresh, [.automatic, .tap])
      + edges([.willRefresh], .idle, [.hidden]))

  /// Headers: the refresh command (⌘R), only from rest and only where the user can see it.
  private static let command = Set(edges([.idle], .refreshing, [.refreshCommand]))

  /// Page loaders (footers, trailers, leading loaders): a pull or a page of the old list
  /// cancelled by a refresh of the list.
  private static let page = Set(
    edges([.pulling, .refreshing, .willRefresh], .idle, [.superseded]))

  static func allows(_ transition: RefreshTransition, for kind: FuzzEvent.Kind) -> Bool {
    let edge = Edge(from: transition.from, to: transition.to, reason: transition.reason)
    if common.contains(edge) || (kind.slot != .header && page.contains(edge)) {
      return true
    }
    if kind.isAutoLoader {
      return footer.contains(edge) || auto.contains(edge)
    }
    return pulled.contains(edge) || (kind.slot == .footer && footer.contains(edge))
      || (kind.slot == .header && (floor.contains(edge) || command.contains(edge)))
  }
}
