import Foundation

/// A trailer with a horizontal arrow beside its vertical label: MJRefresh's
/// `MJRefreshNormalTrailer`.
///
/// The arrow sits 5 points from the trailer's left edge, the label right of it.
open class NormalTrailer: StateTrailer {
  /// The arrow.
  public let arrowView = ArrowModel(image: .trailerArrow)

  private lazy var arrowTurn = ArrowTurn(self.arrowView, in: self)

  /// The superclass's models and the arrow.
  open override var presentationModels: PresentationModels {
    super.presentationModels.adding(PresentationModels(arrows: [self.arrowView]))
  }

  /// Lays the trailer out again whenever the arrow changes.
  open override func prepare() {
    super.prepare()
    self.placeSubviews(whenever: self.arrowView.isHiddenStorage)
    self.placeSubviews(whenever: self.arrowView.imageStorage)
  }

  /// Places the arrow and the label as MJRefresh does; right to left, mirrored.
  open override func placeSubviews() {
    super.placeSubviews()
    let arrowSize = self.arrowView.image.size
    let height = self.frame.height
    guard !self.stateLabel.isHidden else {
      self.arrowView.frame = CGRect(
        center: CGPoint(x: self.frame.width * 0.5, y: height * 0.5), size: arrowSize)
      return
    }
    self.arrowView.frame = self.mirrored(
      CGRect(center: CGPoint(x: arrowSize.width * 0.5 + 5, y: height * 0.5), size: arrowSize))
    guard !self.arrowView.isHidden else {
      return  // the state trailer centred the label
    }
    var label = self.stateLabel.frame
    label.origin.x = (self.frame.width + arrowSize.width) * 0.5 - label.width * 0.5
    self.stateLabel.frame = self.mirrored(label)
  }

  /// Points the arrow the new direction's way, should the layout direction have changed.
  open override func localizationDidChange() {
    super.localizationDidChange()
    self.arrowTurn.stop()
    let turned = self.state == .pulling
    self.arrowView.rotation = turned == self.isRightToLeft ? 0 : .pi
  }

  /// Turns the arrow half a turn while pulling and back otherwise, as MJRefresh does.
  open override func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    let rest: CGFloat = self.isRightToLeft ? .pi : 0
    let turned: CGFloat = self.isRightToLeft ? 0 : .pi
    switch self.state {
    case .pulling:
      self.arrowTurn.turn(to: turned)
    case .idle where oldState == .refreshing:
      self.arrowTurn.turn(to: turned, thenSettleAt: rest)
    case .idle:
      self.arrowTurn.turn(to: rest)
    case .refreshing, .willRefresh, .noMoreData, .secondFloorArmed, .openingSecondFloor,
      .secondFloorOpen, .closingSecondFloor:
      break  // a trailer has no second floor
    }
  }
}
