public import Foundation

/// A part a component wants drawn: where it sits and whether it shows.
///
/// A label, the arrow, an animated image and a vector animation each add what they draw. Frames
/// are in the component's own coordinates. Observe ``isHidden`` and ``frame`` by key path on the
/// subclass: `header.arrowView.observe(\.frame) { … }`.
@MainActor
public class PartModel {
  let isHiddenStorage = Observable(false)
  let frameStorage = Observable(CGRect.zero)
  /// The name bad frames are reported under, such as `ArrowModel.frame`.
  private let frameSubject: String

  init(frameSubject: String) {
    self.frameSubject = frameSubject
  }

  /// Whether the part is hidden.
  ///
  /// A hidden label takes no part in layout.
  public final var isHidden: Bool {
    get { self.isHiddenStorage.value }
    set { self.isHiddenStorage.value = newValue }
  }

  /// The part's frame in the component's coordinates.
  ///
  /// A frame that is not finite is refused and a negative size clamped to zero, reported to
  /// ``Diagnostics``.
  public final var frame: CGRect {
    get { self.frameStorage.value }
    set { GeometryCheck.store(newValue, in: self.frameStorage, self.frameSubject) }
  }

  /// Calls `handler` after every change of what the part draws, until the tokens go: each
  /// property its key-path table lists; a part that draws more than its table lists adds it.
  func observeDrawnChanges(_ handler: @escaping () -> Void) -> [ObservationToken] {
    guard let observable = self as? any KeyPathObservable else {
      assertionFailure("\(type(of: self)) lists no observable properties")
      return []
    }
    return observable.observeListedChanges(handler)
  }

  /// The start of the first frame after `time` of an animation that began at `start` and
  /// shows a new frame every `frameLength` seconds, nudged just past the boundary so that what
  /// is drawn then is the new frame whatever the rounding.
  static func nextFrame(
    after time: TimeInterval, start: TimeInterval, frameLength: TimeInterval
  ) -> TimeInterval {
    let index = (max(time - start, 0) / frameLength).rounded(.down) + 1
    return max(start + index * frameLength, time) + 1e-6
  }
}

extension ObservableProperties where Root: PartModel {
  /// A part's table: ``PartModel/isHidden`` and ``PartModel/frame``, then `entries`.
  @MainActor static func part(_ entries: Entry...) -> Self {
    Self(
      [
        .property(\.isHidden, storedIn: \.isHiddenStorage),
        .property(\.frame, storedIn: \.frameStorage),
      ]
        + entries)
  }
}
