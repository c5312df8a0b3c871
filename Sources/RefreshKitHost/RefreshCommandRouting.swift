public import Foundation
public import RefreshKit

/// Which header a refresh command (⌘R) refreshes: what the UIKit and AppKit bindings share.
///
/// The command goes to the nearest shown scroll view around the focused view whose header can
/// take it (`RefreshHeader.canPerformRefreshCommand`); with none, to the frontmost of the
/// window's: the largest shown, the later in drawing order on a tie, as it is drawn on top. A
/// view hidden or fully transparent hides every view inside it.
@MainActor
public enum RefreshCommandRouting {
  /// The command's title: the header's name, "Refresh", in the app's language.
  public static var title: String {
    RefreshConfig.default.localizedString(.headerAccessibilityLabel)
  }

  /// How a binding's views are walked: the platform's view tree, seen through closures.
  public struct ViewTree<View, Host> {
    /// A view's superview.
    public var parent: (View) -> View?
    /// A view's subviews, in drawing order.
    public var children: (View) -> [View]
    /// Whether a view shows (not hidden, not transparent): a view that does not hides its
    /// subviews too.
    public var isShown: (View) -> Bool
    /// The area a scroll view covers.
    public var area: (View) -> CGFloat
    /// The refresh host of a view that is a scroll view with one.
    public var host: (View) -> Host?
    /// A host's header.
    public var header: (Host) -> RefreshHeader?

    /// A tree seen through these closures.
    ///
    /// - Parameters:
    ///   - parent: A view's superview.
    ///   - children: A view's subviews, in drawing order.
    ///   - isShown: Whether a view shows.
    ///   - area: The area a scroll view covers.
    ///   - host: The refresh host of a scroll view with one.
    ///   - header: A host's header.
    public init(
      parent: @escaping (View) -> View?, children: @escaping (View) -> [View],
      isShown: @escaping (View) -> Bool, area: @escaping (View) -> CGFloat,
      host: @escaping (View) -> Host?, header: @escaping (Host) -> RefreshHeader?
    ) {
      self.parent = parent
      self.children = children
      self.isShown = isShown
      self.area = area
      self.host = host
      self.header = header
    }
  }

  /// The host the command goes to.
  ///
  /// - Parameters:
  ///   - focused: The focused view, or `nil`.
  ///   - root: The window's root view, searched when no scroll view around `focused` takes it.
  ///   - tree: How the views are walked.
  /// - Returns: The host, or `nil` when no header can take the command.
  public static func target<View, Host>(
    from focused: View?, in root: View?, tree: ViewTree<View, Host>
  ) -> Host? {
    let takes = { (host: Host) in tree.header(host)?.canPerformRefreshCommand == true }
    // Around the focus: a scroll view counts only when it and every view around it show.
    var chain: [View] = []
    var view = focused
    while let current = view {
      chain.append(current)
      view = tree.parent(current)
    }
    for (index, current) in chain.enumerated() {
      if let host = tree.host(current), takes(host), chain[index...].allSatisfy(tree.isShown) {
        return host
      }
    }
    var best: (host: Host, area: CGFloat)?
    var pending = root.map { [$0] } ?? []
    while let current = pending.popLast() {
      guard tree.isShown(current) else {
        continue
      }
      if let host = tree.host(current), takes(host) {
        let area = tree.area(current)
        if area >= (best?.area ?? 0) {
          best = (host, area)
        }
      }
      pending += tree.children(current).reversed()  // depth first, in drawing order
    }
    return best?.host
  }
}
