import Foundation

extension RefreshComponent {
  final class Link {
    /// Unowned: the scroll model owns the component, and drops the link before it goes away.
    unowned let scrollModel: ScrollModel
    let insetShare: InsetShare

    init(scrollModel: ScrollModel, insetShare: InsetShare) {
      self.scrollModel = scrollModel
      self.insetShare = insetShare
    }
  }

  /// Invalidated as the component is detached.
  struct Observations {
    var scroll: [ObservationToken] = []
    /// The presentation models whose changes move the layout.
    var layout: [ObservationToken] = []
    var config: ObservationToken?
  }

  struct TextFit {
    var localizedRevision = 0
    /// The length set, while the component is grown for a large text size.
    var designLength: CGFloat?
    /// Fitting the length to the text does not change the length set.
    var isFitting = false
  }

  struct Animations {
    var animators: [Animator] = []
    var user: [ValueAnimation] = []
  }
}
