import Foundation

/// The vector animation of the progress header, beside its text where the normal header has
/// its arrow: the header moves its phase, the part lays it out.
@MainActor
final class VectorAnimationPart {
  let view: VectorAnimationModel
  /// The label whose text colour the view takes.
  private let tintSource: LabelModel

  /// The part that lays out `view`, tinted like `label`.
  init(_ view: VectorAnimationModel, tintedLike label: LabelModel) {
    self.view = view
    self.tintSource = label
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

  /// Places the view beside the text (right of it, right to left) at its size, tinted like
  /// the label.
  func place(in component: RefreshComponent) {
    let center = component.mirrored(component.accessoryCenter)
    self.view.frame = CGRect(center: center, size: VectorAnimationModel.size)
    self.view.tintColor = self.tintSource.textColor
  }

  func stateDidChange(of component: RefreshComponent, from oldState: RefreshState) {}
}
