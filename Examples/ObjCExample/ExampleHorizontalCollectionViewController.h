// MJRefresh's MJHorizontalCollectionViewController: a trailer past a horizontal collection
// view's last page (example 42).
#import "ExampleScreen.h"

@interface ExampleHorizontalCollectionViewController : UICollectionViewController <ExampleScreen>
@property (copy, nonatomic) NSString *example;
@end
