// MJRefresh's MJSingleViewController: a table that starts empty, with a hidden footer.
#import "ExampleScreen.h"

@interface ExampleSingleViewController : UITableViewController <ExampleScreen>
@property (copy, nonatomic) NSString *example;
@end
