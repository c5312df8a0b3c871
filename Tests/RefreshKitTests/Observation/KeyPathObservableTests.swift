import RefreshKit
import TestSupport
import Testing

@MainActor
private final class Thermostat {
  let temperatureStorage = Observable(20)
  var temperature: Int {
    get { self.temperatureStorage.value }
    set { self.temperatureStorage.value = newValue }
  }
  var label = "hall"
}

extension Thermostat: @MainActor KeyPathObservable {
  func observableStorage(for keyPath: AnyKeyPath) -> AnyObject? {
    keyPath == \Thermostat.temperature ? self.temperatureStorage : nil
  }

  static func adviceForUnobservableKeyPath(_ keyPath: AnyKeyPath) -> String? {
    keyPath == \Thermostat.label ? "Observe \\.temperature instead." : nil
  }
}

@MainActor
@Suite(.idleClocks) struct KeyPathObservableTests {
  @Test func observingAKeyPathDeliversTheObjectAndEachChange() {
    let thermostat = Thermostat()
    var log: [String] = []
    let token = thermostat.observe(\.temperature, options: [.initial]) { object, change in
      log.append("\(object.label) \(change.oldValue.map(String.init) ?? "nil")->\(change.newValue)")
    }
    thermostat.temperature = 22
    thermostat.temperature = 22
    #expect(log == ["hall nil->20", "hall 20->22"])
    withExtendedLifetime(token) {}
  }

  @Test func anObservationDoesNotKeepTheObservedObjectAlive() {
    var thermostat: Thermostat? = Thermostat()
    weak let weakThermostat = thermostat
    let storage = thermostat?.temperatureStorage
    var calls = 0
    let token = thermostat?.observe(\.temperature) { _, _ in calls += 1 }
    #expect(token?.isValid == true)
    thermostat = nil
    #expect(weakThermostat == nil)
    storage?.value = 30
    #expect(calls == 0)
    #expect(token?.isValid == false, "the observed object is gone: nothing can be delivered")
    withExtendedLifetime(token) {}
  }

  @Test func aDefaultImplementationGivesNoAdvice() {
    final class Plain: KeyPathObservable {
      func observableStorage(for keyPath: AnyKeyPath) -> AnyObject? { nil }
    }
    #expect(Plain.adviceForUnobservableKeyPath(\Plain.self) == nil)
  }

  @Test func observingAKeyPathThatIsNotObservableStopsWithAMessageNamingTheFix() async throws {
    let result = try await #require(
      processExitsWith: .failure, observing: [\.standardErrorContent]
    ) {
      await MainActor.run {
        let thermostat = Thermostat()
        _ = thermostat.observe(\.label) { _, _ in }
      }
    }
    let message = String(decoding: result.standardErrorContent, as: UTF8.self)
    #expect(message.contains("is not observable on Thermostat"))
    #expect(message.contains("Observe \\.temperature instead."))
  }
}

@MainActor
private class Vehicle: @MainActor KeyPathObservable {
  typealias ObservationRoot = Vehicle

  let speedStorage = Observable(0)
  var speed: Int {
    get { self.speedStorage.value }
    set { self.speedStorage.value = newValue }
  }

  func observableStorage(for keyPath: AnyKeyPath) -> AnyObject? {
    keyPath == \Vehicle.speed ? self.speedStorage : nil
  }
}

@MainActor
private final class Truck: Vehicle {
  var load = 0.0
}

@MainActor
@Suite(.idleClocks) struct KeyPathObservableSubclassTests {
  @Test func aSubclassObservesInheritedPropertiesByTheRootsKeyPathsAndGetsItselfBack() {
    let truck = Truck()
    var log: [String] = []
    let token = truck.observe(\.speed) { truck, change in
      log.append("speed \(change.newValue) load \(truck.load)")
    }
    truck.load = 2.5
    truck.speed = 80
    #expect(log == ["speed 80 load 2.5"])
    #expect(truck.observable(for: \.speed) === truck.speedStorage)
    #expect(truck.observable(for: \.self) == nil)
    withExtendedLifetime(token) {}
  }

  @Test func keyPathsWithDifferentRootsAreDifferentKeys() {
    #expect((\Truck.speed as AnyKeyPath) != (\Vehicle.speed as AnyKeyPath))
  }
}
