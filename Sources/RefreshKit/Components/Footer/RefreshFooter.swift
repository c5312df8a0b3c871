/// The base class of load-more footers, attached through ``ScrollModel/footer``.
@MainActor
open class RefreshFooter: RefreshComponent {}
