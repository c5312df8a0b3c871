import Foundation

/// The spinner of the auto normal footer and the leading normal loader: it turns while
/// refreshing and stops at rest (idle, no more data), as MJRefresh's auto normal footer's does.
///
/// It sits beside the component's text (right of it, right to left), or in the middle.
@MainActor
final class LoadingSpinner {
  let spinner: ActivityIndicatorModel

  /// The part that turns `spinner`.
  init(_ spinner: ActivityIndicatorModel) {
    self.spinner = spinner
  }
}

extension LoadingSpinner: ComponentPart {
  var models: PresentationModels {
    PresentationModels(spinners: [self.spinner])
  }

  /// The spinner's width.
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
