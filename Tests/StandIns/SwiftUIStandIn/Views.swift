// SwiftUI's views and drawing modifiers that the binding's overlay uses.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
public import Foundation

// SwiftUICore.swiftinterface: @frozen public struct UnitPoint : Hashable
/// A point in a view's unit square.
public struct UnitPoint: Hashable, Sendable {
  /// The coordinates.
  public var x: CGFloat, y: CGFloat
  /// A point.
  public init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
  /// The centre.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The top left corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
}

// SwiftUICore.swiftinterface: @frozen public struct Alignment : Equatable
/// Where content aligns.
public struct Alignment: Equatable, Sendable {
  let name: String
  /// Centred.
  public static let center = Alignment(name: "center")
  /// At the top.
  public static let top = Alignment(name: "top")
  /// At the top left.
  public static let topLeading = Alignment(name: "topLeading")
  /// At the leading edge, centred vertically.
  public static let leading = Alignment(name: "leading")
  /// At the trailing edge, centred vertically.
  public static let trailing = Alignment(name: "trailing")
}

// SwiftUICore.swiftinterface: @frozen public enum TextAlignment : Swift.Hashable, Swift.CaseIterable
/// How the lines of a text align with each other.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
  case leading
  case center
  case trailing
}

// SwiftUICore.swiftinterface: @frozen public struct Angle
/// An angle.
public struct Angle: Sendable {
  /// The angle in radians.
  public var radians: Double
  /// An angle in radians.
  public init(radians: Double) { self.radians = radians }
  // SwiftUICore.swiftinterface: @inlinable public static func degrees(_ degrees: Swift.Double) -> SwiftUICore.Angle
  /// An angle in degrees.
  public static func degrees(_ degrees: Double) -> Angle { Angle(radians: degrees * .pi / 180) }
}

// SwiftUICore.swiftinterface: @frozen public struct Color : Hashable, CustomStringConvertible, Sendable
/// A colour, which is also a view.
@MainActor @preconcurrency
public struct Color: View, StandInPrimitive, Hashable, Sendable {
  let components: [Double]
  // SwiftUICore.swiftinterface: public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)
  /// An sRGB colour.
  nonisolated public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.components = [red, green, blue, opacity]
  }
  // SwiftUICore.swiftinterface: public static let clear: SwiftUICore.Color
  /// No colour.
  nonisolated public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }
  /// Renders a filled area.
  public func standInRender(into renderer: StandInRenderer) {
    renderer.draw("color", "\(self.components)")
  }
}

// SwiftUICore.swiftinterface: @frozen public struct Font : Hashable, Sendable
/// A font.
public struct Font: Hashable, Sendable {
  let size: CGFloat
  /// The weight, if given (stand-in only).
  public private(set) var standInWeight: Weight?
  /// The font's name, for a custom font (stand-in only).
  public private(set) var standInName: String?
  // SwiftUICore.swiftinterface: public enum Weight … (a struct in the interface)
  /// A font's weight.
  public struct Weight: Hashable, Sendable {
    let value: Int
    /// Ultra light.
    public static let ultraLight = Weight(value: 100)
    /// Thin.
    public static let thin = Weight(value: 200)
    /// Light.
    public static let light = Weight(value: 300)
    /// Regular.
    public static let regular = Weight(value: 400)
    /// Medium.
    public static let medium = Weight(value: 500)
    /// Semibold.
    public static let semibold = Weight(value: 600)
    /// Bold.
    public static let bold = Weight(value: 700)
    /// Heavy.
    public static let heavy = Weight(value: 800)
    /// Black.
    public static let black = Weight(value: 900)
  }
  // SwiftUICore.swiftinterface: public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font
  /// The system font of `size`.
  public static func system(size: CGFloat, weight: Font.Weight? = nil) -> Font {
    Font(size: size, standInWeight: weight)
  }
  // SwiftUICore.swiftinterface: public static func custom(_ name: Swift.String, size: CoreFoundation.CGFloat) -> SwiftUICore.Font
  /// A font of the app's, by name.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(size: size, standInName: name)
  }
  // SwiftUICore.swiftinterface: public func weight(_ weight: SwiftUICore.Font.Weight) -> SwiftUICore.Font
  /// The font in `weight`.
  public func weight(_ weight: Weight) -> Font {
    var font = self
    font.standInWeight = weight
    return font
  }
}

