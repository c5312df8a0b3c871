import Foundation
import RefreshKit

/// `MJDIYAutoFooter`: an auto footer 50 points tall with the DIY views, the spinner on the left.
@MainActor
final class DIYAutoFooter: AutoFooter {
  let views = DIYViews()

  override func prepare() {
    super.prepare()
    self.height = 50
  }

  override func placeSubviews() {
    super.placeSubviews()
    self.views.label.frame = CGRect(origin: .zero, size: self.frame.size)
    self.views.loading.frame = DIYViews.square(
      20, centeredAt: CGPoint(x: 30, y: self.frame.height * 0.5))
  }

  override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    let now = self.clock?.now ?? 0
    switch self.state {
    case .idle: self.views.show(DIYViews.pullUp, switchOn: false, loading: false, at: now)
    case .refreshing: self.views.show(DIYViews.loadingData, switchOn: true, loading: true, at: now)
    case .noMoreData: self.views.show(DIYViews.noMoreData, switchOn: false, loading: false, at: now)
    default: break
    }
  }
}
