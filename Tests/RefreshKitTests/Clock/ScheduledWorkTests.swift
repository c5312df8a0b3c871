import RefreshKit
import TestSupport
import Testing

@MainActor
@Suite(.idleClocks) struct ScheduledWorkTests {
  @Test func firingRunsTheActionExactlyOnce() {
    var runs = 0
    let work = ScheduledWork(deadline: 1) { runs += 1 }
    #expect(work.isPending)
    work.fire()
    work.fire()
    #expect(runs == 1)
    #expect(work.hasFired)
    #expect(!work.isPending)
    #expect(!work.isCancelled)
  }

  @Test func cancellingPreventsTheActionAndCallsOnCancelOnce() {
    var runs = 0
    var cancels = 0
    let work = ScheduledWork(deadline: 1, action: { runs += 1 }, onCancel: { cancels += 1 })
    work.cancel()
    work.cancel()
    work.fire()
    #expect(runs == 0)
    #expect(cancels == 1)
    #expect(work.isCancelled)
    #expect(!work.hasFired)
  }

  @Test func cancellingAfterFiringDoesNothing() {
    var cancels = 0
    let work = ScheduledWork(deadline: 0, action: {}, onCancel: { cancels += 1 })
    work.fire()
    work.cancel()
    #expect(cancels == 0)
    #expect(!work.isCancelled)
  }

  @Test func anActionThatCancelsItsOwnWorkHasAlreadyFired() {
    var work: ScheduledWork?
    work = ScheduledWork(deadline: 0) { work?.cancel() }
    work?.fire()
    #expect(work?.hasFired == true)
  }
}