// SwiftUICore.swiftinterface: @frozen public struct Text : Equatable, Sendable
/// Text.
@MainActor @preconcurrency
public struct Text: View, StandInPrimitive, Equatable, Sendable {
  let content: String
  // SwiftUICore.swiftinterface: @_disfavoredOverload public init<S>(_ content: S) where S : StringProtocol
  /// Text of a string.
  @_disfavoredOverload
  nonisolated public init<S>(_ content: S) where S: StringProtocol {
    self.content = String(content)
  }
  // SwiftUICore.swiftinterface: public init(verbatim content: String)
  /// Text shown as is.
  nonisolated public init(verbatim content: String) {
    self.content = content
  }
  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }
  /// Renders the text.
  public func standInRender(into renderer: StandInRenderer) {
    renderer.draw("text", self.content)
  }
}

// SwiftUICore.swiftinterface: @frozen public struct Image : Equatable, Sendable
/// An image.
@MainActor @preconcurrency
public struct Image: View, StandInPrimitive, Equatable, Sendable {
  let name: String
  var isResizable = false
  // SwiftUICore.swiftinterface: public init(_ name: String, bundle: Bundle? = nil)
  /// The image named `name` in `bundle`.
  nonisolated public init(_ name: String, bundle: Bundle? = nil) {
    self.name = name
  }
  // SwiftUICore.swiftinterface: public init(systemName: String)
  /// The SF Symbol named `systemName`.
  nonisolated public init(systemName: String) {
    self.name = "system:" + systemName
  }
  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }
  // SwiftUICore.swiftinterface: nonisolated public func resizable(capInsets: SwiftUICore.EdgeInsets = EdgeInsets(), resizingMode: SwiftUICore.Image.ResizingMode = .stretch) -> SwiftUICore.Image
  // "Sets the mode by which SwiftUI resizes an image to fit its space"; an image that is not
  // resizable is drawn at its own size, whatever its frame and whatever fit is asked.
  /// The image, resized to the space it is given.
  nonisolated public func resizable() -> Image {
    var image = self
    image.isResizable = true
    return image
  }
  /// Renders the image.
  public func standInRender(into renderer: StandInRenderer) {
    renderer.draw("image", self.name, resizable: self.isResizable)
  }
}

// SwiftUI.swiftinterface: @MainActor @preconcurrency public struct ProgressView<Label, CurrentValueLabel> : View
/// A spinner.
@MainActor @preconcurrency
public struct ProgressView<Label, CurrentValueLabel>: View, StandInPrimitive
where Label: View, CurrentValueLabel: View {
  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }
  /// Renders a spinner.
  public func standInRender(into renderer: StandInRenderer) {
    renderer.draw("progress", "")
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  // SwiftUI.swiftinterface: nonisolated public init() where Label == EmptyView, CurrentValueLabel == EmptyView
  /// An indeterminate spinner.
  nonisolated public init() {}
}

// SwiftUICore.swiftinterface: @frozen @MainActor @preconcurrency public struct ZStack<Content> : View where Content : View
/// Views stacked on one another.
@MainActor @preconcurrency
public struct ZStack<Content>: View, StandInPrimitive where Content: View {
  nonisolated(unsafe) let content: Content
  /// A stack; the stand-in lays out only the top-leading one the binding uses, each view at
  /// the corner, the stack as large as its largest.
  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    precondition(alignment == .topLeading, "the stand-in lays out only top-leading stacks")
    self.content = content()
  }
  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }
  /// Renders the stacked views.
  public func standInRender(into renderer: StandInRenderer) {
    renderer.render(self.content)
  }
}

