import Testing

/// Every suite of the gallery, one test at a time, so that a plain `swift test` is as steady as
/// CI under load: the session, world and site suites drive simulated tabs on the main actor,
/// which the live servers of the server and hardening suites need for their sessions too, and
/// beside them a loaded machine made the servers miss their deadlines (4 runs of 12 with two
/// busy loops; none of 4 one test at a time).
@Suite(.serialized) enum GalleryTests {}
