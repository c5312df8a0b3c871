public import Foundation
public import RefreshKit

/// `MJDIYBackFooter`: a back footer 50 points tall with the DIY views, its logo below it.
@MainActor
public final class DIYBackFooter: BackFooter {
  /// What it draws.
  public let views = DIYViews()

  /// The views' models.
  override public var presentationModels: PresentationModels {
    super.presentationModels.adding(self.views.presentationModels)
  }

  override public func prepare() {
    super.prepare()
    self.height = 50
  }

  override public func placeSubviews() {
    super.placeSubviews()
    self.views.place(in: self.frame.size, spinnerFromLeft: false)
    self.views.logo.frame = CGRect(x: 0, y: 50, width: self.frame.width, height: 100)
  }

  override public var pullingPercent: CGFloat {
    didSet { self.views.follow(pullingPercent: self.pullingPercent) }
  }

  override public func stateDidChange(from oldState: RefreshState) {
    super.stateDidChange(from: oldState)
    self.views.show(
      self.state, idle: \.pullUp, in: self.config.language, at: self.clock?.now ?? 0)
  }

  override public func localizationDidChange() {
    self.views.retitle(self.state, idle: \.pullUp, in: self.config.language)
    super.localizationDidChange()
  }
}
