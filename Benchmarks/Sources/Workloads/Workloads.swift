import Foundation
import OpenCombine
import RefreshKit

/// Every workload, by group: the floor, observation (RefreshKit beside OpenCombine and
/// NotificationCenter), the scroll model with components attached, a chat's loading, and how the
/// cost scales.
public enum Workloads {
  /// All of them, in the order `docs/performance.md` lists them.
  @MainActor public static let all: [Workload] =
    floor + observation + scrolling + chat + scaling

  /// The one with `name`.
  @MainActor public static func named(_ name: String) -> Workload? {
    all.first { $0.name == name }
  }

  // MARK: - The floor

  /// One indirect call of an opaque closure taken from an array: the least any observation can
  /// cost.
  @MainActor static let floor = [
    Workload("floor/closure-call", "call one closure taken from an array") {
      let closures = Opaque.closures(1)
      return { range in
        for i in range {
          closures[0](i)
        }
      }
    }
  ]

  // MARK: - Observation

  @MainActor static let observation: [Workload] =
    [0, 1, 16].map { count in
      Workload(
        "observable-set/\(count)",
        "set an Observable<Int> to a new value with \(count) observer\(count == 1 ? "" : "s")"
      ) {
        let box = Observable(0)
        let sink = Sink.shared
        let tokens = (0..<count).map { _ in box.observe { sink.take($0.newValue) } }
        return { range in
          for i in range {
            box.value = i
          }
          withExtendedLifetime(tokens) {}
        }
      }
    } + [
      Workload(
        "observable-set-same/1", "set an Observable<Int> to the value it has, with one observer"
      ) {
        let box = Observable(7)
        let sink = Sink.shared
        let token = box.observe { sink.take($0.newValue) }
        return { range in
          for _ in range {
            box.value = 7
          }
          withExtendedLifetime(token) {}
        }
      },
      Workload(
        "opencombine-send/1", "send an Int through OpenCombine's CurrentValueSubject to one sink"
      ) {
        let subject = CurrentValueSubject<Int, Never>(0)
        let sink = Sink.shared
        let cancellable = subject.sink { sink.take($0) }
        return { range in
          for i in range {
            subject.send(i)
          }
          withExtendedLifetime(cancellable) {}
        }
      },
      Workload(
        "notificationcenter-post/1", "post a notification with an Int to one block observer"
      ) {
        let center = NotificationCenter()
        let name = Notification.Name("RefreshKitBenchmark")
        let sink = Sink.shared
        let observer = center.addObserver(forName: name, object: nil, queue: nil) { note in
          sink.take(note.userInfo?["value"] as? Int ?? 0)
        }
        return { range in
          for i in range {
            center.post(name: name, object: nil, userInfo: ["value": i])
          }
          withExtendedLifetime(observer) {}
        }
      },
    ]

  // MARK: - The scroll model

  @MainActor static let scrolling: [Workload] = [
    Workload(
      "scroll/offset-idle",
      "one contentOffset change with a NormalHeader and an AutoNormalFooter attached, both out "
        + "of view"
    ) {
      let scene = Scene(header: true, footer: true)
      return { range in scene.scrollOutOfView(range, from: 1000) }
    },
    Workload(
      "scroll/drag-idle",
      "one drag frame far from both edges, with a NormalHeader and an AutoNormalFooter out of view"
    ) {
      let scene = Scene(header: true, footer: true)
      scene.scroll.contentOffset.y = 1000
      scene.scroll.beginDragging()
      return { range in
        for i in range {
          scene.scroll.drag(translationY: -CGFloat(i % 100))
        }
      }
    },
    Workload(
      "nested/drag-idle",
      "one drag frame over a shop page's lists (three tabs, the shared header on the outer model, "
        + "a footer each), the page header scrolled away: the coordinator moves the list showing"
    ) {
      let scene = NestedScene()
      return { range in scene.dragTheList(range) }
    },
    Workload(
      "scroll/drag-pull",
      "one drag frame pulling the header between 10 and 50 points: pullingPercent and alpha change"
    ) {
      let scene = Scene(header: true, footer: true)
      scene.scroll.beginDragging()
      return { range in
        for i in range {
          scene.scroll.drag(toOffsetY: -10 - CGFloat(i % 41))
        }
      }
    },
    Workload(
      "scroll/drag-crossing",
      "one drag frame across the trigger and back: state, title and arrow change every frame"
    ) {
      let scene = Scene(header: true, footer: true)
      scene.scroll.beginDragging()
      return { range in
        for i in range {
          scene.scroll.drag(toOffsetY: i % 2 == 0 ? -40 : -70)
          scene.clock.advance(by: 1.0 / 60)
        }
      }
    },
    Workload(
      "clock/animation-frame",
      "one frame of a running animation of a CGFloat on the manual clock"
    ) {
      let clock = ManualAnimationClock()
      let sink = Sink.shared
      let start = {
        clock.animate(from: 0 as CGFloat, to: 100, duration: 60, curve: .easeInOut) {
          sink.take(Int($0))
        }
      }
      var animation = start()
      return { range in
        for _ in range {
          if !animation.isRunning {
            animation = start()
          }
          clock.advance(by: 1.0 / 60)
        }
      }
    },
    Workload(
      "scroll/refresh-cycle",
      "a whole pull to refresh: 60 drag frames, release, refreshing, end, settle"
    ) {
      let scene = Scene(header: true, footer: true)
      return { range in
        for _ in range {
          scene.pullToRefresh()
        }
      }
    },
  ]

