#if canImport(UIKit)
import UIKit  // the app's run-time images (RefreshImageRegistry)
#elseif canImport(AppKit)
import AppKit
#endif

/// Draws the components of a host as they are on its clock, from their render plans.
///
/// `Text` for the labels, SF Symbols for the arrows, `ProgressView` for the spinners, images by
/// name, stroked `Path`s for the vector animations. Drawing changes nothing: the clock runs
/// elsewhere (``RefreshClockView``).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@MainActor
struct RefreshOverlay: View {
  let host: SwiftUIRefreshHost
  /// The modifier's revision, which changes whenever something drawn changed: SwiftUI
  /// evaluates a view's body again only when one of its properties changed, and the host is
  /// the same object from frame to frame.
  let revision: Int

  var body: some View {
    let offset = self.host.model.contentOffset
    let model = self.host.model
    let components: [RefreshComponent?] = [model.header, model.leadingLoader, model.footer]
    let drawn = components.compactMap { component in
      component.map { (component: $0, plan: RenderPlan($0, at: self.host.clock.now)) }
    }
    ZStack(alignment: .topLeading) {
      if let floor = self.host.secondFloorView, let header = model.header,
        header.secondFloor != nil
      {
        let frame = header.secondFloorFrame
        floor
          .frame(width: frame.width, height: frame.height)
          .offset(x: frame.minX - offset.x, y: frame.minY - offset.y)
          .opacity(header.secondFloorShows ? 1 : 0)
          // VoiceOver's escape from the floor closes it ("dismisses a modal view",
          // AccessibilityActionKind.escape).
          .accessibilityAction(.escape) { [weak header] in header?.accessibilityEscape() }
      }
      ForEach(Array(drawn.enumerated()), id: \.offset) { _, item in
        let (component, plan) = item
        PlanView(plan: plan)
          .offset(x: plan.frame.minX - offset.x, y: plan.frame.minY - offset.y)
          .opacity(plan.isHidden ? 0 : Double(plan.alpha))
          // One element with the component's own label and value, as the UIKit and AppKit views
          // are, not its texts combined; none while it has no label, or is hidden.
          .accessibilityElement(children: .ignore)
          .accessibilityLabel(Text(verbatim: plan.accessibilityLabel ?? ""))
          .accessibilityValue(Text(verbatim: plan.accessibilityValue ?? ""))
          .accessibilityHidden(plan.isHidden || plan.accessibilityLabel == nil)
          .accessibilityIdentifier(component.accessibilityIdentifier)
          .accessibilityActions {
            ForEach(component.accessibilityActions, id: \.self) { action in
              Button(component.accessibilityName(of: action)) { [weak component] in
                component?.performAccessibilityAction(action)
              }
            }
          }
      }
    }
  }
}

/// One component's plan, in its own coordinates.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *)
@MainActor
struct PlanView: View {
  let plan: RenderPlan
  @Environment(\.colorScheme) private var colorScheme

