// UIKit's text view: a scroll view the lookup of a SwiftUI view's scroll view must pass by.
#if os(Linux)  // a stand-in for Apple platforms, where the real framework is used

// UIKit/UITextView.h: UIKIT_EXTERN API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UITextView : UIScrollView <UITextInput, UIContentSizeCategoryAdjusting>
/// A text view: a scroll view of text (SwiftUI's `TextEditor`), which no refresh belongs on.
@MainActor
open class UITextView: UIScrollView {}
#endif
