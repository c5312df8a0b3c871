// MJRefresh's MJSingleViewController: a table that starts empty, with a hidden footer.
#import <UIKit/UIKit.h>

@interface ExampleSingleViewController : UITableViewController
@end
