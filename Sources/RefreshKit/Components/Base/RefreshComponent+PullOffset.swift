public import Foundation

extension RefreshComponent {
  /// The content offset that pulls the component `distance` points past the point where it
  /// starts to show: where a finger holds the content for a pull of that length.
  ///
  /// For a header, `-top - distance` with `top` the original top inset; for a footer, the end
  /// of the content plus `distance`; for a trailer or a leading loader, the same along its
  /// axis and edge. A negative distance leaves the component that far out of view. The other
  /// coordinate is the content's current one. A test or a host that plays a pull uses it with
  /// ``ScrollModel/drag(to:)``, so that the same pull works on every edge and in every
  /// direction of writing.
  ///
  /// - Parameter distance: How far past the edge to pull, in points.
  /// - Returns: The offset, or `nil` while detached or for a component that follows no edge.
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
