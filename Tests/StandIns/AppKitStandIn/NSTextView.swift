// AppKit's text view: the document of a scroll view (SwiftUI's `TextEditor`) that a lookup of a
// SwiftUI view's scroll view must pass by.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used

// AppKit/NSText.h: @interface NSText : NSView <NSChangeSpelling, NSIgnoreMisspelledWords>
/// Text in a view.
@MainActor
open class NSText: NSView {}

// AppKit/NSTextView.h: @interface NSTextView : NSText <NSColorChanging, NSMenuItemValidation, ...>
/// A text view.
@MainActor
open class NSTextView: NSText {}
#endif
