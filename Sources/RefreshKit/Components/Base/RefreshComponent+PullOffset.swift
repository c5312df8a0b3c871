public import Foundation

extension RefreshComponent {
  /// The content offset that pulls the component `distance` points past the point where it
  /// starts to show, or `nil` while detached or for a component that follows no edge.
  ///
  /// For a header, `-top - distance` with `top` the original top inset; other edges alike along
  /// their axis. A negative distance leaves the component that far out of view; the other
  /// coordinate stays. Use it with ``ScrollModel/drag(to:)`` to play the same pull on every edge.
  public func contentOffset(pulledBy distance: CGFloat) -> CGPoint? {
    guard let scrollModel = self.scrollModel, let edge = self.pullEdge else {
      return nil
    }
    let happen = edge.happenOffset(scrollModel, original: self.scrollViewOriginalInset)
    var offset = scrollModel.contentOffset
    offset[edge.axis] = edge.offset(distance, past: happen)
    return offset
  }
}
