import Foundation

/// A piece of a component's presentation that follows the component: the state label's titles,
/// the arrow and spinner, the GIF frames.
///
/// A class adopts its part once, in ``RefreshComponent/prepare()``; the base class then tells
/// every part of each change, before the class's own hooks run, and lays every part out
/// (``RefreshComponent/placeSubviews()``), so that each class in the hierarchy adds its part
/// and nothing else, and the same part serves every branch (the five state components share one
/// title part, the three GIF components one frame part).
@MainActor
protocol ComponentPart: AnyObject {
  /// The part now belongs to `component`.
  func adopted(by component: RefreshComponent)

  /// The state of `component` changed from `oldState`; or, as it is made or detached, its
  /// state is to be shown at rest (`oldState == component.state`).
  func stateDidChange(of component: RefreshComponent, from oldState: RefreshState)

  /// The language or the string tables of `component` changed.
  func localizationDidChange(of component: RefreshComponent)

  /// The pull of `component` changed (``RefreshComponent/pullingPercent``).
  func pullDidChange(of component: RefreshComponent)

  /// The result `component` shows changed (``RefreshComponent/displayedResult``).
  func displayedResultDidChange(of component: RefreshComponent)

  /// Lays the part out within `component`, whose frame is final: an arrow, a spinner, frames or
  /// an animation beside its text (``RefreshComponent/textWidthBesideParts``) or in the middle;
  /// a footer's state label over the whole component; nothing for a part the class lays out.
  func place(in component: RefreshComponent)

  /// The models the part draws with, which the component's ``RefreshComponent/presentationModels``
  /// include.
  var models: PresentationModels { get }

  /// The width the part needs beside the component's text (an arrow, a spinner, frames), or
  /// zero for a part that takes none.
  var textAccessoryWidth: CGFloat { get }

  /// The length the part's text needs at the user's text size, or `nil` for a part with no
  /// text (or with its text hidden).
  var lengthNeededForText: CGFloat? { get }

  /// The gap the part keeps between its text and what sits beside it, or `nil` for a part
  /// with no text.
  var textAccessoryGap: CGFloat? { get }

  /// The localized title of `state` that the part shows, or `nil` for a part with no titles
  /// (or none for that state).
  func localizedTitle(for state: RefreshState, in config: RefreshConfig) -> String?
}

extension ComponentPart {
  func adopted(by component: RefreshComponent) {}
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
