#import "ExampleWebViewController.h"
#import "ExampleChiBaoZi.h"

@interface ExampleWebViewController ()
@property (strong, nonatomic) WKWebView *webView;
@end

@implementation ExampleWebViewController

// A GIF header, linked to the web view's scroll view, that reloads the page.
- (void)example40 {
    __weak WKWebView *webView = self.webView;
    webView.navigationDelegate = self;
    UIScrollView *scrollView = self.webView.scrollView;
    [[ExampleChiBaoZiHeader([RKRefreshGifHeader headerWithRefreshingBlock:^{
        [webView reload];
    }]) linkTo:scrollView] autoChangeTransparency:YES];
    [scrollView.rk_header beginRefreshing];
}

- (void)webView:(WKWebView *)webView didFinishNavigation:(WKNavigation *)navigation {
    [self.webView.scrollView.rk_header endRefreshing];
}

- (void)webView:(WKWebView *)webView
    didFailNavigation:(WKNavigation *)navigation
            withError:(NSError *)error {
    [self.webView.scrollView.rk_header endRefreshing];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.webView = [[WKWebView alloc] initWithFrame:self.view.bounds];
    self.webView.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
    [self.view addSubview:self.webView];
    [self.webView loadRequest:[NSURLRequest requestWithURL:[NSURL URLWithString:@"https://www.apple.com"]]];
    ExampleRun(self);
}

@end