  var body: some View {
    ZStack(alignment: .topLeading) {
      ForEach(Array(self.plan.labels.enumerated()), id: \.offset) { _, label in
        Text(verbatim: label.isHidden ? "" : label.text ?? "")
          .font(Self.font(label.font))
          .foregroundStyle(Self.color(label.color, dark: self.colorScheme == .dark))
          // UIKit's label: as many lines as the plan says (0 for any), centred; SwiftUI's text
          // takes any number and aligns wrapped lines at the leading edge.
          .lineLimit(label.numberOfLines == 0 ? nil : label.numberOfLines)
          .multilineTextAlignment(.center)
          .frame(width: label.frame.width, height: label.frame.height)
          .offset(x: label.frame.minX, y: label.frame.minY)
      }
      ForEach(Array(self.plan.arrows.enumerated()), id: \.offset) { _, arrow in
        // Fitted to its frame, as UIKit's aspect fit: a symbol that is not resizable draws at
        // the font's size, whatever its frame.
        Self.image(arrow.image)
          .resizable()
          .scaledToFit()
          .foregroundStyle(Self.color(arrow.tint, dark: self.colorScheme == .dark))
          .rotationEffect(Angle(radians: Double(arrow.rotation)))
          .frame(width: arrow.frame.width, height: arrow.frame.height)
          .offset(x: arrow.frame.minX, y: arrow.frame.minY)
          .opacity(arrow.isHidden ? 0 : 1)
      }
      ForEach(Array(self.plan.spinners.enumerated()), id: \.offset) { _, spinner in
        ProgressView()
          .controlSize(spinner.style == .large ? .large : .regular)
          .tint(Self.color(spinner.color, dark: self.colorScheme == .dark))
          .frame(width: spinner.frame.width, height: spinner.frame.height)
          .offset(x: spinner.frame.minX, y: spinner.frame.minY)
          .opacity(spinner.isAnimating ? Double(spinner.alpha) : 0)
      }
      ForEach(Array(self.plan.images.enumerated()), id: \.offset) { _, image in
        Self.image(image.image ?? RefreshImage(name: "", size: .zero))
          .frame(
            width: image.frame.width, height: image.frame.height,
            alignment: Self.alignment(image.contentMode)
          )
          .offset(x: image.frame.minX, y: image.frame.minY)
          .opacity(image.isHidden || image.image == nil ? 0 : 1)
      }
      ForEach(Array(self.plan.vectors.enumerated()), id: \.offset) { _, vector in
        let color = Self.color(vector.tint, dark: self.colorScheme == .dark)
        ZStack(alignment: .topLeading) {
          ForEach(Array(vector.strokes.enumerated()), id: \.offset) { _, stroke in
            Path { $0.addLines(stroke.points) }
              .stroke(
                color,
                style: StrokeStyle(lineWidth: stroke.lineWidth, lineCap: .round, lineJoin: .round))
          }
        }
        .frame(width: vector.frame.width, height: vector.frame.height)
        .offset(x: vector.frame.minX, y: vector.frame.minY)
      }
    }
  }

  /// SwiftUI's font of a label's font: the system font of its size and weight, or the custom
  /// font of its family.
  static func font(_ font: RefreshFont) -> Font {
    let weight: Font.Weight = font.weight.platformWeight()
    if let family = font.family {
      return .custom(family, size: font.size).weight(weight)
    }
    return .system(size: font.size, weight: weight)
  }

  /// The SwiftUI image of `image`: an SF Symbol for the built-in arrows, otherwise the main
  /// bundle's image of that name.
  static func image(_ image: RefreshImage) -> Image {
    switch image.name {
    case RefreshImage.arrow.name: return Image(systemName: "arrow.down")
    case RefreshImage.trailerArrow.name: return Image(systemName: "arrow.left")
    default:
      #if canImport(UIKit)
      if let made = RefreshImageRegistry.shared.image(named: image.name, as: UIImage.self) {
        return Image(uiImage: made)  // an image the app made at run time (RefreshImage(uiImage))
      }
      #elseif canImport(AppKit)
      if let made = RefreshImageRegistry.shared.image(named: image.name, as: NSImage.self) {
        return Image(nsImage: made)
      }
      #endif
      return Image(image.name)
    }
  }

  /// Where an image at its own size sits in its frame: UIKit's centre, left and right content
  /// modes, as leading and trailing in the overlay's left-to-right layout.
  static func alignment(_ mode: ImageContentMode) -> Alignment {
    switch mode {
    case .center: .center
    case .left: .leading
    case .right: .trailing
    }
  }

  /// The SwiftUI colour of `color`, in sRGB, with a role resolved for the colour scheme.
  static func color(_ color: RefreshColor, dark: Bool) -> Color {
    let color = color.resolved(darkMode: dark)
    return Color(red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
  }
}
