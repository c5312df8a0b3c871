import RefreshKit
import TestSupport
import Testing

@MainActor
private class Lamp {
  let brightnessStorage = Observable(0.5)
  let isOnStorage = Observable(false)
  let wasOnStorage = Observable(false)
  var brightness: Double {
    get { self.brightnessStorage.value }
    set { self.brightnessStorage.value = newValue }
  }
  var isOn: Bool {
    get { self.isOnStorage.value }
    set { self.isOnStorage.value = newValue }
  }
  var room = "hall"
}

@MainActor
private final class DimmerLamp: Lamp {}

extension Lamp: @MainActor KeyPathObservable {
  typealias ObservationRoot = Lamp

  static let observableProperties: ObservableProperties<Lamp> = [
    .property(\.brightness, storedIn: \.brightnessStorage),
    .property(\.isOn, storedIn: \.isOnStorage),
  ]
}

/// A type isolated to no actor, with its table in a computed property, as the docs say.
private final class Odometer: KeyPathObservable {
  let kilometersStorage = Observable(0)
  var kilometers: Int {
    get { self.kilometersStorage.value }
    set { self.kilometersStorage.value = newValue }
  }

  static var observableProperties: ObservableProperties<Odometer> {
    [.property(\.kilometers, storedIn: \.kilometersStorage)]
  }
}

@MainActor
@Suite(.idleClocks) struct ObservablePropertiesTests {
  @Test func aListedPropertyIsObservedThroughItsStorage() {
    let lamp = Lamp()
    var seen: [Double] = []
    let token = lamp.observe(\.brightness) { _, change in seen.append(change.newValue) }
    lamp.brightness = 0.8
    lamp.isOn = true
    #expect(seen == [0.8])
    #expect(lamp.observableStorage(for: \Lamp.isOn) === lamp.isOnStorage)
    withExtendedLifetime(token) {}
  }

  @Test func aPropertyTheTableDoesNotListHasNoStorage() {
    let lamp = Lamp()
    #expect(lamp.observableStorage(for: \Lamp.room) == nil)
    #expect(lamp.observableStorage(for: \DimmerLamp.brightness) == nil)
  }

  @Test func aSubclassObservesWhatItInheritsByTheRootsKeyPaths() {
    let lamp = DimmerLamp()
    var seen: [Bool] = []
    let token = lamp.observe(\.isOn, options: [.initial]) { _, change in
      seen.append(change.newValue)
    }
    lamp.isOn = true
    #expect(seen == [false, true])
    withExtendedLifetime(token) {}
  }

  @Test func theFirstEntryForAKeyPathWins() {
    let lamp = Lamp()
    let table: ObservableProperties<Lamp> = [
      .property(\.isOn, storedIn: \.isOnStorage), .property(\.isOn, storedIn: \.wasOnStorage),
      .property(\.brightness, storedIn: \.brightnessStorage),
    ]
    #expect(table.storage(for: \Lamp.brightness, in: lamp) === lamp.brightnessStorage)
    #expect(table.storage(for: \Lamp.isOn, in: lamp) === lamp.isOnStorage)
    #expect(ObservableProperties<Lamp>([]).storage(for: \Lamp.isOn, in: lamp) == nil)
  }

  @Test func aTypeIsolatedToNoActorKeepsItsTableInAComputedProperty() {
    let odometer = Odometer()
    var seen: [Int] = []
    let token = odometer.observe(\.kilometers) { _, change in seen.append(change.newValue) }
    odometer.kilometers = 12
    #expect(seen == [12])
    withExtendedLifetime(token) {}
  }
}
