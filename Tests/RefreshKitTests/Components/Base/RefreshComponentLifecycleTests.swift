import Foundation
import RefreshKit
import Testing

/// Every callback of a refresh against every path a refresh can take.
///
/// Each component kind, with animations on and off, ended from outside, from inside its action,
/// by its async action, before its action ran, and detached at each step. Every callback runs
/// exactly once or not at all, in MJRefresh's order, and a one-shot completion is never dropped
/// silently.
@MainActor
@Suite struct RefreshComponentLifecycleTests {
  enum Kind: String, CaseIterable, Sendable {
    case header, backFooter, trailer, autoFooter, pagingAutoFooter
  }

  enum Path: String, CaseIterable, Sendable {
    /// The action runs; the app ends the refresh later.
    case endAfterTheAction
    /// The action ends the refresh before it returns.
    case endInsideTheAction
    /// The async action returns and the refresh ends by itself.
    case asyncAction
    /// The app ends the refresh before the action could run.
    case endBeforeTheAction
    /// Detached before the action ran.
    case detachBeforeTheAction
    /// Detached while refreshing.
    case detachWhileRefreshing
    /// Detached while the end animates.
    case detachWhileEnding
  }

  /// A component of `kind` on a scroll model where its refresh can run, logging every callback.
  private final class Rig: RefreshComponentDelegate {
    let scroll: ScrollModel
    let clock: ManualAnimationClock
    let component: RefreshComponent
    var log: [String] = []

    init(_ kind: Kind, animated: Bool, path: Path) {
      let config = makeConfig()
      switch kind {
      case .header:
        (self.scroll, self.clock) = makeScrollModel()
        self.component = NormalHeader(config: config)
        self.scroll.header = self.component as? RefreshHeader
      case .backFooter:
        (self.scroll, self.clock) = makeScrollModel()
        self.component = BackNormalFooter(config: config)
        self.scroll.footer = self.component as? RefreshFooter
      case .trailer:
        (self.scroll, self.clock) = makeScrollModel(contentWidth: 1000)
        self.component = NormalTrailer(config: config)
        self.scroll.trailer = self.component as? RefreshTrailer
      case .autoFooter, .pagingAutoFooter:
        (self.scroll, self.clock) = makeScrollModel(contentHeight: 1800)
        if kind == .pagingAutoFooter {
          self.scroll.isPagingEnabled = true
          self.scroll.contentOffset.y = 1244  // ends by aligning to the page at 1200
        }
        self.component = AutoNormalFooter(config: config)
        self.scroll.footer = self.component as? RefreshFooter
      }
      if !animated {
        self.component.setAnimationDisabled()
      }
      let component = self.component
      if path == .asyncAction {
        component.asyncRefreshingAction = { [weak self] in self?.log.append("action") }
      } else {
        component.refreshingAction = { [weak self] in
          self?.log.append("action")
          if path == .endInsideTheAction {
            component.endRefreshing { [weak self] in self?.log.append("end") }
          }
        }
      }
      component.delegate = self
      component.beginRefreshingCompletion = { [weak self] in self?.log.append("beginCompletion") }
      component.endRefreshingAnimationBeginAction = { [weak self] in
        self?.log.append("endAnimationBegin")
      }
      component.endRefreshingCompletion = { [weak self] in self?.log.append("endCompletion") }
    }

    func refreshComponentDidTriggerRefresh(_ component: RefreshComponent) {
      self.log.append("delegate")
    }

    func begin() {
      self.component.beginRefreshing { [weak self] in self?.log.append("begin") }
    }

    func end() {
      self.component.endRefreshing { [weak self] in self?.log.append("end") }
    }

    func detach() {
      self.scroll.setAttachment(nil, in: self.scroll.attachedSlots[0])
    }
  }

  /// What a path logs, by kind: whether the kind animates its end (every kind but the auto
  /// footer that has no page to align to, as in MJRefresh).
  private static func expectedLog(_ path: Path, endAnimates: Bool) -> [String] {
    let started = ["action", "delegate", "beginCompletion", "begin"]
    let ended = (endAnimates ? ["endAnimationBegin"] : []) + ["endCompletion", "end"]
    switch path {
    case .endAfterTheAction, .detachWhileEnding:
      return started + ended
    case .endInsideTheAction:
      // The end starts inside the action; the begin completions still follow the action, and
      // the end completions come after them. The delegate is not asked to load for a refresh
      // that is already over.
      let animationBegin = endAnimates ? ["endAnimationBegin"] : []
      return ["action"] + animationBegin + ["beginCompletion", "begin", "endCompletion", "end"]
    case .asyncAction:
      return ["delegate", "beginCompletion", "begin", "action"] + ended.dropLast()
    case .endBeforeTheAction:
      return ended
    case .detachBeforeTheAction:
      return []
    case .detachWhileRefreshing:
      return started
    }
  }

  nonisolated static let cases: [(Kind, Bool, Path)] = Kind.allCases.flatMap { kind in
    [true, false].flatMap { animated in
      Path.allCases.compactMap { path in
        // An auto footer runs its action as it begins, and so does any component with no
        // begin animation: nothing can come before the action.
        let actionRunsAtOnce = kind == .autoFooter || kind == .pagingAutoFooter || !animated
        if actionRunsAtOnce && (path == .endBeforeTheAction || path == .detachBeforeTheAction) {
          return nil
        }
        return (kind, animated, path)
      }
    }
  }

  @Test("every callback runs once, in order, on every path", arguments: cases)
  func everyCallbackRunsOnceInOrder(kind: Kind, animated: Bool, path: Path) async {
    let rig = Rig(kind, animated: animated, path: path)
    let (_, diagnostics) = Diagnostics.collect {
      rig.begin()
      switch path {
      case .endAfterTheAction, .endInsideTheAction, .asyncAction:
        rig.clock.run()
      case .endBeforeTheAction:
        rig.end()
      case .detachBeforeTheAction:
        rig.detach()
      case .detachWhileRefreshing, .detachWhileEnding:
        rig.clock.run()
      }
    }
    if path == .asyncAction {
      await yield { rig.component.state == .idle }
    }
    switch path {
    case .endAfterTheAction:
      rig.end()
    case .detachWhileRefreshing:
      rig.detach()
    case .detachWhileEnding:
      rig.end()
      rig.clock.advance(by: 0.1)
      rig.detach()
    default:
      break
    }
    rig.clock.run()
    let endAnimates = kind != .autoFooter
    #expect(rig.log == Self.expectedLog(path, endAnimates: endAnimates))
    let cancelsTheBeginCompletion = path == .endBeforeTheAction || path == .detachBeforeTheAction
    #expect(
      diagnostics.map(\.kind) == (cancelsTheBeginCompletion ? [.cancelledCompletion] : []),
      "a completion that can never run is reported, not dropped silently")
    #expect(rig.clock.isIdle)
  }
}
