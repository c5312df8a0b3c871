/// What assistive technologies say about a component: its label, its value, and one
/// announcement per state change, all localized.
///
/// A host gives the label and value to the component's view and posts each announcement.
/// A state component (``StateTitled``) announces the title of each state it enters, and its
/// result; a detached one announces nothing. A custom component without titles sets ``value``
/// and calls ``announce(_:)`` itself.
@MainActor
public final class AccessibilityModel {
  let labelStorage = Observable<String?>(nil)
  let valueStorage = Observable<String?>(nil)

  /// Creates a model with no label, value or announcement.
  public init() {}

  /// What the component is, localized: "Refresh" for headers, "Load more" for footers.
  public var label: String? {
    get { self.labelStorage.value }
    set { self.labelStorage.value = newValue }
  }

  /// What the component shows now: the title of its state, or of the result it shows.
  public var value: String? {
    get { self.valueStorage.value }
    set { self.valueStorage.value = newValue }
  }

  /// Receives each announcement for the host to post, synchronously during the state change.
  public var announcementHandler: (@MainActor (String) -> Void)?

  /// The last announcement made, or `nil`.
  public private(set) var lastAnnouncement: String?

  /// How many announcements have been made.
  public private(set) var announcementCount = 0

  /// Announces `text`: stores it and hands it to ``announcementHandler``.
  public func announce(_ text: String) {
    self.lastAnnouncement = text
    self.announcementCount += 1
    self.announcementHandler?(text)
  }
}

extension AccessibilityModel: @MainActor KeyPathObservable {
  /// The observable properties: `\.label` and `\.value`.
  public static let observableProperties: ObservableProperties<AccessibilityModel> = [
    .property(\.label, storedIn: \.labelStorage), .property(\.value, storedIn: \.valueStorage),
  ]
}
