import Foundation

extension RefreshComponent {
  func adopt(_ part: any ComponentPart) {
    self.parts.append(part)
    part.adopted(by: self)
  }

  /// The room kept on each side of the text column for an arrow, spinner or image.
  var textAccessoryWidth: CGFloat {
    self.parts.reduce(CGFloat(0)) { max($0, $1.textAccessoryWidth) }
  }

  var textAccessoryGap: CGFloat {
    for part in self.parts {
      if let gap = part.textAccessoryGap {
        return gap
      }
    }
    return RefreshMetrics.labelLeftInset
  }

  var textColumnWidth: CGFloat {
    TextColumn.width(in: self, accessory: self.textAccessoryWidth, gap: self.textAccessoryGap)
  }

  /// MJRefresh's `width / 2 - textWidth / 2 - labelLeftInset`, left to right; `nil` with no text.
  var accessoryEndBesideText: CGFloat? {
    // Not `Optional.map`: its main-actor closure checks the executor on every layout.
    guard let textWidth = self.textWidthBesideParts else {
      return nil
    }
    return self.frame.width * 0.5 - textWidth * 0.5 - self.textAccessoryGap
  }

  var accessoryCenter: CGPoint {
    CGPoint(
      x: self.accessoryEndBesideText ?? self.frame.width * 0.5, y: self.frame.height * 0.5)
  }

  /// For models whose changes move the others, as MJRefresh lays out again on the next pass.
  func placeSubviews<Value>(whenever storage: Observable<Value>) {
    // Unowned: the token lives in the component and ends the observation when it goes.
    self.observations.layout.append(storage.observe { [unowned self] _ in self.placeSubviews() })
  }

  /// Run when made (as MJRefresh sets its first idle state) and when detached (nothing half-way).
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
