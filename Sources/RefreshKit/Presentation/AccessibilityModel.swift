/// What assistive technologies say about a component: its label, its value, and one
/// announcement per state change, all localized.
///
/// Every component has one (``RefreshComponent/accessibility``); a host gives the label and
/// value to the component's view and posts each announcement (UIKit's
/// `UIAccessibility.post(notification: .announcement, argument:)`):
///
/// ```swift
/// header.accessibility.label   // "Refresh"
/// header.accessibility.value   // "Pull down to refresh"
/// header.accessibility.announcementHandler = { UIAccessibility.post(notification: .announcement, argument: $0) }
/// ```
///
/// A state component (``StateTitled``) keeps the value on the title it shows and announces the
/// title of each state it enters: "Release to refresh", "Loading...", then the result
/// ("Refreshed", "Refresh failed", "Loaded", or the footer's failure title) when a refresh ends,
/// "No more data". A component detached announces nothing. A custom component without titles
/// sets ``value`` and calls ``announce(_:)`` itself.
@MainActor
public final class AccessibilityModel {
  let labelStorage = Observable<String?>(nil)
  let valueStorage = Observable<String?>(nil)

  /// Creates a model with no label, value or announcement.
  public init() {}

  /// What the component is: "Refresh" for headers, "Load more" for footers, "View details" for
  /// trailers, localized.
  public var label: String? {
    get { self.labelStorage.value }
    set { self.labelStorage.value = newValue }
  }

  /// What the component shows now: the title of its state, or of the result it shows.
  public var value: String? {
    get { self.valueStorage.value }
    set { self.valueStorage.value = newValue }
  }

  /// Receives each announcement, for the host to post; called synchronously during the state
  /// change it describes.
  public var announcementHandler: (@MainActor (String) -> Void)?

  /// The last announcement made, or `nil`.
  public private(set) var lastAnnouncement: String?

  /// How many announcements have been made.
  public private(set) var announcementCount = 0

  /// Announces `text`: stores it and hands it to ``announcementHandler``.
  ///
  /// - Parameter text: What to say.
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
