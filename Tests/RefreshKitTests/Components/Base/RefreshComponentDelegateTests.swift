import Foundation
import RefreshKit
import TestSupport
import Testing

@MainActor
private final class MinimalDelegate: RefreshComponentDelegate {
  func refreshComponentDidTriggerRefresh(_ component: RefreshComponent) {}
}

@MainActor
@Suite(.idleClocks) struct RefreshComponentDelegateTests {
  @Test func aDelegateThatOnlyHandlesTheTriggerIsNeverLoadingAndHasNoDate() {
    let delegate = MinimalDelegate()
    let header = RefreshHeader()
    #expect(!delegate.refreshComponentIsLoading(header))
    #expect(delegate.refreshComponentLastUpdated(header) == nil)
  }
}