// SwiftUICore.swiftinterface: public struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable
/// A view per element.
@MainActor @preconcurrency
public struct ForEach<Data, ID, Content>: View, StandInPrimitive
where Data: RandomAccessCollection, ID: Hashable, Content: View {
  nonisolated(unsafe) let data: Data
  nonisolated(unsafe) let content: (Data.Element) -> Content
  /// A view per element of `data`, identified by `id`.
  nonisolated public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }

  // SwiftUI.swiftinterface: public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) (Data.Element : Identifiable, ID == Data.Element.ID)
  /// A view per element of `data`, identified by its `id`.
  nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  where Data.Element: Identifiable, ID == Data.Element.ID {
    self.data = data
    self.content = content
  }
  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }
  /// Renders each element's view.
  public func standInRender(into renderer: StandInRenderer) {
    for element in self.data {
      renderer.render(self.content(element))
    }
  }
}

extension ForEach: StandInChildren {
  var standInChildren: [any View] {
    self.data.map { self.content($0) }
  }
}

// SwiftUI.swiftinterface: @available(iOS 13.0, macOS 10.15, *) @MainActor @preconcurrency public struct List<SelectionValue, Content> : View where SelectionValue : Hashable, Content : View
/// A list: a scroll view of rows.
@MainActor @preconcurrency
public struct List<SelectionValue, Content>: View, StandInPrimitive
where SelectionValue: Hashable, Content: View {
  nonisolated(unsafe) let content: Content
  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }
  /// Renders the rows; in a hosting hierarchy, in the release's scroll view, a cell a row.
  public func standInRender(into renderer: StandInRenderer) {
    guard let hosting = renderer.hosting else {
      renderer.render(self.content)
      return
    }
    hosting.renderList(rows: StandInHosting.rows(of: self.content)) { renderer.render($0) }
  }
}

extension List where SelectionValue == Never {
  // SwiftUI.swiftinterface: public init<Data, ID, RowContent>(_ data: Data, id: Swift.KeyPath<Data.Element, ID>, @SwiftUI.ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
  //   where Content == SwiftUI.ForEach<Data, ID, RowContent>, Data : Swift.RandomAccessCollection, ID : Swift.Hashable, RowContent : SwiftUI.View
  /// A list of a row per element of `data`, identified by `id`.
  nonisolated public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  {
    self.content = ForEach(data, id: id, content: rowContent)
  }

  // SwiftUI.swiftinterface: nonisolated public init(@ViewBuilder content: () -> Content)
  /// A list of the rows `content` builds.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  // SwiftUI.swiftinterface: nonisolated public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
  //   where Content == ForEach<Data, Data.Element.ID, RowContent>, Data : RandomAccessCollection, RowContent : View, Data.Element : Identifiable
  /// A list of a row per element of `data`.
  nonisolated public init<Data, RowContent>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {
    self.content = ForEach(data, id: \.id, content: rowContent)
  }
}

// SwiftUI.swiftinterface: public struct ScrollView<Content> : View where Content : View
/// A scroll view.
@MainActor @preconcurrency
public struct ScrollView<Content>: View, StandInPrimitive where Content: View {
  nonisolated(unsafe) let content: Content
  nonisolated let axes: Axis.Set
  // SwiftUI.swiftinterface: public init(_ axes: SwiftUI.Axis.Set = .vertical, showsIndicators: Swift.Bool = true, @SwiftUI.ViewBuilder content: () -> Content)
  /// A scroll view along `axes`.
  nonisolated public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }
  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }
  /// Renders the content; in a hosting hierarchy, in the release's scroll view.
  public func standInRender(into renderer: StandInRenderer) {
    guard let hosting = renderer.hosting else {
      renderer.render(self.content)
      return
    }
    let axis: Axis = self.axes.contains(.vertical) ? .vertical : .horizontal
    hosting.renderScrollView(axis: axis, content: self.content) { renderer.render($0) }
  }
}

