import Foundation

/// A piece of a component's presentation that follows the component, so that the same part
/// serves every branch of the class hierarchy (one title part for the five state components).
///
/// Adopted once in ``RefreshComponent/prepare()``; the base class tells it of each change before
/// the class's own hooks run.
@MainActor
protocol ComponentPart: AnyObject {
  func adopted(by component: RefreshComponent)

  /// `oldState == component.state`: as it is made or detached, the state is shown at rest.
  func stateDidChange(of component: RefreshComponent, from oldState: RefreshState)

  func localizationDidChange(of component: RefreshComponent)

  func pullDidChange(of component: RefreshComponent)

  func displayedResultDidChange(of component: RefreshComponent)

  /// Runs once the component's frame is final.
  func place(in component: RefreshComponent)

  var models: PresentationModels { get }

  var textAccessoryWidth: CGFloat { get }

  var lengthNeededForText: CGFloat? { get }

  var textAccessoryGap: CGFloat? { get }

  func localizedTitle(for state: RefreshState, in config: RefreshConfig) -> String?
}

extension ComponentPart {
  func adopted(by component: RefreshComponent) {}
  func stateDidChange(of component: RefreshComponent, from oldState: RefreshState) {}
  func localizationDidChange(of component: RefreshComponent) {}
  func pullDidChange(of component: RefreshComponent) {}
  func displayedResultDidChange(of component: RefreshComponent) {}
  func place(in component: RefreshComponent) {}
  var models: PresentationModels { PresentationModels() }
  var textAccessoryWidth: CGFloat { 0 }
  var lengthNeededForText: CGFloat? { nil }
  var textAccessoryGap: CGFloat? { nil }
  func localizedTitle(for state: RefreshState, in config: RefreshConfig) -> String? { nil }
}
