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

#if TYPECHECK_SDK_SWIFT_BEFORE_5_9
extension MainActor {
  /// SE-0392, Swift 5.9, back-deployed to iOS 13 and macOS 10.15: lacking in SDKs before
  /// Xcode 15 (iOS 16, macOS 13 and older).
  static func assumeIsolated<T: Sendable>(
    _ operation: @MainActor () throws -> T, file: StaticString = #fileID, line: UInt = #line
  ) rethrows -> T {
    fatalError("type-check only")
  }
}
#endif
