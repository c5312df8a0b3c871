#if os(Linux)  // the face against the stand-in
import Foundation
import RefreshKitObjC
import TestSupport
import Testing
import UIKitStandIn

/// `stateLabel` and `lastUpdatedTimeLabel` are `UILabel`s whose font, colour, text and
/// visibility are the engine label's, which the binding draws.
@MainActor
@Suite(.idleClocks, .serialized) struct RKRefreshLabelTests {
  @Test func aFontSetOnTheLabelIsTheEngineLabelsOfTheSameSizeAndWeight() throws {
    let header = RKRefreshNormalHeader(frame: .zero)
    let engine = try header.engine(StateHeader.self)
    header.stateLabel.font = .systemFont(ofSize: 15)
    #expect(engine.stateLabel.font == RefreshFont(size: 15, weight: .regular))
    header.lastUpdatedTimeLabel.font = .boldSystemFont(ofSize: 16)
    #expect(engine.lastUpdatedTimeLabel.font == RefreshFont(size: 16, weight: .bold))
    header.stateLabel.font = UIFont(name: "Avenir Next", size: 13)
    #expect(
      engine.stateLabel.font == RefreshFont(size: 13, weight: .regular, family: "Avenir Next"))
    let size: CGFloat = 13
    #expect(header.stateLabel.font.pointSize == size)
  }

  @Test func aColourSetOnTheLabelColoursTheEngineLabel() throws {
    let footer = RKRefreshAutoNormalFooter(frame: .zero)
    footer.stateLabel.textColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    #expect(try footer.engine(AutoStateFooter.self).stateLabel.textColor == .blue)
    footer.stateLabel.textColor = nil
    #expect(try footer.engine(AutoStateFooter.self).stateLabel.textColor == .text)
  }

  @Test func aColourWithoutComponentsIsRefusedAndReported() throws {
    let footer = RKRefreshAutoNormalFooter(frame: .zero)
    footer.stateLabel.textColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    let image = UIImage(systemName: "arrow.down")
    let (_, diagnostics) = Diagnostics.collect {
      footer.stateLabel.textColor = image.map { UIColor(patternImage: $0) }
    }
    #expect(try footer.engine(AutoStateFooter.self).stateLabel.textColor == .red, "kept")
    #expect(diagnostics.map(\.subject) == ["RKRefreshLabel.textColor"])
  }

  @Test func hidingTheTimeLabelHidesTheEngineOnesAndTheStateTitleTakesItsRoom() throws {
    let (window, table) = makeObjCTable()
    let header = RKRefreshNormalHeader.header {}
    table.rkHeader = header
    let engine = try header.engine(StateHeader.self)
    let before = engine.stateLabel.frame
    header.lastUpdatedTimeLabel.isHidden = true
    #expect(engine.lastUpdatedTimeLabel.isHidden)
    #expect(header.lastUpdatedTimeLabel.isHidden)
    #expect(engine.stateLabel.frame.height > before.height, "the whole height, as MJRefresh's")
    withExtendedLifetime(window) {}
  }

  @Test func theLabelsTextIsTheEngineLabels() throws {
    let header = RKRefreshNormalHeader(frame: .zero)
    header.setTitle("Pull", forState: .idle)
    #expect(header.stateLabel.text == "Pull")
    header.stateLabel.text = "Now"
    #expect(try header.engine(StateHeader.self).stateLabel.text == "Now")
  }
}
#endif
