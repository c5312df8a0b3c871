public import Foundation
public import RefreshKit

/// A host of one scroll view's refresh components, by slot: what `scrollView.refresh` returns
/// in the UIKit and AppKit bindings.
///
/// ```swift
/// tableView.refresh.header = NormalHeader { await model.reload() }
/// tableView.refresh.footer = AutoNormalFooter { await model.loadNextPage() }
/// ```
@MainActor
public protocol RefreshComponentHosting: AnyObject {
  /// The scroll model the components are attached to.
  var model: ScrollModel { get }

  /// Puts `component` in `slot` (empties it for `nil`), with a view that draws it, in place of
  /// the component there.
  ///
  /// - Parameters:
  ///   - component: The component, or `nil`.
  ///   - slot: `\.header`, `\.footer`, `\.trailer` or `\.leadingLoader`.
  func setComponent<Component: RefreshComponent>(
    _ component: Component?, in slot: ReferenceWritableKeyPath<ScrollModel, Component?>)
}

extension RefreshComponentHosting {
  /// The refresh header, MJRefresh's `mj_header`.
  public var header: RefreshHeader? {
    get { self.model.header }
    set { self.setComponent(newValue, in: \.header) }
  }

  /// The refresh footer, MJRefresh's `mj_footer`.
  public var footer: RefreshFooter? {
    get { self.model.footer }
    set { self.setComponent(newValue, in: \.footer) }
  }

  /// The trailer, MJRefresh's `mj_trailer`.
  public var trailer: RefreshTrailer? {
    get { self.model.trailer }
    set { self.setComponent(newValue, in: \.trailer) }
  }

  /// The loader of earlier items at the start of the content, RefreshKit's own: a chat's
  /// history.
  ///
  /// When its page arrives, insert the rows, lay them out, then tell the host the length they
  /// added (`contentWasInsertedAtStart(_:on:)`), so that the reader's place stays put.
  public var leadingLoader: LeadingLoader? {
    get { self.model.leadingLoader }
    set { self.setComponent(newValue, in: \.leadingLoader) }
  }

  /// The app inserted rows before the first one and laid them out: moves the offset by
  /// `length` in one step, so that what the user reads stays exactly where it is.
  ///
  /// Call it right after the rows are laid out (after `layoutIfNeeded()`, or in
  /// `performBatchUpdates`' completion).
  ///
  /// - Parameters:
  ///   - length: The height (width, on the horizontal axis) the rows added, in points.
  ///   - axis: The axis. Defaults to `.vertical`.
  public func contentWasInsertedAtStart(_ length: CGFloat, on axis: ScrollAxis = .vertical) {
    self.model.shiftContentOffset(by: length, on: axis)
  }
}
