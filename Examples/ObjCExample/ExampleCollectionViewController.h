// MJRefresh's MJCollectionViewController: a header and a back footer on a collection view,
// put on with MJRefresh's chaining (example 31).
#import "ExampleScreen.h"

@interface ExampleCollectionViewController : UICollectionViewController <ExampleScreen>
@property (copy, nonatomic) NSString *example;
@end
