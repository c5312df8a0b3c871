import Foundation

// What a component keeps between events, grouped by what it is for: its attachment, what it
// observes, how its text fits, and its animations.
extension RefreshComponent {
  /// What a component is attached to, from attaching to detaching.
  final class Link {
    /// Unowned: the scroll model owns the component, and drops the link before it goes away.
    unowned let scrollModel: ScrollModel
    let insetShare: InsetShare

    init(scrollModel: ScrollModel, insetShare: InsetShare) {
      self.scrollModel = scrollModel
      self.insetShare = insetShare
    }
  }

  /// What a component observes, invalidated as it is detached.
  struct Observations {
    /// The scroll model's storages.
    var scroll: [ObservationToken] = []
    /// The presentation models whose changes move the layout.
    var layout: [ObservationToken] = []
    /// The config's revision.
    var config: ObservationToken?
  }

  /// How a component's text fits it.
  struct TextFit {
    /// The config revision the component's strings were last made for.
    var localizedRevision = 0
    /// The length set, while the component is grown for a large text size
    /// (``RefreshComponent/fitLengthToText()``).
    var designLength: CGFloat?
    /// Whether the component is fitting its length to its text, which does not change the
    /// length set.
    var isFitting = false
  }

  /// The animators a component and its parts made, and the animations subclasses started.
  struct Animations {
    var animators: [Animator] = []
    var user: [ValueAnimation] = []
  }
}