// SwiftUI.swiftinterface: public struct TimelineView<Schedule, Content> where Schedule : TimelineSchedule
/// A view redrawn on a schedule.
@MainActor @preconcurrency
public struct TimelineView<Schedule, Content>: View, StandInPrimitive
where Schedule: TimelineSchedule, Content: View {
  /// What a redraw gets.
  public struct Context {
    /// When it is drawn.
    public let date: Date
  }
  nonisolated(unsafe) let schedule: Schedule
  nonisolated(unsafe) let content: (TimelineViewDefaultContext) -> Content
  // SwiftUI.swiftinterface: @_alwaysEmitIntoClient nonisolated public init(_ schedule: Schedule,
  //   @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content)
  /// A view redrawn on `schedule`.
  nonisolated public init(
    _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
  ) {
    self.schedule = schedule
    self.content = content
  }
  /// No content of its own.
  public var body: Never { fatalError("a primitive view has no body") }
  /// Renders the content at the renderer's date, and again at each date its schedule gives.
  public func standInRender(into renderer: StandInRenderer) {
    let schedule: StandInRenderer.Schedule =
      if let animation = self.schedule as? AnimationTimelineSchedule {
        .animation(paused: animation.paused)
      } else if let explicit = self.schedule as? any StandInExplicitSchedule {
        .explicit(explicit.standInDates)
      } else {
        .other
      }
    let content = self.content
    renderer.renderTimeline(schedule) { [unowned renderer] date in
      renderer.render(content(TimelineViewDefaultContext(date: date)))
    }
  }
}

// SwiftUI.swiftinterface: public typealias TimelineViewDefaultContext =
//   TimelineView<EveryMinuteTimelineSchedule, Never>.Context
/// What a timeline view's content gets.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>
  .Context

// SwiftUICore.swiftinterface: public struct EveryMinuteTimelineSchedule : TimelineSchedule, Sendable
/// Redraws every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// Every minute.
  public init() {}
}

// SwiftUICore.swiftinterface: public protocol TimelineSchedule
/// When a timeline view redraws.
public protocol TimelineSchedule {}

// SwiftUI.swiftinterface: public struct AnimationTimelineSchedule : TimelineSchedule, Sendable
/// Redraws every display frame.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  let paused: Bool
  /// Every frame.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.paused = paused
  }
}

// SwiftUI.swiftinterface: public struct ExplicitTimelineSchedule<Entries> : TimelineSchedule where Entries : Swift.Sequence, Entries.Element == Foundation.Date
/// Redraws at the dates given.
public struct ExplicitTimelineSchedule<Entries>: TimelineSchedule
where Entries: Sequence, Entries.Element == Date {
  let entries: Entries
  /// A schedule of `entries`.
  public init(_ entries: Entries) {
    self.entries = entries
  }
}

/// An explicit schedule's dates (stand-in only).
protocol StandInExplicitSchedule {
  var standInDates: [Date] { get }
}

extension ExplicitTimelineSchedule: StandInExplicitSchedule {
  var standInDates: [Date] { Array(self.entries) }
}

