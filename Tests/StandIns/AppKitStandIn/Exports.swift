// AppKit brings Foundation, CoreGraphics and QuartzCore with it.
@_exported public import AppleStandIn