  // MARK: - Chat loading

  /// A chat: a `LeadingNormalLoader` at the top, preloading by rows, and an `AutoNormalFooter`.
  @MainActor static func chatScene() -> Scene {
    let scene = Scene(header: false, footer: true)
    let loader = LeadingNormalLoader()
    loader.itemTriggerDistance = 3
    scene.scroll.leadingLoader = loader
    scene.scroll.visibleItems = VisibleItems(range: 40..<52, count: 400)
    return scene
  }

  @MainActor static let chat: [Workload] = [
    Workload(
      "chat/offset-idle",
      "one contentOffset change with a leading loader preloading by rows and an AutoNormalFooter, "
        + "both out of view"
    ) {
      let scene = chatScene()
      return { range in scene.scrollOutOfView(range, from: 1000) }
    },
    Workload(
      "chat/insert-at-start",
      "one insertContentAtStart of 480 points (or its removal) while the content decelerates, "
        + "with the loader and the footer attached"
    ) {
      let scene = chatScene()
      scene.scroll.contentOffset.y = 5000
      scene.scroll.beginDragging()
      scene.scroll.drag(translationY: 10)
      scene.scroll.endDragging(velocity: CGPoint(x: 0, y: 2000))
      return { range in
        for i in range {
          scene.scroll.insertContentAtStart(i % 2 == 0 ? 480 : -480)
        }
      }
    },
  ]

  // MARK: - Scaling

  @MainActor static let scaling: [Workload] =
    [
      ("1", Scene(header: true, footer: false, trailer: false)),
      ("2", Scene(header: true, footer: true, trailer: false)),
      ("3", Scene(header: true, footer: true, trailer: true)),
    ].map { count, prototype in
      Workload(
        "scaling/components-\(count)",
        "one contentOffset change, out of view, with \(count) component\(count == "1" ? "" : "s")"
      ) {
        let scene = Scene(
          header: prototype.hasHeader, footer: prototype.hasFooter, trailer: prototype.hasTrailer)
        return { range in scene.scrollOutOfView(range, from: 1000) }
      }
    }
    + [1000.0, 1_000_000.0].map { height in
      Workload(
        "scaling/content-\(Int(height))",
        "one contentOffset change, out of view, over content \(Int(height)) points tall"
      ) {
        let scene = Scene(header: true, footer: true, contentHeight: height)
        return { range in scene.scrollOutOfView(range, from: 200) }
      }
    }
    + [4, 64].map { count in
      Workload(
        "scaling/offset-observers-\(count)",
        "one contentOffset change, out of view, with two components and \(count) more observers"
      ) {
        let scene = Scene(header: true, footer: true)
        let sink = Sink.shared
        let tokens = (0..<count).map { _ in
          scene.scroll.observe(\.contentOffset) { _, change in
            sink.take(Int(change.newValue.y))
          }
        }
        return { range in
          scene.scrollOutOfView(range, from: 1000)
          withExtendedLifetime(tokens) {}
        }
      }
    }
}
