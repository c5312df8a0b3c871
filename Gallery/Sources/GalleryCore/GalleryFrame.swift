import Foundation
import RefreshKit
import RefreshKitHost

/// What the page draws at one moment: the list's offset, insets and content, and every
/// component's ``RenderPlan``, in numbers rounded to a hundredth of a point.
///
/// Two frames that are equal draw the same, so the session sends a frame only when it differs
/// from the last one sent.
struct GalleryFrame: Equatable, Encodable {
  struct Point: Equatable, Encodable {
    var x: Double
    var y: Double
  }

  struct Rect: Equatable, Encodable {
    var x: Double
    var y: Double
    var w: Double
    var h: Double
  }

  struct Insets: Equatable, Encodable {
    var top: Double
    var left: Double
    var bottom: Double
    var right: Double
  }

  struct Label: Equatable, Encodable {
    var frame: Rect
    var text: String?
    var color: String
    var fontSize: Double
    var lines: Int
    var hidden: Bool
  }

  struct Arrow: Equatable, Encodable {
    var frame: Rect
    var image: String
    var rotation: Double
    var tint: String
    var hidden: Bool
  }

  struct Spinner: Equatable, Encodable {
    var frame: Rect
    var animating: Bool
    var alpha: Double
    var rotation: Double
    var color: String
  }

  struct Image: Equatable, Encodable {
    var frame: Rect
    var image: String?
    /// The GIF frame's index among the images of the component's state, when it has some.
    var index: Int?
    var width: Double
    var height: Double
    var mode: String
    var hidden: Bool
  }

  /// A vector animation: its lines, each as `x y x y …` in the frame's coordinates.
  struct Vector: Equatable, Encodable {
    var frame: Rect
    var lines: [[Double]]
    var widths: [Double]
    var tint: String
  }

  struct Component: Equatable, Encodable {
    var slot: String
    var kind: String
    var state: String
    var frame: Rect
    var alpha: Double
    var hidden: Bool
    var pullingPercent: Double
    var labels: [Label]
    var arrows: [Arrow]
    var spinners: [Spinner]
    var images: [Image]
    var vectors: [Vector]
    /// A header's second floor, in the content's coordinates, while any of it shows.
    var floor: Rect?
  }

  /// A tab of a shop page: its list's offset, content and footer.
  struct Tab: Equatable, Encodable {
    var title: String
    var offset: Double
    var contentHeight: Double
    var items: Int
    var components: [Component]
  }

  /// A shop page: where its tab bar and lists are in the page's content, the tab that shows, and
  /// every tab.
  struct Shop: Equatable, Encodable {
    var bannerHeight: Double
    var tabBarHeight: Double
    var listTop: Double
    var listHeight: Double
    var selected: Int
    var tabs: [Tab]
  }

  var offset: Point
  var inset: Insets
  var contentSize: Point
  var items: Int
  /// The number of the first item shown.
  var firstItem: Int
  var dragging: Bool
  var decelerating: Bool
  var components: [Component]
  /// The shop page's tabs, on a shop page.
  var shop: Shop?

  /// The frame of `world` at its clock's time.
  @MainActor
  init(_ world: GalleryWorld) {
    let scroll = world.scroll
    let now = world.clock.now
    self.offset = Point(
      x: Self.round(scroll.contentOffset.x), y: Self.round(scroll.contentOffset.y))
    let inset = scroll.adjustedContentInset
    self.inset = Insets(
      top: Self.round(inset.top), left: Self.round(inset.left), bottom: Self.round(inset.bottom),
      right: Self.round(inset.right))
    self.contentSize = Point(
      x: Self.round(scroll.contentSize.width), y: Self.round(scroll.contentSize.height))
    self.items = world.items
    self.firstItem = world.firstItem
    // On a shop page, the page's and the list's motion together.
    let finger = world.fingerTarget
    self.dragging = finger.isDragging
    self.decelerating = finger.isDecelerating
    self.components = world.listComponents.map { slot, component in
      Self.component(slot, component, RenderPlan(component, at: now))
    }
    self.shop = world.shop.map { Self.shop($0, at: now) }
  }

