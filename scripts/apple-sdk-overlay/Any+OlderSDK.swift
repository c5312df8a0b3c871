// Type-check only: scripts/apple-sdk-typecheck.sh adds this file to every module it checks, and
// nothing of it reaches the product. It declares the standard-library API that the Swift 6.2
// toolchain (Xcode 26) makes usable at every deployment floor, by back-deployment or by emitting
// it into the client, and that the interfaces of an SDK older than the API lack. Each entry says
// which SDKs lack it; each is compiled only when the SDK's standard library is older than the
// release that brought it (the script defines TYPECHECK_SDK_SWIFT_BEFORE_x_y from the SDK's
// Swift.swiftinterface `-user-module-version`, 5.8.0.117.59 in the iOS 16.5 SDK).

#if TYPECHECK_SDK_SWIFT_BEFORE_6_0
extension Sequence {
  /// SE-0220, Swift 6.0, `@_alwaysEmitIntoClient`: lacking in SDKs before Xcode 16 (iOS 17,
  /// macOS 14 and older).
  func count(where predicate: (Element) throws -> Bool) rethrows -> Int {
    var count = 0
    for element in self where try predicate(element) {
      count += 1
    }
    return count
  }
}
#endif

#if TYPECHECK_SDK_SWIFT_BEFORE_6_0
extension MainActor {
  /// SE-0392, Swift 5.9: lacking in SDKs before Xcode 15 (iOS 16, macOS 13 and older).
  ///
  /// Available from iOS 17 and macOS 14 only in Xcode 15's (the iOS 17.0 SDK's
  /// _Concurrency.swiftinterface: `@available(macOS 14.0, iOS 17.0, watchOS 10.0, tvOS 17.0,
  /// *)`); Xcode 16 back-deploys it to iOS 13 and macOS 10.15. Declared here, in the module
  /// checked, it shadows the SDK's.
  static func assumeIsolated<T: Sendable>(
    _ operation: @MainActor () throws -> T, file: StaticString = #fileID, line: UInt = #line
  ) rethrows -> T {
    fatalError("type-check only")
  }
}
#endif
