// The screen a row opens, pushed or presented, to check that the lists keep their state.
#import <UIKit/UIKit.h>

@interface ExampleTestViewController : UIViewController
@end
