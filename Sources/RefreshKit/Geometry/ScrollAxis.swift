/// One of the two directions a ``ScrollModel`` scrolls in.
///
/// The header and the back footer work on the vertical axis, the trailer on the horizontal one;
/// code written against an axis serves all three.
public enum ScrollAxis: Sendable, Hashable, CaseIterable {
  /// Top to bottom: `y`, heights, top and bottom insets.
  case vertical

  /// Left to right: `x`, widths, left and right insets.
  case horizontal
}
