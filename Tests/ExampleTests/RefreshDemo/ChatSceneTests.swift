import Foundation
import RefreshKit
import TestSupport
import Testing

@testable import RefreshDemo

@MainActor
@Suite(.idleClocks) struct ChatSceneTests {
  private func makeScene() -> (ChatScene, ManualAnimationClock) {
    let clock = ManualAnimationClock()
    return (ChatScene(clock: clock, viewportHeight: 240), clock)
  }

  @Test func itOpensOnTheLatestPageAtTheBottom() {
    let (scene, _) = makeScene()
    #expect(scene.messages.map(\.number) == Array(49...60))
    #expect(scene.scroll.contentOffset.y == scene.bottomOffset)
    #expect(scene.loader.state == .idle)
  }

  @Test func aPageInsertedWhileTheUserDragsLeavesTheMessageOnItsLine() {
    let (scene, clock) = makeScene()
    scene.drag(by: 400)  // near the top: the loader asks for the page
    #expect(scene.loader.state == .refreshing)
    let before = scene.line(ofMessage: 49)
    clock.advance(by: ChatScene.latency)
    #expect(scene.messages.count == 24)
    #expect(before != nil)
    #expect(scene.line(ofMessage: 49) == before)
    scene.release()
    clock.run()
  }

  @Test func aNewMessageIsFollowedAtTheBottomAndWaitsBelowOtherwise() {
    let (scene, clock) = makeScene()
    scene.receiveNewMessage()
    clock.run()
    #expect(scene.scroll.contentOffset.y == scene.bottomOffset)
    scene.drag(by: 100)
    scene.release(velocity: 0)
    clock.run()
    let reading = scene.scroll.contentOffset.y
    scene.receiveNewMessage()
    clock.run()
    #expect(scene.scroll.contentOffset.y == reading)
    #expect(scene.lastEvent == "new message #62 below; unread")
  }

  @Test func theChatKeysDriveTheScene() {
    let (scene, clock) = makeScene()
    scene.handle(.newMessage, step: 16)
    #expect(scene.messages.last?.number == 61)
    scene.handle(.pullDownHalfScreen, step: 16)
    scene.handle(.release, step: 16)
    #expect(scene.scroll.isDecelerating)
    clock.run()
    scene.handle(.jumpToBottom, step: 16)
    clock.run()
    #expect(scene.scroll.contentOffset.y == scene.bottomOffset)
  }
}
