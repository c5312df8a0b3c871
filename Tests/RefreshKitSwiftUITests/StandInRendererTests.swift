#if os(Linux)  // the stand-in exists on Linux only
import Foundation
import SwiftUIStandIn
import Testing

/// The two SwiftUI rules the stand-in renderer added for the overlay, each of which a binding
/// that ignores it would break on a device: a clip keeps the view's layout frame, and a view
/// whose properties did not change is not evaluated again.
@MainActor
@Suite struct StandInRendererTests {
  /// Two labels placed by offsets in a top-leading stack, as the binding's overlay places the
  /// components.
  struct Placed: View {
    var body: some View {
      ZStack(alignment: .topLeading) {
        Text(verbatim: "near").frame(width: 100, height: 20).offset(x: 0, y: 10)
        Text(verbatim: "far").frame(width: 100, height: 20).offset(x: 0, y: 300)
      }
    }
  }

  func visible(_ renderer: StandInRenderer) -> [String] {
    renderer.leaves.filter(\.isVisible).map(\.value)
  }

  @Test("a clip keeps the view's layout frame: what an offset moved out of it is cut off")
  func aClipKeepsTheLayoutFrame() {
    let renderer = StandInRenderer()
    renderer.show(Placed().clipped())
    // The stack is as large as its largest view, 100 × 20, at its own corner.
    #expect(self.visible(renderer) == ["near"])
  }

  @Test("a frame that fills its proposal keeps all that it is proposed when clipped")
  func aFlexibleFrameKeepsItsProposal() {
    let renderer = StandInRenderer()
    renderer.show(
      Placed().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).clipped())
    #expect(self.visible(renderer) == ["near", "far"])
    renderer.scrollView.containerSize = CGSize(width: 390, height: 200)
    renderer.renderRoot(
      Placed().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).clipped())
    #expect(self.visible(renderer) == ["near"], "the far label is below a 200-point proposal")
  }

  /// A view that shows a counter's value, read from an object SwiftUI does not observe.
  final class Counter {
    var value = 0
  }

  struct Shows: View {
    let counter: Counter
    var revision = 0
    var body: some View {
      Text(verbatim: "\(self.counter.value)")
    }
  }

  @Test("a view whose properties are unchanged is not evaluated again, a changed one is")
  func unchangedViewsAreNotEvaluated() {
    let renderer = StandInRenderer()
    let counter = Counter()
    renderer.show(Shows(counter: counter))
    counter.value = 1
    renderer.renderRoot(Shows(counter: counter))
    #expect(renderer.leaves.map(\.value) == ["0"], "the same object: the body is not evaluated")
    #expect(renderer.skippedBodies == 1)
    renderer.renderRoot(Shows(counter: counter, revision: 1))
    #expect(renderer.leaves.map(\.value) == ["1"], "a changed property: the body is evaluated")
    renderer.rootEnvironment = EnvironmentValues()
    counter.value = 2
    renderer.updateNow()
    #expect(renderer.leaves.map(\.value) == ["2"], "a new environment: the body is evaluated")
  }

  /// Shows the date its timeline draws with.
  struct Stamp<Schedule: TimelineSchedule>: View {
    let schedule: Schedule
    var revision = 0
    var body: some View {
      TimelineView(self.schedule) { context in
        Text(verbatim: "\(context.date.timeIntervalSinceReferenceDate)")
      }
    }
  }

  @Test("a paused or waiting timeline keeps its date through its parent's updates")
  func parentUpdatesDoNotTickTimelines() {
    let renderer = StandInRenderer()
    let start = renderer.date.timeIntervalSinceReferenceDate
    renderer.show(Stamp(schedule: .animation(paused: true)))
    renderer.run(frames: 3)
    renderer.renderRoot(Stamp(schedule: .animation(paused: true), revision: 1))
    #expect(renderer.leaves.map(\.value) == ["\(start)"])
    let later = renderer.date.addingTimeInterval(1)
    renderer.renderRoot(Stamp(schedule: .explicit([later]), revision: 2))
    #expect(renderer.leaves.map(\.value) == ["\(start)"], "its date has not come")
    renderer.run(for: 1.1)
    #expect(renderer.leaves.map(\.value) == ["\(later.timeIntervalSinceReferenceDate)"])
  }
}
#endif
