// On Apple's SDKs the CG types' members come from the CoreGraphics overlay, which Foundation does
// not bring: with `MemberImportVisibility` (SE-0444) this re-export makes them visible everywhere.
#if canImport(CoreGraphics)
@_exported public import CoreGraphics
#endif