  @MainActor
  private static func shop(_ shop: GalleryShop, at now: TimeInterval) -> Shop {
    let footers = shop.components
    let tabs = GalleryShop.tabs.indices.map { index in
      let list = shop.lists[index]
      return Tab(
        title: GalleryShop.tabs[index], offset: self.round(list.contentOffset.y),
        contentHeight: self.round(list.contentSize.height), items: shop.items[index],
        components: footers.filter { $0.component.scrollModel === list }.map {
          self.component($0.slot, $0.component, RenderPlan($0.component, at: now))
        })
    }
    let list = shop.lists[0].frame
    return Shop(
      bannerHeight: self.round(GalleryShop.bannerHeight),
      tabBarHeight: self.round(GalleryShop.tabBarHeight), listTop: self.round(list.minY),
      listHeight: self.round(list.height), selected: shop.coordinator.selectedPage, tabs: tabs)
  }

  @MainActor
  private static func component(
    _ slot: String, _ component: RefreshComponent, _ plan: RenderPlan
  ) -> Component {
    Component(
      slot: slot, kind: String(describing: type(of: component)), state: "\(component.state)",
      frame: self.rect(plan.frame), alpha: self.round(plan.alpha), hidden: plan.isHidden,
      pullingPercent: self.round(component.pullingPercent),
      labels: plan.labels.map {
        Label(
          frame: self.rect($0.frame), text: $0.text, color: self.css($0.color),
          fontSize: self.round($0.fontSize), lines: $0.numberOfLines, hidden: $0.isHidden)
      },
      arrows: plan.arrows.map {
        Arrow(
          frame: self.rect($0.frame), image: $0.image.name, rotation: self.round($0.rotation),
          tint: self.css($0.tint), hidden: $0.isHidden)
      },
      spinners: plan.spinners.map {
        Spinner(
          frame: self.rect($0.frame), animating: $0.isAnimating, alpha: self.round($0.alpha),
          rotation: self.round($0.rotation), color: self.css($0.color))
      },
      images: plan.images.map {
        Image(
          frame: self.rect($0.frame), image: $0.image?.name,
          index: $0.image.flatMap { image in
            (component as? any GifAnimated)?.images(for: component.state).firstIndex(of: image)
          },
          width: self.round($0.image?.size.width ?? 0),
          height: self.round($0.image?.size.height ?? 0),
          mode: "\($0.contentMode)", hidden: $0.isHidden)
      },
      vectors: plan.vectors.map { vector in
        Vector(
          frame: self.rect(vector.frame),
          lines: vector.strokes.map { $0.points.flatMap { [self.round($0.x), self.round($0.y)] } },
          widths: vector.strokes.map { self.round($0.lineWidth) }, tint: self.css(vector.tint))
      },
      floor: (component as? RefreshHeader).flatMap {
        $0.secondFloorShows ? self.rect($0.secondFloorFrame) : nil
      })
  }

  /// A value to a hundredth; a value that is not finite, which the engine never produces, as 0,
  /// so that encoding cannot fail.
  static func round(_ value: CGFloat) -> Double {
    let value = Double(value)
    return value.isFinite ? (value * 100).rounded() / 100 : 0
  }

  private static func rect(_ rect: CGRect) -> Rect {
    Rect(
      x: self.round(rect.minX), y: self.round(rect.minY), w: self.round(rect.width),
      h: self.round(rect.height))
  }

  /// A colour as CSS, a role in its light-mode shade.
  private static func css(_ color: RefreshColor) -> String {
    let fixed = color.resolved(darkMode: false)
    func byte(_ value: Double) -> Int { Int((value * 255).rounded()) }
    return "rgba(\(byte(fixed.red)),\(byte(fixed.green)),\(byte(fixed.blue)),\(fixed.alpha))"
  }
}
