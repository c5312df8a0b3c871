/// The base class of horizontal trailers past the right edge, attached through
/// ``ScrollModel/trailer``.
@MainActor
open class RefreshTrailer: RefreshComponent {}
