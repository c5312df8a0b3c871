/// The base class of pull-down refresh headers, attached through ``ScrollModel/header``.
@MainActor
open class RefreshHeader: RefreshComponent {}
