import Foundation

// The parts of a component's presentation (``ComponentPart``): adopting them, asking them about
// the text, and showing the state at rest through them. The parts themselves are stored in the
// class, which tells them of every change before its hooks.
extension RefreshComponent {
  /// Makes `part` a part of the component's presentation: from now on it hears of every change,
  /// before the component's hooks.
  func adopt(_ part: any ComponentPart) {
    self.parts.append(part)
    part.adopted(by: self)
  }

  /// The width beside the component's text for its arrow, spinner or image: the room kept on
  /// each side of the column its text wraps in above the default text size.
  var textAccessoryWidth: CGFloat {
    self.parts.reduce(CGFloat(0)) { max($0, $1.textAccessoryWidth) }
  }

  /// The gap between the text and what sits beside it: the state label's
  /// ``StateTitled/labelLeftInset``.
  var textAccessoryGap: CGFloat {
    for part in self.parts {
      if let gap = part.textAccessoryGap {
        return gap
      }
    }
    return RefreshMetrics.labelLeftInset
  }

  /// The width of the column the text wraps in above the default text size.
  var textColumnWidth: CGFloat {
    TextColumn.width(in: self, accessory: self.textAccessoryWidth, gap: self.textAccessoryGap)
  }

  /// Where the parts beside the text end, laid out left to right: the gap left of the centred
  /// text (MJRefresh's `width / 2 - textWidth / 2 - labelLeftInset`); `nil` with no text beside
  /// them, where they sit in the middle.
  ///
  /// An arrow or a spinner is centred there; GIF frames fill the space up to it.
  var accessoryEndBesideText: CGFloat? {
    // Not `Optional.map`: its closure, isolated to the main actor, checks the executor on
    // every layout (110 instructions a crossing frame).
    guard let textWidth = self.textWidthBesideParts else {
      return nil
    }
    return self.frame.width * 0.5 - textWidth * 0.5 - self.textAccessoryGap
  }

  /// Where the parts that sit beside the text are centred, laid out left to right: at
  /// ``accessoryEndBesideText``, half way down; in the middle with no text beside them.
  var accessoryCenter: CGPoint {
    CGPoint(
      x: self.accessoryEndBesideText ?? self.frame.width * 0.5, y: self.frame.height * 0.5)
  }

  /// Lays out again whenever `storage` changes: for the presentation models whose changes move
  /// the others (a label hidden or shown, an arrow hidden or given another image), as MJRefresh
  /// lays out again on the next layout pass.
  func placeSubviews<Value>(whenever storage: Observable<Value>) {
    // Unowned: the token lives in the component and ends the observation when it goes.
    self.observations.layout.append(storage.observe { [unowned self] _ in self.placeSubviews() })
  }

  /// Sets the presentation to what the state shows at rest, with no animation: once as the
  /// component is made (as MJRefresh sets its first idle state, so whatever a subclass sets up
  /// per state is right from the start, without a transition) and once it is detached (so that
  /// an animation cut short leaves nothing half-way, such as a half-turned arrow).
  func restPresentation() {
    self.pullingPercent = 0
    self.setAlpha(self.automaticallyChangeAlpha ? 0 : 1)
    for part in self.parts {
      part.stateDidChange(of: self, from: self.state)
    }
    self.stateDidChange(from: self.state)
    self.placeSubviews()
  }
}
