import Foundation

/// The vector animation of the progress header, beside its text where the normal header has
/// its arrow: the header moves its phase, the part lays it out.
@MainActor
final class VectorAnimationPart {
  let view: VectorAnimationModel
  private unowned var owner: RefreshComponent?

  /// The part that lays out `view`.
  init(_ view: VectorAnimationModel) {
    self.view = view
  }

  /// Places the view at `center` (laid out left to right, mirrored for the owner's direction)
  /// at its size, tinted with `tint`.
  func place(at center: CGPoint, tint: RefreshColor) {
    let center = self.owner?.mirrored(center) ?? center
    self.view.frame = CGRect(center: center, size: VectorAnimationModel.size)
    self.view.tintColor = tint
  }
}

extension VectorAnimationPart: ComponentPart {
  /// The view's width.
  var textAccessoryWidth: CGFloat {
    VectorAnimationModel.size.width
  }

  var models: PresentationModels {
    PresentationModels(vectors: [self.view])
  }

  func adopted(by component: RefreshComponent) {
    self.owner = component
  }

  func stateDidChange(of component: RefreshComponent, from oldState: RefreshState) {}
}
