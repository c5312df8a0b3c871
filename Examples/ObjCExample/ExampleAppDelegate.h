// The app: the examples' list in a navigation controller.
#import <UIKit/UIKit.h>

@interface ExampleAppDelegate : UIResponder <UIApplicationDelegate>
@property (strong, nonatomic) UIWindow *window;
@end
