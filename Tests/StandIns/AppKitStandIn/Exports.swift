// AppKit brings Foundation, CoreGraphics and QuartzCore with it.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used
@_exported public import AppleStandIn
#endif
