import Foundation

/// The progress header's vector animation, where the normal header has its arrow.
@MainActor
final class VectorAnimationPart {
  let view: VectorAnimationModel
  private let tintSource: LabelModel

  init(_ view: VectorAnimationModel, tintedLike label: LabelModel) {
    self.view = view
    self.tintSource = label
  }
}

extension VectorAnimationPart: ComponentPart {
  var textAccessoryWidth: CGFloat {
    VectorAnimationModel.size.width
  }

  var models: PresentationModels {
    PresentationModels(vectors: [self.view])
  }

  func place(in component: RefreshComponent) {
    let center = component.mirrored(component.accessoryCenter)
    self.view.frame = CGRect(center: center, size: VectorAnimationModel.size)
    self.view.tintColor = self.tintSource.textColor
  }
}
