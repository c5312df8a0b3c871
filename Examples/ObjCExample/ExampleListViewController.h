// MJRefresh's MJExampleViewController: the list of examples, itself with a header and a back
// footer that fades under the navigation bar.
#import <UIKit/UIKit.h>

@interface ExampleListViewController : UITableViewController
@end
