import Foundation

/// The arrow and spinner of the normal header and the normal back footer, as MJRefresh moves
/// them: the end of a refresh fades the spinner out over the slow animation, then shows the arrow.
@MainActor
final class ArrowAndSpinner {
  let arrow: ArrowModel
  let spinner: ActivityIndicatorModel
  private let tintSource: LabelModel
  private let rotations: (idle: CGFloat, pulling: CGFloat)
  private var turn: ArrowTurn?
  private var fade: Animator?

  init(
    arrow: ArrowModel, spinner: ActivityIndicatorModel, tintedLike label: LabelModel,
    rotations: (idle: CGFloat, pulling: CGFloat)
  ) {
    self.arrow = arrow
    self.spinner = spinner
    self.tintSource = label
    self.rotations = rotations
    arrow.rotation = rotations.idle
  }

  /// A method: written in the animator's closure, it costs a refresh cycle 1,200 instructions.
  private func fadeFrame(_ progress: Double) {
    self.spinner.alpha = CGFloat(1 - progress)
  }

  private func fadeDidEnd(in component: RefreshComponent) {
    guard component.state == .idle else {
      return
    }
    self.spinner.alpha = 1
    self.spinner.stopAnimating()
    self.arrow.isHidden = false
  }
}

extension ArrowAndSpinner: ComponentPart {
  var textAccessoryWidth: CGFloat {
    max(self.arrow.image.size.width, self.spinner.size.width)
  }

  var models: PresentationModels {
    PresentationModels(arrows: [self.arrow], spinners: [self.spinner])
  }

  func place(in component: RefreshComponent) {
    let center = component.mirrored(component.accessoryCenter)
    self.arrow.frame = CGRect(center: center, size: self.arrow.image.size)
    self.spinner.frame = CGRect(center: center, size: self.spinner.size)
    self.arrow.tintColor = self.tintSource.textColor
  }

  func adopted(by component: RefreshComponent) {
    self.turn = ArrowTurn(self.arrow, in: component)
    self.fade = component.makeAnimator(
      update: { [unowned self] in self.fadeFrame($0) },
      completion: { [unowned self, unowned component] _ in self.fadeDidEnd(in: component) })
    component.placeSubviews(whenever: self.arrow.imageStorage)
  }

  func stateDidChange(of component: RefreshComponent, from oldState: RefreshState) {
    switch component.state {
    case .idle where oldState == .refreshing && component.displayedResult != nil:
      self.turn?.stop()
      self.arrow.rotation = self.rotations.idle
      self.arrow.isHidden = true
      self.spinner.stopAnimating()
    case .idle where oldState == .refreshing:
      self.turn?.stop()
      self.arrow.rotation = self.rotations.idle
      self.fade?.run(duration: component.slowAnimationDuration, on: component.clock)
    case .idle, .pulling, .secondFloorArmed:
      // Armed for the second floor, the arrow turns back, as SmartRefreshLayout's does.
      self.spinner.stopAnimating()
      self.arrow.isHidden = false
      let rotation = component.state == .pulling ? self.rotations.pulling : self.rotations.idle
      self.turn?.turn(to: rotation)
    case .openingSecondFloor, .secondFloorOpen, .closingSecondFloor:
      self.turn?.stop()
      self.arrow.isHidden = true
      self.spinner.stopAnimating()
    case .refreshing:
      self.fade?.stop()
      self.spinner.alpha = 1
      self.spinner.startAnimating(at: component.clock?.now ?? 0)
      self.arrow.isHidden = true
    case .noMoreData:
      self.arrow.isHidden = true
      self.fade?.stop()
      self.spinner.stopAnimating()
    case .willRefresh:
      break
    }
  }

  func displayedResultDidChange(of component: RefreshComponent) {
    if component.displayedResult == nil && component.state == .idle {
      self.arrow.isHidden = false
    }
  }
}

/// Turns an arrow over its flip duration (the fast animation by default), reusing one animator.
@MainActor
final class ArrowTurn {
  private let arrow: ArrowModel
  private unowned let owner: RefreshComponent
  private var animator: Animator?
  private var start: CGFloat = 0
  private var target: CGFloat = 0
  /// Where the arrow jumps once a turn has ended or been stopped.
  private var settle: CGFloat?

  init(_ arrow: ArrowModel, in owner: RefreshComponent) {
    self.arrow = arrow
    self.owner = owner
    self.animator = owner.makeAnimator(
      update: { [unowned self] progress in
        self.arrow.rotation = CGFloat.interpolate(
          from: self.start, to: self.target, progress: progress)
      },
      completion: { [unowned self] _ in
        if let settle = self.settle {
          self.settle = nil
          self.arrow.rotation = settle
        }
      })
  }

  func turn(to target: CGFloat, thenSettleAt settle: CGFloat? = nil) {
    self.animator?.stop()
    self.start = self.arrow.rotation
    self.target = target
    self.settle = settle
    let duration = self.arrow.flipDuration ?? self.owner.fastAnimationDuration
    self.animator?.run(duration: self.owner.motionDuration(duration), on: self.owner.clock)
  }

  func stop() {
    self.animator?.stop()
  }
}
