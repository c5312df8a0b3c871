/// The platform views of one kind of a component's parts (its labels, its arrows ...), kept one
/// per part of the plan and written only where the part changed.
///
/// ```swift
/// self.labels.update(to: plan.labels, from: old?.labels, make: self.makeLabel, remove: {
///   $0.removeFromSuperview()
/// }) { view, change in
///   change(\.frame) { view.frame = $0 }
///   change(\.text) { view.text = $0 }
/// }
/// ```
public struct PartViews<View: AnyObject> {
  /// The views, in the order of the parts.
  public private(set) var views: [View] = []

  /// No views yet.
  public init() {}

  /// Makes or removes views until there is one per part, then writes every part that differs
  /// from the one at its place in `old` (all of a view made now).
  ///
  /// - Parameters:
  ///   - parts: The parts now.
  ///   - old: The parts drawn before, or `nil` for none.
  ///   - make: Makes a view and puts it on the screen.
  ///   - remove: Takes a view off the screen.
  ///   - write: Writes what changed of a part into its view.
  public mutating func update<Part: Equatable>(
    to parts: [Part], from old: [Part]?, make: () -> View, remove: (View) -> Void,
    write: (View, PartChange<Part>) -> Void
  ) {
    let kept = min(self.views.count, old?.count ?? 0)
    while self.views.count < parts.count {
      self.views.append(make())
    }
    while self.views.count > parts.count {
      remove(self.views.removeLast())
    }
    for (index, part) in parts.enumerated() {
      let before = index < kept ? old?[index] : nil
      if part != before {
        write(self.views[index], PartChange(part: part, old: before))
      }
    }
  }
}

/// A part of a plan and the part drawn before in its place: what a view writes.
public struct PartChange<Part> {
  /// The part now.
  public let part: Part
  /// The part drawn before, or `nil` for a view that drew nothing yet.
  public let old: Part?

  /// The change from `old` (`nil`: nothing drawn yet) to `part`.
  ///
  /// - Parameters:
  ///   - part: The part now.
  ///   - old: The part drawn before.
  public init(part: Part, old: Part?) {
    self.part = part
    self.old = old
  }

  /// Calls `write` with the value at `keyPath` if it changed.
  ///
  /// - Parameters:
  ///   - keyPath: A property of the part.
  ///   - write: Writes it into the view.
  public func callAsFunction<Value: Equatable>(
    _ keyPath: KeyPath<Part, Value>, _ write: (Value) -> Void
  ) {
    let value = self.part[keyPath: keyPath]
    if self.old?[keyPath: keyPath] != value {
      write(value)
    }
  }

  /// Whether the value at either key path changed: for two properties a view writes together
  /// (a frame and the rotation around its centre).
  ///
  /// - Parameters:
  ///   - first: A property of the part.
  ///   - second: Another.
  /// - Returns: Whether either differs from the part drawn before.
  public func changed<First: Equatable, Second: Equatable>(
    _ first: KeyPath<Part, First>, _ second: KeyPath<Part, Second>
  ) -> Bool {
    guard let old = self.old else {
      return true
    }
    return old[keyPath: first] != self.part[keyPath: first]
      || old[keyPath: second] != self.part[keyPath: second]
  }
}
