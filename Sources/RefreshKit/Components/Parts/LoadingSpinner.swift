import Foundation

/// The spinner of the auto normal footer and leading normal loader: as in MJRefresh, it turns
/// while refreshing and stops at rest (idle, no more data).
@MainActor
final class LoadingSpinner {
  let spinner: ActivityIndicatorModel

  init(_ spinner: ActivityIndicatorModel) {
    self.spinner = spinner
  }
}

extension LoadingSpinner: ComponentPart {
  var models: PresentationModels {
    PresentationModels(spinners: [self.spinner])
  }

  var textAccessoryWidth: CGFloat {
    self.spinner.size.width
  }

  func place(in component: RefreshComponent) {
    let center = component.mirrored(component.accessoryCenter)
    self.spinner.frame = CGRect(center: center, size: self.spinner.size)
  }

  func stateDidChange(of component: RefreshComponent, from oldState: RefreshState) {
    if component.state == .refreshing {
      self.spinner.startAnimating(at: component.clock?.now ?? 0)
    } else if component.state == .idle || component.state == .noMoreData {
      self.spinner.stopAnimating()
    }
  }
}
