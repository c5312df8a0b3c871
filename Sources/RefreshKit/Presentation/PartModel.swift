public import Foundation

/// A part a component wants drawn: where it sits and whether it shows.
///
/// Observe ``isHidden`` and ``frame`` by key path on the subclass.
@MainActor
public class PartModel {
  let isHiddenStorage = Observable(false)
  let frameStorage = Observable(CGRect.zero)
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
  /// A non-finite frame is refused and a negative size clamped, reported to ``Diagnostics``.
  public final var frame: CGRect {
    get { self.frameStorage.value }
    set { GeometryCheck.store(newValue, in: self.frameStorage, self.frameSubject) }
  }

  /// A part that draws more than its key-path table lists must add it.
  func observeDrawnChanges(_ handler: @escaping () -> Void) -> [ObservationToken] {
    guard let observable = self as? any KeyPathObservable else {
      assertionFailure("\(type(of: self)) lists no observable properties")
      return []
    }
    return observable.observeListedChanges(handler)
  }

  /// Nudged just past the frame boundary, so the new frame is drawn whatever the rounding.
  static func nextFrame(
    after time: TimeInterval, start: TimeInterval, frameLength: TimeInterval
  ) -> TimeInterval {
    let index = (max(time - start, 0) / frameLength).rounded(.down) + 1
    return max(start + index * frameLength, time) + 1e-6
  }
}

extension ObservableProperties where Root: PartModel {
  @MainActor static func part(_ entries: Entry...) -> Self {
    Self(
      [
        .property(\.isHidden, storedIn: \.isHiddenStorage),
        .property(\.frame, storedIn: \.frameStorage),
      ]
        + entries)
  }
}
