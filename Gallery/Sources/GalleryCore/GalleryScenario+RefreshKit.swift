import Foundation
import RefreshKit

/// What RefreshKit does beyond MJRefresh, one screen each: results held on screen, failed pages
/// retried, the minimum duration, stale data, right to left, reduced motion, VoiceOver's
/// announcements, the chat loader and the progress-driven header.
extension GalleryScenario {
  /// The index's heading for them.
  static let beyond = "Beyond MJRefresh"

  static let refreshKitFeatures: [GalleryScenario] = [
    table(
      "progress-header", beyond, "Progress-driven header", "ProgressHeader",
      "Pull: a ring draws round with the pull; it turns while loading and closes round a check "
        + "mark, or round a cross with Loads fail on. No GIF frames: a vector animation."
    ) { world in
      world.attachRefreshing(
        ProgressHeader(config: world.config) { [weak world] in world?.loadNewData() })
    },
    table(
      "results", beyond, "Results held on screen", "resultDisplayDuration",
      "Every other load fails. Each end holds its result for a second before closing: "
        + "\"Refreshed\" after the first load, \"Refresh failed\" after the next pull."
    ) { world in
      world.failsEveryOtherLoad = true
      world.reportsSuccess = true
      let header = world.normalHeader()
      header.resultDisplayDuration = 1
      world.attachRefreshing(header)
    },
    GalleryScenario(
      id: "failed-page-retry", group: beyond, title: "A failed page, retried",
      example: "automaticRetry",
      summary: "Scroll to the end: the page fails and is retried by itself 2 s later; that "
        + "fails too, and the footer waits: tap it, or pull up, to load.",
      layout: .rows, items: 20, loadTime: 0.5
    ) { world in
      world.failuresToCome = 2
      let footer = AutoNormalFooter(config: world.config) { [weak world] in
        world?.loadMoreData(count: 5)
      }
      footer.automaticRetry = RefreshRetryPolicy(limit: 1, delay: 2)
      world.scroll.footer = footer
    },
    GalleryScenario(
      id: "minimum-duration", group: beyond, title: "A fast load, shown long enough",
      example: "minimumRefreshingDuration",
      summary: "The load answers in 0.1 s, but the header shows \"Loading...\" for at least "
        + "1.5 s: no flash of a spinner.",
      layout: .rows, items: 5, loadTime: 0.1
    ) { world in
      let header = world.normalHeader()
      header.minimumRefreshingDuration = 1.5
      world.attachRefreshing(header)
    },
    table(
      "stale-data", beyond, "Stale data refreshes by itself", "staleInterval",
      "The list loads as it opens and is fresh for 3 s. Leave and come back at once: nothing "
        + "loads. Wait 3 s and do it again: the header refreshes by itself."
    ) { world in
      let header = world.normalHeader()
      header.staleInterval = 3
      world.attachRefreshing(header)
    },
    GalleryScenario(
      id: "right-to-left", group: beyond, title: "Right to left, in Arabic",
      example: "layoutDirection",
      summary: "Arabic titles, and the arrow and spinner right of "
        + "them; the footer's spinner too. Pull and load as anywhere.",
      layout: .rows, items: 5, loadTime: GalleryWorld.tableLoadTime, language: "ar"
    ) { world in
      world.example01()
      world.scroll.footer = AutoNormalFooter(config: world.config) { [weak world] in
        world?.loadMoreData()
      }
    },
    table(
      "reduced-motion", beyond, "Reduce Motion", "reducesMotion",
      "With the system's Reduce Motion: the header opens and closes at once and the arrow "
        + "flips without turning; only fades remain."
    ) { world in
      world.config.reducesMotion = true
      world.example01()
    },
    table(
      "voiceover", beyond, "VoiceOver's announcements", "accessibility",
      "What VoiceOver would say at each change shows in the log: \"Release to refresh\", "
        + "\"Loading...\", then \"Refreshed\"; the footer's too."
    ) { world in
      let header = world.normalHeader()
      let footer = AutoNormalFooter(config: world.config) { [weak world] in world?.loadMoreData() }
      for component in [header, footer] as [RefreshComponent] {
        component.accessibility.announcementHandler = { [weak world] text in
          world?.note("VoiceOver says \"\(text)\"")
        }
      }
      world.scroll.footer = footer
      world.attachRefreshing(header)
    },
    GalleryScenario(
      id: "chat", group: beyond, title: "A chat: earlier messages above",
      example: "LeadingNormalLoader",
      summary: "Opened on the latest 20 of 100 messages, at the bottom. Scroll up: earlier "
        + "pages load above, and the message you read does not move.",
      layout: .rows, items: 20, loadTime: 0.5, rowTitle: "Message"
    ) { world in
      world.open(atItem: 81)
      world.lastItemThereIs = 100
      world.scroll.leadingLoader = LeadingNormalLoader(config: world.config) { [weak world] in
        world?.loadOlder(count: 20)
      }
      world.scroll.contentOffset.y = 20 * GalleryWorld.rowHeight - GalleryWorld.viewport.height
    },
  ]
}
