public import RefreshKitTesting
public import SnapshotTesting

extension Snapshotting where Value == RefreshSnapshot, Format == String {
  /// A component's text description (`RefreshSnapshot.text`), compared line by line.
  ///
  /// The reference is kept as `.txt`:
  ///
  /// ```swift
  /// assertSnapshot(of: driver.snapshot(), as: .refreshText)
  /// ```
  ///
  /// The strategy takes a `RefreshSnapshot`, which the test makes on the main actor, so that
  /// the comparison needs no actor of its own.
  public static var refreshText: Snapshotting {
    Snapshotting<String, String>.lines.pullback(\.text)
  }

  /// A component's picture (`RefreshSnapshot.svg`), compared line by line and kept as `.svg`,
  /// which a code review shows as an image.
  public static var refreshSVG: Snapshotting {
    Snapshotting<String, String>(pathExtension: "svg", diffing: .lines).pullback(\.svg)
  }
}