extension TimelineSchedule {
  // SwiftUI.swiftinterface: public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S : Swift.Sequence, S.Element == Foundation.Date
  /// Redraws at each of `dates`.
  public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S>
  where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
    ExplicitTimelineSchedule(dates)
  }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  // SwiftUI.swiftinterface: public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule
  /// Every frame, unless paused.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
    -> AnimationTimelineSchedule
  {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension View {
  // SwiftUICore.swiftinterface: @inlinable nonisolated public func overlay<V>(alignment: Alignment = .center,
  //   @ViewBuilder content: () -> V) -> some View where V : View
  /// `content` drawn over the view.
  nonisolated public func overlay<V>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View where V: View {
    StandInPair(first: self, second: content())
  }

  // SwiftUICore.swiftinterface: @inlinable nonisolated public func background<V>(alignment: SwiftUICore.Alignment = .center,
  //   @SwiftUICore.ViewBuilder content: () -> V) -> some SwiftUICore.View where V : SwiftUICore.View
  /// `content` drawn behind the view.
  nonisolated public func background<V>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View where V: View {
    StandInPair(first: content(), second: self)
  }

  // SwiftUICore.swiftinterface: @inlinable nonisolated public func clipped(antialiased: Swift.Bool = false) -> some SwiftUICore.View
  /// The view clipped to its layout frame (see ``StandInRenderer``).
  nonisolated public func clipped(antialiased: Bool = false) -> some View {
    StandInDrawing(content: self, clipped: true)
  }

  // SwiftUICore.swiftinterface: @available(iOS 17.0, macOS 14.0, *) nonisolated public func onChange<V>(of value: V, initial: Swift.Bool = false,
  //   _ action: @escaping (_ oldValue: V, _ newValue: V) -> Swift.Void) -> some SwiftUICore.View where V : Swift.Equatable
  /// Runs `action` after an update in which `value` changed (and when the view appears, with
  /// `initial`).
  @available(iOS 17.0, macOS 14.0, *)
  nonisolated public func onChange<V>(
    of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View where V: Equatable {
    StandInModifier(content: self) { $0.register(change: value, initial: initial, action: action) }
  }

  // SwiftUICore.swiftinterface: @inlinable nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View
  /// The view moved by `x` and `y`.
  nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    StandInDrawing(content: self, offset: CGSize(width: x, height: y))
  }

  // SwiftUICore.swiftinterface: @inlinable nonisolated public func opacity(_ opacity: Double) -> some View
  /// The view at `opacity`.
  nonisolated public func opacity(_ opacity: Double) -> some View {
    StandInDrawing(content: self, opacity: opacity)
  }

  // SwiftUICore.swiftinterface: @inlinable nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View
  /// The view rotated by `angle`.
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    StandInDrawing(content: self, rotation: angle.radians)
  }

  // SwiftUICore.swiftinterface: @inlinable nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil,
  //   alignment: Alignment = .center) -> some View
  /// The view in a frame, placed in it by `alignment` when it is smaller (an image at its own
  /// size).
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    let size = width.flatMap { width in height.map { CGSize(width: width, height: $0) } }
    var drawing = StandInDrawing(content: self, size: size, alignment: alignment)
    drawing.width = width
    drawing.height = height
    return drawing
  }

  // SwiftUICore.swiftinterface: @inlinable nonisolated public func scaledToFit() -> some SwiftUICore.View
  /// The view scaled to fit its frame, keeping its aspect: a resizable image fills its frame's
  /// width or height.
  nonisolated public func scaledToFit() -> some View {
    StandInDrawing(content: self, textLayout: .scaledToFit)
  }

  // SwiftUICore.swiftinterface: nonisolated public func lineLimit(_ number: Swift.Int?) -> some SwiftUICore.View
  /// The view's text on at most `number` lines; `nil`, the default, for as many as it takes.
  nonisolated public func lineLimit(_ number: Int?) -> some View {
    StandInDrawing(content: self, textLayout: .lineLimit(number))
  }

  // SwiftUICore.swiftinterface: nonisolated public func multilineTextAlignment(_ alignment: SwiftUICore.TextAlignment) -> some SwiftUICore.View
  // EnvironmentValues.multilineTextAlignment: text that wraps aligns its lines by it, `.leading`
  // unless set.
  /// The view's lines of text aligned by `alignment`.
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    StandInDrawing(content: self, textLayout: .alignment(alignment))
  }

  // SwiftUICore.swiftinterface: @inlinable nonisolated public func frame(minWidth: CGFloat? = nil,
  //   idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
  //   idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center)
  //   -> some View
  /// The view in a flexible frame; the stand-in knows the one that fills what it is proposed
  /// (both maximums infinite), and stops on any other.
  nonisolated public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    precondition(
      maxWidth == .infinity && maxHeight == .infinity && minWidth == nil && minHeight == nil
        && idealWidth == nil && idealHeight == nil,
      "the stand-in lays out only a frame that fills its proposal")
    return StandInDrawing(content: self, fills: true)
  }

  // SwiftUICore.swiftinterface: nonisolated public func font(_ font: Font?) -> some View
  /// The view's text in `font`.
  nonisolated public func font(_ font: Font?) -> some View {
    StandInDrawing(content: self)
  }

  // SwiftUICore.swiftinterface: @available(iOS 15.0, macOS 10.15, ...) nonisolated public func controlSize(_ controlSize: SwiftUICore.ControlSize) -> some SwiftUICore.View
  /// The view's controls at `controlSize`.
  nonisolated public func controlSize(_ controlSize: ControlSize) -> some View {
    StandInDrawing(content: self)
  }

  // SwiftUICore.swiftinterface: nonisolated public func tint(_ tint: SwiftUICore.Color?) -> some SwiftUICore.View
  /// The view's controls tinted with `tint`.
  nonisolated public func tint(_ tint: Color?) -> some View {
    StandInDrawing(content: self)
  }

  // SwiftUICore.swiftinterface: nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S : ShapeStyle
  /// The view drawn in `style`.
  nonisolated public func foregroundStyle(_ style: Color) -> some View {
    StandInDrawing(content: self)
  }
}

