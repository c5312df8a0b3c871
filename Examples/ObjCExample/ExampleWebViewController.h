// MJRefresh's MJWebViewViewController: a header on a web view's scroll view (example 40). The
// original's UIWebView is deprecated since iOS 12; this one is a WKWebView.
#import "ExampleScreen.h"
@import WebKit;

@interface ExampleWebViewController : UIViewController <ExampleScreen, WKNavigationDelegate>
@property (copy, nonatomic) NSString *example;
@end
