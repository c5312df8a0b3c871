import Foundation

/// A component's text at a text size above the default (Dynamic Type): its labels wrapped in a
/// column that leaves room for the arrow, spinner or image beside them, stacked and centred,
/// and the length the component needs to show them whole.
///
/// At the default size and below, components keep MJRefresh's layout: one line per label, the
/// labels sharing the height. Above it, MJRefresh's bold 14 points would be cut off (SVPullToRefresh
/// #18 truncates); RefreshKit wraps and grows instead.
@MainActor
enum TextColumn {
  /// The space above and below the text: 10 points each.
  static let margin: CGFloat = 10

  /// Whether `component` lays its text out in a column: above the default text size.
  static func isActive(for component: RefreshComponent) -> Bool {
    component.config.textIsEnlarged
  }

  /// The width of the column in `component`: its width less, on each side, `accessory` points
  /// for what sits beside the text and the `gap` to it, or the margin without one.
  static func width(in component: RefreshComponent, accessory: CGFloat, gap: CGFloat) -> CGFloat {
    let side = accessory > 0 ? gap + accessory : Self.margin
    return max(1, component.frame.width - 2 * side)
  }

  /// The height `labels` need stacked in a column of `width`.
  ///
  /// Each takes its longest text's lines; the margins add to them. Hidden labels take none.
  static func height(of labels: [(label: LabelModel, texts: [String?])], width: CGFloat) -> CGFloat
  {
    var height = 2 * Self.margin
    for (label, texts) in labels where !label.isHidden {
      let lines = max(1, texts.map { label.lineCount(of: $0, in: width) }.max() ?? 1)
      height += CGFloat(lines) * label.lineHeight
    }
    return height
  }

  /// Stacks the visible `labels` in a column of `width` centred in `component`, each as tall as
  /// its text wrapped; they draw as many lines as that takes.
  static func place(_ labels: [LabelModel], in component: RefreshComponent, width: CGFloat) {
    let visible = labels.filter { !$0.isHidden }
    let heights = visible.map {
      CGFloat(max(1, $0.lineCount(of: $0.text, in: width))) * $0.lineHeight
    }
    var y = (component.frame.height - heights.reduce(0, +)) * 0.5
    let x = (component.frame.width - width) * 0.5
    for (label, height) in zip(visible, heights) {
      label.numberOfLines = 0
      label.frame = CGRect(x: x, y: y, width: width, height: height)
      y += height
    }
  }

  /// The width of the wider of two labels' texts as drawn.
  ///
  /// On one line, or the column's width if it wraps; hidden labels count for nothing.
  ///
  /// It runs at every state change (the arrow and the spinner sit beside the text), so it
  /// builds no arrays, and works out the column only above the default size.
  static func drawnWidth(
    of label: LabelModel, _ other: LabelModel? = nil, in component: RefreshComponent,
    column: @autoclosure () -> CGFloat
  ) -> CGFloat {
    var widest = label.isHidden ? 0 : label.textWidth
    if let other, !other.isHidden {
      widest = max(widest, other.textWidth)
    }
    return Self.isActive(for: component) ? min(widest, column()) : widest
  }
}
