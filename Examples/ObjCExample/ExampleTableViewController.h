// MJRefresh's MJTableViewController: a header and a footer of every kind on a table view,
// examples 01-06 (headers) and 11-21 (footers).
#import "ExampleScreen.h"

@interface ExampleTableViewController : UITableViewController <ExampleScreen>
@property (copy, nonatomic) NSString *example;
@end