/// Two views, one over the other (stand-in only).
@MainActor
struct StandInPair<First: View, Second: View>: View, StandInPrimitive {
  nonisolated(unsafe) let first: First
  nonisolated(unsafe) let second: Second
  nonisolated init(first: First, second: Second) {
    self.first = first
    self.second = second
  }
  var body: Never { fatalError("a primitive view has no body") }
  func standInRender(into renderer: StandInRenderer) {
    renderer.render(self.first)
    renderer.render(self.second)
  }
}

/// A view drawn moved, faded or rotated (stand-in only).
@MainActor
struct StandInDrawing<Content: View>: View, StandInPrimitive {
  nonisolated(unsafe) let content: Content
  nonisolated(unsafe) var offset = CGSize.zero
  nonisolated(unsafe) var opacity = 1.0
  nonisolated(unsafe) var rotation = 0.0
  nonisolated(unsafe) var size: CGSize?
  nonisolated(unsafe) var fills = false
  nonisolated(unsafe) var clipped = false
  nonisolated(unsafe) var alignment = Alignment.center
  nonisolated(unsafe) var textLayout: StandInContentLayout?
  /// The width and height a frame gave, each if given.
  nonisolated(unsafe) var width: CGFloat?
  nonisolated(unsafe) var height: CGFloat?
  nonisolated init(
    content: Content, offset: CGSize = .zero, opacity: Double = 1, rotation: Double = 0,
    size: CGSize? = nil, alignment: Alignment = .center, fills: Bool = false,
    clipped: Bool = false, textLayout: StandInContentLayout? = nil
  ) {
    self.content = content
    self.offset = offset
    self.opacity = opacity
    self.rotation = rotation
    self.size = size
    self.alignment = alignment
    self.fills = fills
    self.clipped = clipped
    self.textLayout = textLayout
  }
  var body: Never { fatalError("a primitive view has no body") }
  func standInRender(into renderer: StandInRenderer) {
    let draw = {
      renderer.with(
        offset: self.offset, opacity: self.opacity, rotation: self.rotation, size: self.size,
        alignment: self.alignment, fills: self.fills, clipped: self.clipped,
        textLayout: self.textLayout
      ) {
        renderer.render(self.content)
      }
    }
    guard let hosting = renderer.hosting, self.width != nil || self.height != nil else {
      draw()
      return
    }
    // In a hosting hierarchy, a frame gives the platform views inside it their frame, centred in
    // the one proposed.
    let outer = hosting.context.frame
    let width = self.width ?? outer.width
    let height = self.height ?? outer.height
    let frame = CGRect(
      x: outer.midX - width / 2, y: outer.midY - height / 2, width: width, height: height)
    var inside = hosting.context
    inside.frame = frame
    hosting.within(inside, draw)
  }
}

extension StandInDrawing: StandInFramed {
  var standInFrameWidth: CGFloat? { self.width }
  var standInFrameHeight: CGFloat? { self.height }
}

/// What a text or image modifier sets for the views inside it (stand-in only).
enum StandInContentLayout {
  case lineLimit(Int?)
  case alignment(TextAlignment)
  case scaledToFit
}
// SwiftUICore.swiftinterface: public enum ControlSize : Swift.CaseIterable, Swift.Sendable
/// How large a control draws.
public enum ControlSize: CaseIterable, Sendable {
  /// The smallest.
  case mini
  /// Small.
  case small
  /// The default.
  case regular
  /// Large (iOS 15).
  case large
  /// The largest (iOS 17).
  case extraLarge
}
#endif
