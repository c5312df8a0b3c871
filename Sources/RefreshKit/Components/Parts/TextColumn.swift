import Foundation

/// Above the default Dynamic Type size, labels wrap in a centred column instead of MJRefresh's
/// one line each, which would cut off the enlarged text.
@MainActor
enum TextColumn {
  static let margin: CGFloat = 10

  static func isActive(for component: RefreshComponent) -> Bool {
    component.config.textIsEnlarged
  }

  static func width(in component: RefreshComponent, accessory: CGFloat, gap: CGFloat) -> CGFloat {
    let side = accessory > 0 ? gap + accessory : Self.margin
    return max(1, component.frame.width - 2 * side)
  }

  static func height(of labels: [(label: LabelModel, texts: [String?])], width: CGFloat) -> CGFloat
  {
    var height = 2 * Self.margin
    for (label, texts) in labels where !label.isHidden {
      let lines = max(1, texts.map { label.lineCount(of: $0, in: width) }.max() ?? 1)
      height += CGFloat(lines) * label.lineHeight
    }
    return height
  }

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

  /// Runs at every state change, so it builds no arrays and works out the column only if needed.
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
