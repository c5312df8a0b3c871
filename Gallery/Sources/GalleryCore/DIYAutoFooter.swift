import Foundation
public import RefreshKit

/// `MJDIYAutoFooter`: an auto footer 50 points tall with the DIY views, the spinner on the left.
@MainActor
public final class DIYAutoFooter: AutoFooter {
  /// What it draws.
  public let views = DIYViews()

  /// The views' models, without the logo, which this footer does not show.
  override public var presentationModels: PresentationModels {
    super.presentationModels.adding(
      PresentationModels(labels: [self.views.label], spinners: [self.views.loading]))
  }

  override public func prepare() {
    super.prepare()
    self.height = 50
  }

  override public func placeSubviews() {
    super.placeSubviews()
    self.views.place(in: self.frame.size, spinnerFromLeft: true)
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
