public import Foundation

#if canImport(CoreGraphics)
import CoreGraphics
#endif

/// Finds the platform scroll view behind a SwiftUI view, from two markers put around it: an
/// anchor in its `.background` and a probe in its `.overlay`.
///
/// SwiftUI adds the platform views of a view's background, of the view and of its overlay to
/// the same container, back to front, so the markers' nearest common ancestor holds the scroll
/// view, and the children between the anchor's branch and the probe's hold it first. The
/// lookup walks that ancestor's subtree depth first, those children first, and takes the first
/// scroll view that shows and covers the anchor's centre:
///
/// - depth first, so that a scroll view inside the rows (a carousel) loses to the list that
///   holds it;
/// - below the common ancestor only, never the ancestor itself, so that a parent's scroll view
///   is never taken;
/// - covering the anchor, so that a sibling laid out beside the view is never taken;
/// - skipping what does not show (a hidden view and all inside it) and what the platform only
///   calls a scroll view (a text view).
///
/// It knows the tree only through the closures it is given, so that one algorithm serves UIKit
/// and AppKit, and its tests run on any tree.
@MainActor
public struct ScrollViewLookup<View: AnyObject> {
  /// What the lookup makes of a view.
  public enum Kind: Sendable {
    /// A scroll view that may back the SwiftUI view.
    case scrollView
    /// A view that does not show: neither it nor anything inside it is taken.
    case hidden
    /// Any other view: the lookup looks inside it.
    case other
  }

  /// What a lookup found.
  public enum Outcome: Equatable {
    /// The scroll view.
    case found(View)
    /// The markers are not in one tree (one of them is not in a window yet).
    case noCommonAncestor
    /// No scroll view covers the anchor below the markers' common ancestor.
    case noScrollView(searched: Int)

    /// Whether two outcomes are the same, a found view by identity.
    public static func == (lhs: Outcome, rhs: Outcome) -> Bool {
      switch (lhs, rhs) {
      case (.found(let a), .found(let b)): a === b
      case (.noCommonAncestor, .noCommonAncestor): true
      case (.noScrollView(let a), .noScrollView(let b)): a == b
      default: false
      }
    }
  }

  /// The view's superview, or `nil` at the root.
  public var parent: (View) -> View?
  /// The view's subviews, back to front.
  public var children: (View) -> [View]
  /// What the view is to the lookup.
  public var kind: (View) -> Kind
  /// The view's bounds in its window's coordinates.
  public var frameInWindow: (View) -> CGRect

  /// A lookup over a tree known through these closures.
  ///
  /// - Parameters:
  ///   - parent: A view's superview.
  ///   - children: A view's subviews, back to front.
  ///   - kind: What a view is to the lookup.
  ///   - frameInWindow: A view's bounds in its window's coordinates.
  public init(
    parent: @escaping (View) -> View?, children: @escaping (View) -> [View],
    kind: @escaping (View) -> Kind, frameInWindow: @escaping (View) -> CGRect
  ) {
    self.parent = parent
    self.children = children
    self.kind = kind
    self.frameInWindow = frameInWindow
  }

  /// Finds the scroll view behind the view that `anchor` and `probe` mark.
  ///
  /// - Parameters:
  ///   - anchor: The marker in the view's background, centred on it.
  ///   - probe: The marker in the view's overlay.
  /// - Returns: The scroll view, or why there is none.
  public func find(anchor: View, probe: View) -> Outcome {
    var anchorPath: [View] = [anchor]
    while let up = self.parent(anchorPath[anchorPath.count - 1]) {
      anchorPath.append(up)
    }
    var probePath: [View] = [probe]
    var common: Int?
    while common == nil {
      let last = probePath[probePath.count - 1]
      if let index = anchorPath.firstIndex(where: { $0 === last }) {
        common = index
        break
      }
      guard let up = self.parent(last) else {
        break
      }
      probePath.append(up)
    }
    guard let common, common > 0, probePath.count > 1 else {
      return .noCommonAncestor
    }
    let ancestor = anchorPath[common]
    let anchorBranch = anchorPath[common - 1]
    let probeBranch = probePath[probePath.count - 2]
    let siblings = self.children(ancestor)
    let first = siblings.firstIndex { $0 === anchorBranch }
    let last = siblings.firstIndex { $0 === probeBranch }
    // Between the markers first, where SwiftUI puts the view itself; then the rest.
    var order: [View] = []
    if let first, let last, first < last {
      order = Array(siblings[(first + 1)..<last])
    }
    order += siblings.filter { sibling in
      sibling !== anchorBranch && sibling !== probeBranch
        && !order.contains { $0 === sibling }
    }
    let anchorFrame = self.frameInWindow(anchor)
    let point = CGPoint(x: anchorFrame.midX, y: anchorFrame.midY)
    var searched = 0
    var stack = Array(order.reversed())
    while let view = stack.popLast() {
      searched += 1
      switch self.kind(view) {
      case .hidden:
        continue
      case .scrollView:
        let frame = self.frameInWindow(view)
        if frame.width > 0 && frame.height > 0 && frame.contains(point) {
          return .found(view)
        }
      case .other:
        break
      }
      stack.append(contentsOf: self.children(view).reversed())
    }
    return .noScrollView(searched: searched)
  }
}
