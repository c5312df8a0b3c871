// `@import RefreshKitObjC;` is all an Objective-C app writes: the face's classes, which stand on
// the UIKit binding (the stand-in on Linux), and every file of the face sees it from here.
@_exported public import RefreshKitUIKit
