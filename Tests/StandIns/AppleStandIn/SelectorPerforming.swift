// Objective-C's message sending by selector, which Linux has no runtime for: an object that
// knows its selectors answers them (stand-in only).
#if os(Linux)  // a stand-in for Apple platforms, where the real runtime is used
public import Foundation

/// An object that answers the selectors it knows, as the Objective-C runtime finds a method by
/// its name (stand-in only): a test's target of a target-action pair.
@MainActor
public protocol StandInSelectorPerforming: AnyObject {
  /// Whether the object has a method named `selector`.
  func standInResponds(to selector: Selector) -> Bool
  /// Runs the method named `selector` with `object`.
  func standInPerform(_ selector: Selector, with object: Any?)
}

extension NSObject {
  // objc/NSObject.h (NSObject protocol): - (id)performSelector:(SEL)aSelector withObject:(id)object;
  /// Sends `aSelector` to the object with `object` as its argument.
  @MainActor
  @discardableResult
  public func perform(_ aSelector: Selector, with object: Any?) -> Unmanaged<AnyObject>? {
    (self as? any StandInSelectorPerforming)?.standInPerform(aSelector, with: object)
    return nil
  }

  // objc/NSObject.h (NSObject protocol): - (BOOL)respondsToSelector:(SEL)aSelector;
  /// Whether the object answers `aSelector`: a stand-in target says so for the selectors it
  /// knows.
  @MainActor
  public func responds(to aSelector: Selector) -> Bool {
    (self as? any StandInSelectorPerforming)?.standInResponds(to: aSelector) ?? false
  }
}
#endif
