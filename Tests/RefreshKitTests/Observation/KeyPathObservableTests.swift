import RefreshKit
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
  func observable<Value>(for keyPath: KeyPath<Thermostat, Value>) -> Observable<Value>? {
    keyPath == \Thermostat.temperature ? self.temperatureStorage as? Observable<Value> : nil
  }

  static func adviceForUnobservableKeyPath(_ keyPath: AnyKeyPath) -> String? {
    keyPath == \Thermostat.label ? "Observe \\.temperature instead." : nil
  }
}

@MainActor
@Suite struct KeyPathObservableTests {
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
    thermostat = nil
    #expect(weakThermostat == nil)
    storage?.value = 30
    #expect(calls == 0)
    withExtendedLifetime(token) {}
  }

  @Test func aDefaultImplementationGivesNoAdvice() {
    final class Plain: KeyPathObservable {
      func observable<Value>(for keyPath: KeyPath<Plain, Value>) -> Observable<Value>? { nil }
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
