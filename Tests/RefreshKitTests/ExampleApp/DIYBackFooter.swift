import Foundation
import RefreshKit

/// `MJDIYBackFooter`: a back footer 50 points tall with the DIY views, its logo below it.
@MainActor
final class DIYBackFooter: BackFooter {
  let views = DIYViews()

  override func prepare() {
    super.prepare()
    self.height = 50
  }

  override func placeSubviews() {
    super.placeSubviews()
    self.views.label.frame = CGRect(origin: .zero, size: self.frame.size)
    self.views.logo.frame = CGRect(x: 0, y: 50, width: self.frame.width, height: 100)
    self.views.loading.frame = DIYViews.square(
      20, centeredAt: CGPoint(x: self.frame.width - 30, y: self.frame.height * 0.5))
  }

  override var pullingPercent: CGFloat {
    didSet {
      self.views.follow(pullingPercent: self.pullingPercent)
    }
  }

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    let now = self.clock?.now ?? 0
    switch self.state {
    case .idle: self.views.show(DIYViews.pullUp, switchOn: false, loading: false, at: now)
    case .pulling: self.views.show(DIYViews.letGo, switchOn: true, loading: false, at: now)
    case .refreshing: self.views.show(DIYViews.loadingData, switchOn: true, loading: true, at: now)
    case .noMoreData: self.views.show(DIYViews.noMoreData, switchOn: false, loading: false, at: now)
    default: break
    }
  }
}
