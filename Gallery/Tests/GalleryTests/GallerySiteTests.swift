import Foundation
import GalleryCore
import RefreshKit
import RefreshKitHost
import Testing

extension GalleryTests {
  /// The pages and pictures the server answers with.
  @MainActor
  @Suite struct GallerySiteTests {
    @Test("the index, the page of every scenario, the style, the script and the catalog are served")
    func pages() throws {
      #expect(GallerySite.asset(at: "/")?.body.contains("RefreshKit gallery") == true)
      #expect(
        GallerySite.asset(at: "/gallery.js")?.contentType.hasPrefix("text/javascript") == true)
      #expect(GallerySite.asset(at: "/gallery.css") != nil)
      for scenario in GalleryScenario.all {
        #expect(GallerySite.asset(at: "/s/\(scenario.id)")?.body.contains("gallery.js") == true)
      }
      #expect(GallerySite.asset(at: "/s/nope") == nil)
      #expect(GallerySite.asset(at: "/../Package.swift") == nil)
      let catalog = try #require(GallerySite.asset(at: "/scenarios.json"))
      let list = try JSONSerialization.jsonObject(with: Data(catalog.body.utf8)) as? [[String: Any]]
      #expect(list?.count == 34)
    }

    @Test("every picture a scenario shows is drawn, and nothing else is")
    func art() {
      var names: Set<String> = ["spinner"]
      for scenario in GalleryScenario.all {
        let world = scenario.makeWorld(clock: ManualAnimationClock())
        for (_, component) in world.components {
          let plan = RenderPlan(component, at: 0)
          names.formUnion(plan.arrows.map(\.image.name))
          names.formUnion(plan.images.compactMap(\.image?.name))
          if let gif = component as? any GifAnimated {
            for state in RefreshState.allCases {
              names.formUnion(gif.images(for: state).map(\.name))
            }
          }
        }
      }
      #expect(names.isSuperset(of: ["arrow", "trail_arrow", "logo", "bird-pull-01", "bird-hop-3"]))
      for name in names {
        let svg = GalleryArt.svg(named: name)
        #expect(svg?.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\"") == true, "\(name)")
        #expect(GallerySite.asset(at: "/art/\(name).svg")?.contentType == "image/svg+xml")
      }
      for name in ["bird-pull-00", "bird-pull-61", "bird-pull-1", "bird-hop-4", "../x", "arrowx"] {
        #expect(GalleryArt.svg(named: name) == nil, "\(name)")
      }
      #expect(GalleryArt.svg(named: "bird-pull-01") != GalleryArt.svg(named: "bird-pull-60"))
    }

    @Test("MJRefresh's 20 example screens, then RefreshKit's own, once each")
    func catalog() {
      let ids = GalleryScenario.all.map(\.id)
      #expect(ids.count == 34 && Set(ids).count == 34)
      #expect(
        Set(GalleryScenario.all.map(\.group)) == [
          "Headers", "Auto footers", "Back footers", "Collections", "Cooperating loaders",
          "Second floor", "Beyond MJRefresh",
        ])
    }
  }
}
