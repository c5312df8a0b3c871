// The screen a row opens, pushed or presented, to check that the lists keep their state.
#import <UIKit/UIKit.h>

@interface ExampleTestViewController : UIViewController
@end

/// Opens the test screen from `screen`: pushed, or presented in a navigation controller.
void ExampleOpenTestScreen(UIViewController *screen, BOOL pushed);
