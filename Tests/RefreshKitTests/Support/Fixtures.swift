import Foundation
import RefreshKit
import TestSupport
import Testing

/// A scroll model on a manual clock: a 375 × 600 frame over content 1000 points tall, unless the
/// test says otherwise.
@MainActor
func makeScrollModel(
  width: CGFloat = 375, height: CGFloat = 600, contentHeight: CGFloat = 1000,
  contentWidth: CGFloat? = nil
) -> (ScrollModel, ManualAnimationClock) {
  let clock = makeClock()
  let scroll = ScrollModel(
    frame: CGRect(x: 0, y: 0, width: width, height: height),
    contentSize: CGSize(width: contentWidth ?? width, height: contentHeight),
    clock: clock)
  return (scroll, clock)
}

/// Records every value a key path of a scroll model takes, starting with the current one.
@MainActor
final class Recorder<Value> {
  private(set) var values: [Value] = []
  private var token: ObservationToken?

  init(_ scroll: ScrollModel, _ keyPath: KeyPath<ScrollModel, Value>) {
    self.token = scroll.observe(keyPath, options: [.initial]) { [weak self] _, change in
      self?.values.append(change.newValue)
    }
  }
}

/// An attachment that logs what happens to it, for ledger and slot tests.
@MainActor
final class LoggingAttachment: ScrollModelAttachment {
  let name: String
  private(set) weak var attachedScrollModel: ScrollModel?
  private(set) var share: InsetShare?
  private let log: (String) -> Void

  init(_ name: String, log: @escaping (String) -> Void = { _ in }) {
    self.name = name
    self.log = log
  }

  func didAttach(to scrollModel: ScrollModel, share: InsetShare) {
    self.attachedScrollModel = scrollModel
    self.share = share
    self.log("\(self.name) attached")
  }

  func didDetach(from scrollModel: ScrollModel) {
    self.attachedScrollModel = nil
    self.share = nil
    self.log("\(self.name) detached")
  }
}

/// A shop page's scroll models on one manual clock: the outer model 375 × 600 over 800 points (a
/// 200-point header, a 44-point tab bar and a list), and three lists 556 tall over 2,000 points.
@MainActor
func makeShopModels() -> (outer: ScrollModel, lists: [ScrollModel], clock: ManualAnimationClock) {
  let clock = makeClock()
  let outer = ScrollModel(
    frame: CGRect(x: 0, y: 0, width: 375, height: 600),
    contentSize: CGSize(width: 375, height: 800), clock: clock)
  let lists = (0..<3).map { _ in
    ScrollModel(
      frame: CGRect(x: 0, y: 244, width: 375, height: 556),
      contentSize: CGSize(width: 375, height: 2000), clock: clock)
  }
  return (outer, lists, clock)
}
