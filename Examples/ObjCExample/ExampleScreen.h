// What every example screen has: the name of the example method it runs when its view loads
// (MJRefresh's example app keeps it in a `UIViewController (Example)` category).
#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

@protocol ExampleScreen <NSObject>
/// The example method to run, such as "example01".
@property (copy, nonatomic) NSString *example;
@end

/// Runs the screen's example method, one of its own that takes no argument.
static inline void ExampleRun(UIViewController<ExampleScreen> *screen) {
    if (screen.example.length == 0) {
        return;  // a screen with one example, set up in viewDidLoad
    }
    SEL selector = NSSelectorFromString(screen.example);
    if ([screen respondsToSelector:selector]) {
        IMP method = [screen methodForSelector:selector];
        ((void (*)(id, SEL))method)(screen, selector);
    }
}

NS_ASSUME_NONNULL_END
