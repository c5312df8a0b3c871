import Foundation
import RefreshKit
import TestSupport
import Testing

/// Dynamic Type: labels at the user's text size, by Apple's sizes for their text style, and
/// components that grow so that nothing is cut off, their thresholds following (MJRefresh's
/// bold 14 points never change; SVPullToRefresh #18 truncates).
@MainActor
@Suite(.idleClocks) struct DynamicTypeTests {
  /// Every label of `component` shows its text whole: inside the component, and as tall as the
  /// text wrapped in its width (as wide, on one line).
  func expectNothingCutOff(
    _ component: any StateTitled, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var labels = [component.stateLabel]
    if let header = component as? StateHeader {
      labels.append(header.lastUpdatedTimeLabel)
    }
    let bounds = CGRect(origin: .zero, size: component.frame.size).insetBy(dx: -0.5, dy: -0.5)
    for label in labels where !label.isHidden {
      let frame = label.frame
      #expect(bounds.contains(frame), "\(frame) in \(bounds)", sourceLocation: sourceLocation)
      if label.numberOfLines == 1 {
        #expect(label.textWidth <= frame.width + 0.5, sourceLocation: sourceLocation)
        #expect(label.lineHeight <= frame.height + 0.5, sourceLocation: sourceLocation)
      } else {
        let lines = label.lineCount(of: label.text, in: frame.width)
        #expect(
          CGFloat(lines) * label.lineHeight <= frame.height + 0.5,
          "\(label.text ?? ""): \(lines) lines in \(frame)", sourceLocation: sourceLocation)
      }
    }
  }

  @Test("labels take the size of their text style at the user's text size")
  func labelsScaleByTheirTextStyle() {
    let config = makeConfig()
    let header = NormalHeader(config: config)
    #expect(header.stateLabel.scaledFontSize == 14, "MJRefresh's size at the default")
    config.contentSizeCategory = .accessibilityExtraExtraExtraLarge
    let (scroll, clock) = makeScrollModel()
    scroll.header = header
    let subheadlineAtAX5: CGFloat = 14 * 49 / 15
    #expect(header.stateLabel.scaledFontSize == subheadlineAtAX5)
    #expect(header.lastUpdatedTimeLabel.scaledFontSize == subheadlineAtAX5)
    config.contentSizeCategory = .extraSmall
    #expect(abs(header.stateLabel.scaledFontSize - 14 * 12 / 15) < 1e-9)
    #expect(header.height == 54, "smaller text keeps MJRefresh's height")
    clock.run()
  }

  @Test(
    "at every text size, in English, Russian and Chinese, no built-in component cuts its text",
    arguments: EdgeComponent.allCases, RefreshContentSizeCategory.allCases)
  func nothingIsCutOff(_ kind: EdgeComponent, _ category: RefreshContentSizeCategory) {
    for language in ["en", "ru", "zh-Hans"] {
      let (component, _, clock) = kind.attached()
      component.config.languageCode = language
      component.config.contentSizeCategory = category
      self.expectNothingCutOff(component)
      for state in [RefreshState.refreshing, .idle] {
        if state == .refreshing {
          component.beginRefreshing()
        } else {
          component.endRefreshing()
        }
        clock.run()
        self.expectNothingCutOff(component)
      }
    }
  }

  @Test("at the largest accessibility size the header grows, and its trigger with it")
  func theTriggerFollowsTheHeight() {
    let config = makeConfig()
    config.contentSizeCategory = .accessibilityExtraExtraExtraLarge
    let header = NormalHeader(config: config)
    let (scroll, clock) = attach(header, top: 0)
    let height = header.height
    #expect(height > 150, "two labels of 46 points, wrapped: \(height)")
    #expect(header.frame.minY == -height)
    scroll.beginDragging()
    drag(scroll, from: 0, to: -(height - 5))
    #expect(header.state == .idle, "54 points is no longer the trigger")
    drag(scroll, from: -(height - 5), to: -(height + 5))
    #expect(header.state == .pulling)
    scroll.endDragging()
    clock.run()
    #expect(header.state == .refreshing)
    #expect(scroll.adjustedContentInset.top == height, "it holds its whole height")
    #expect(header.height == height, "the same height in every state")
    header.endRefreshing()
    clock.run()
    #expect(header.height == height)
  }

  @Test("back at the default size, MJRefresh's 54 points and half-height labels")
  func backToTheDefault() {
    let config = makeConfig()
    let header = NormalHeader(config: config)
    let (scroll, clock) = attach(header, top: 0)
    config.contentSizeCategory = .accessibilityMedium
    #expect(header.height > 54)
    #expect(header.stateLabel.numberOfLines == 0)
    config.contentSizeCategory = .large
    #expect(header.height == 54)
    #expect(header.stateLabel.frame == CGRect(x: 0, y: 0, width: 375, height: 27))
    #expect(header.lastUpdatedTimeLabel.frame == CGRect(x: 0, y: 27, width: 375, height: 27))
    #expect(header.stateLabel.numberOfLines == 1)
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test("a height the app set is kept at the default size, grown above it, and comes back")
  func anAppsHeightComesBack() {
    let config = makeConfig()
    let footer = AutoNormalFooter(config: config)
    footer.height = 70
    let (scroll, clock) = attachFooter(footer)
    config.contentSizeCategory = .extraLarge
    #expect(footer.height == 70, "a 17-point line fits 70 points")
    config.contentSizeCategory = .accessibilityExtraExtraExtraLarge
    #expect(footer.height > 70)
    config.contentSizeCategory = .large
    #expect(footer.height == 70)
    clock.run()
    withExtendedLifetime(scroll) {}
  }

  @Test("the text size changing mid-refresh: the header holds its new height")
  func aSizeChangeMidRefresh() {
    let config = makeConfig()
    let header = NormalHeader(config: config)
    let (scroll, clock) = attach(header, top: 0)
    header.beginRefreshing()
    clock.run()
    config.contentSizeCategory = .accessibilityLarge
    clock.run()
    let height = header.height
    #expect(height > 54)
    #expect(scroll.adjustedContentInset.top == height, "the share follows the height")
    #expect(scroll.contentOffset.y == -height, "in view whole")
    header.endRefreshing()
    clock.run()
    #expect(scroll.adjustedContentInset.top == 0)
  }
}
