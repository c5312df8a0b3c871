#if os(Linux)  // the binding against the stand-ins
import Foundation
import RefreshKitSwiftUI
import RefreshKitUIKit
import SwiftUIStandIn
import TestSupport
import Testing
import UIKitStandIn

/// How the modifiers find the scroll view behind their view, through the public modifiers on
/// the stand-in's hierarchies: never a parent's, a sibling's or a row's, in a navigation view,
/// a tab, a sheet, after SwiftUI makes the list again, and saying so when there is none.
@MainActor
@Suite(.idleClocks, .serialized) struct HostedScrollViewAttachmentTests {
  /// A UIKit text view in SwiftUI, as `TextEditor` is.
  struct TextViewRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> UITextView {
      UITextView(frame: .zero)
    }
    func updateUIView(_ textView: UITextView, context: Context) {}
  }

  @Test("a carousel with a trailer in a list's row and the list's header each find their own")
  func nestedScrollViewsEachFindTheirOwn() async throws {
    let screen = HostedScreen(.iOS16)
    await screen.show(
      List {
        Text("Top stories")
        ScrollView(.horizontal) {
          LazyHStack {
            ForEach(0..<8, id: \.self) { card in Text("Card \(card)") }
          }
        }
        .refreshTrailer {}
        ForEach(0..<20, id: \.self) { row in Text("Row \(row)") }
      }
      .refreshHeader {})
    let list = try #require(screen.scrollViews.first as? UICollectionView)
    let carousel = try #require(screen.scrollViews.last as? StandInHostedScrollView)
    #expect(screen.scrollViews.count == 2)
    #expect(list.refreshHost?.model.header is NormalHeader)
    #expect(list.refreshHost?.model.trailer == nil, "the row's trailer is not the list's")
    #expect(carousel.refreshHost?.model.trailer is NormalTrailer)
    #expect(carousel.refreshHost?.model.header == nil, "the list's header is not the row's")
  }

  @Test("two lists side by side each take their own header, never the sibling's")
  func siblingListsEachTakeTheirOwn() async throws {
    let screen = HostedScreen(.iOS15)
    var first = 0
    var second = 0
    await screen.show(
      VStack {
        List(0..<20, id: \.self) { row in Text("A\(row)") }.refreshHeader { first += 1 }
        List(0..<20, id: \.self) { row in Text("B\(row)") }.refreshHeader { second += 1 }
      })
    #expect(screen.scrollViews.count == 2)
    let (top, bottom) = (screen.scrollViews[0], screen.scrollViews[1])
    let height: CGFloat = 422
    #expect(top.frame.height == height && bottom.frame.minY == height)
    #expect(top.refreshHost?.model.header != nil)
    #expect(bottom.refreshHost?.model.header != nil)
    #expect(top.refreshHost?.model.header !== bottom.refreshHost?.model.header)
    screen.pull(bottom)
    await screen.run { second == 1 && bottom.refresh.header?.state == .idle }
    #expect((first, second) == (0, 1))
  }

  @Test("a list inside a parent scroll view takes the header, never the parent")
  func aParentScrollViewIsNeverTaken() async throws {
    let screen = HostedScreen(.iOS17)
    await screen.show(
      ScrollView {
        VStack {
          Text("Banner")
          List(0..<10, id: \.self) { row in Text("Row \(row)") }
            .frame(height: 300)
            .refreshHeader {}
        }
      })
    let parent = try #require(screen.scrollViews.first as? StandInHostedScrollView)
    let list = try #require(screen.scrollViews.last as? UICollectionView)
    #expect(list.refreshHost?.model.header != nil)
    #expect(parent.refreshHost == nil)
  }

  @Test("a text view between the markers and over the anchor is passed by")
  func aTextViewIsPassedBy() async throws {
    let screen = HostedScreen(.iOS16)
    await screen.show(
      List(0..<10, id: \.self) { row in Text("Row \(row)") }
        .background { TextViewRepresentable() }
        .refreshHeader {})
    let list = try #require(screen.scrollViews.first)
    let textView = try #require(
      screen.hosting.representableViews.compactMap { $0 as? UITextView }.first)
    #expect(textView.frame.contains(CGPoint(x: 195, y: 422)), "it covers the anchor")
    #expect(textView.refreshHost == nil)
    #expect(list.refreshHost?.model.header != nil)
  }

  @Test("in a navigation view with a search field, the list refreshes under its large title")
  func aListUnderALargeTitleAndASearchField() async throws {
    let screen = HostedScreen(.iOS15)
    let model = FeedModel()
    await screen.show(
      NavigationView {
        List(model.items) { item in Text(item.title) }
          .refreshHeader { await model.reload() }
          .navigationTitle("Feed")
          .searchable(text: .constant(""))
      })
    let list = try #require(screen.scrollViews.first)
    #expect(list.refreshHost?.model.header != nil)
    screen.frames()
    let expanded: CGFloat = 140 + 52
    #expect(list.adjustedContentInset.top == expanded, "the bar, its title and search field")
    screen.pull(list)
    await screen.run { model.reloads == 1 && list.refresh.header?.state == .idle }
    screen.settle(list)
    #expect(model.reloads == 1)
    #expect(list.adjustedContentInset.top == expanded, "the bar's space only, once it ended")
    #expect(list.contentOffset.y == -expanded)
  }

  @Test("a list on a tab that does not show attaches when its tab is selected")
  func aListOnAnotherTab() async throws {
    let screen = HostedScreen(.iOS16)
    var selection = 0
    let tabs = {
      TabView(selection: Binding(get: { selection }, set: { selection = $0 })) {
        List(0..<5, id: \.self) { row in Text("Home \(row)") }.refreshHeader {}.tag(0)
        List(0..<5, id: \.self) { row in Text("Inbox \(row)") }.refreshHeader {}.tag(1)
      }
    }
    await screen.show(tabs())
    let (home, inbox) = (screen.scrollViews[0], screen.scrollViews[1])
    #expect(home.window != nil && inbox.window == nil)
    #expect(home.refreshHost?.model.header != nil)
    #expect(inbox.refreshHost == nil, "nothing to attach to out of the window")
    let bottom: CGFloat = 34 + 49
    #expect(home.adjustedContentInset.bottom == bottom, "the tab bar's space")

    selection = 1
    await screen.update(tabs())
    #expect(inbox.window != nil && home.window == nil)
    #expect(inbox.refreshHost?.model.header != nil)
    #expect(home.refreshHost?.model.isVisible == false, "home's refreshes wait for its tab")
  }

  @Test("a sheet's list takes its own header, the list under it keeps its own")
  func aSheetsListTakesItsOwn() async throws {
    let screen = HostedScreen(.iOS17)
    var presented = false
    var sheetReloads = 0
    let view = {
      List(0..<5, id: \.self) { row in Text("Row \(row)") }
        .refreshHeader {}
        .sheet(isPresented: Binding(get: { presented }, set: { presented = $0 })) {
          List(0..<5, id: \.self) { row in Text("Detail \(row)") }
            .refreshHeader { sheetReloads += 1 }
        }
    }
    await screen.show(view())
    presented = true
    await screen.update(view())
    #expect(screen.scrollViews.count == 2)
    let (under, sheet) = (screen.scrollViews[0], screen.scrollViews[1])
    #expect(sheet.frame.minY == 0 && sheet.superview?.frame.minY == 50)
    #expect(under.refreshHost?.model.header != nil)
    #expect(sheet.refreshHost?.model.header != nil)
    #expect(under.refreshHost?.model.header !== sheet.refreshHost?.model.header)
    screen.pull(sheet)
    await screen.run { sheetReloads == 1 && sheet.refresh.header?.state == .idle }
    #expect(sheetReloads == 1)

    presented = false
    await screen.update(view())
    #expect(sheet.superview == nil, "the sheet's list is gone")
    #expect(sheet.refreshHost == nil, "and its header went with it")
  }

  @Test("a list made again mid-refresh takes the refresh along, which ends on the new list")
  func aListMadeAgainMidRefresh() async throws {
    let screen = HostedScreen(.iOS16)
    let gate = Gate()
    var generation = 0
    let reloads = Counter()
    let cancellations = Counter()
    let view = {
      List(0..<20, id: \.self) { row in Text("Row \(row)") }
        .id(generation)  // a new identity: SwiftUI makes a new collection view
        .refreshHeader {
          reloads.increment()
          await gate.wait()
          if Task.isCancelled {
            cancellations.increment()
          }
        }
    }
    await screen.show(view())
    let old = try #require(screen.scrollViews.first)
    let header = try #require(old.refreshHost?.model.header)
    screen.pull(old)
    await screen.run { reloads.value == 1 }
    #expect(header.state == .refreshing)
    let share: CGFloat = 54
    #expect(old.contentInset.top == share)

    generation = 1
    await screen.update(view())
    let new = try #require(screen.scrollViews.first)
    #expect(new !== old)
    #expect(old.superview == nil)
    #expect(new.refreshHost?.model.header === header, "the same header, moved")
    #expect(header.state == .refreshing, "its refresh goes on")
    #expect(new.contentInset.top == share, "holding its space on the new list")
    #expect(new.contentOffset.y == -(59 + share), "showing, the new list at its top")
    #expect(old.contentInset.top == 0, "the old list is left as it was found")
    #expect(old.refreshHost == nil)

    gate.open()
    await screen.run { header.state == .idle }
    screen.settle(new)
    #expect(reloads.value == 1, "one refresh, not a second one on the new list")
    #expect(cancellations.value == 0, "the app's reload was not cancelled")
    #expect(new.contentInset.top == 0)
    #expect(new.contentOffset.y == -59)
  }

  @Test("updates attach once, and the view's going detaches and leaves the list as found")
  func attachesOnceAndDetachesWhenTheViewGoes() async throws {
    let screen = HostedScreen(.iOS15)
    var shown = true
    let view = {
      Group {
        if shown {
          List(0..<20, id: \.self) { row in Text("Row \(row)") }
            .refreshHeader {}
            .loadMoreFooter {}
        } else {
          Text("Signed out")
        }
      }
    }
    await screen.show(view())
    let list = try #require(screen.scrollViews.first)
    let host = try #require(list.refreshHost)
    let header = try #require(host.model.header)
    for _ in 0..<5 {
      await screen.update(view())
    }
    #expect(list.refreshHost === host, "one host")
    #expect(host.model.header === header, "the header installed once")
    #expect(list.subviews.filter { $0 is RefreshHostView }.count == 1)
    #expect(header.transitions.isEmpty, "nothing happened to it")

    shown = false
    await screen.update(view())
    #expect(list.superview == nil)
    #expect(header.attachedScrollModel == nil, "detached as the view went")
    #expect(list.refreshHost == nil)
    #expect(list.contentInset == .zero, "the footer's share is given back")
  }

  @Test("on a release whose hierarchy has no scroll view, a diagnostic names it, once")
  func aFailedLookupSaysSoAndFallsBack() async throws {
    let log = DiagnosticLog()
    let model = FeedModel()
    try await log.record {
      let screen = HostedScreen(.unreadable)
      await screen.show(
        onDisplayTime(screen.renderer) {
          List(model.items) { item in Text(item.title) }
            .refreshHeader { await model.reload() }
        })
      #expect(screen.scrollViews.isEmpty)
      await screen.update(List(model.items) { item in Text(item.title) }.refreshHeader {})
    }
    let failures = log.all.filter { $0.message.hasPrefix("found no scroll view") }
    #expect(failures.count == 1, "\(log.messages)")
    let failure = try #require(failures.first)
    #expect(failure.subject.hasPrefix(".refreshHeader on List<"), "names the view")
    #expect(failure.message.contains(" on this system"), "names the release")
    #expect(failure.message.contains("fall back to SwiftUI's scroll geometry"))
    #expect(failure.kind == .unsupportedSetup)
  }

  @Test("a failed lookup falls back to the scroll geometry, which refreshes")
  func aFailedLookupFallsBackToTheGeometry() async throws {
    let screen = HostedScreen(.unreadable)
    let model = FeedModel()
    await onDisplayTime(screen.renderer) {
      await screen.show(
        List(model.items) { item in Text(item.title) }
          .refreshHeader { await model.reload() })
      await screen.nextTurns()
      let renderer = screen.renderer
      #expect(renderer.contentMargins[.top] == 0, "the geometry path's margins are on")
      for _ in 0..<24 {
        renderer.drag(by: 10)
        renderer.runFrame()
      }
      renderer.release()
      for _ in 0..<600 where model.reloads == 0 || renderer.contentMargins[.top] != 0 {
        await Task.yield()
        renderer.runFrame()
      }
      #expect(model.reloads == 1)
      for _ in 0..<300 where !renderer.timelinePaused.allSatisfy({ $0 }) {
        renderer.runFrame()
      }
    }
  }

  /// `.refreshable` around the modifiers, or inside them.
  nonisolated static let refreshablePlaces = ["outside", "inside"]

  @Test(
    "beside .refreshable the header is not attached, so one pull runs one refresh",
    arguments: Self.refreshablePlaces)
  func besideRefreshableTheHeaderStaysOff(place: String) async throws {
    let log = DiagnosticLog()
    let counts = try await log.record {
      let screen = HostedScreen(.iOS16)
      var ours = 0
      let theirs = Counter()
      let list = List(0..<30, id: \.self) { row in Text("Row \(row)") }
      if place == "outside" {
        await screen.show(
          list.refreshHeader { ours += 1 }.loadMoreFooter {}
            .refreshable { theirs.increment() })
      } else {
        await screen.show(
          list.refreshable { theirs.increment() }
            .refreshHeader { ours += 1 }.loadMoreFooter {})
      }
      let scrollView = try #require(screen.scrollViews.first)
      #expect(scrollView.refreshControl != nil, "SwiftUI's own")
      #expect(scrollView.refreshHost?.model.header == nil)
      #expect(scrollView.refreshHost?.model.footer != nil, "the footer still attaches")
      screen.pull(scrollView, by: 300)
      await screen.run { theirs.value == 1 }
      screen.settle(scrollView)
      return (ours, theirs.value)
    }
    #expect(counts == (0, 1))
    #expect(log.messages.filter { $0.contains(".refreshable owns the pull") }.count == 1)
  }

  /// A count an action of SwiftUI's (`@Sendable`) adds to.
  @MainActor
  final class Counter: Sendable {
    private(set) var value = 0
    func increment() {
      self.value += 1
    }
  }
}
#endif
