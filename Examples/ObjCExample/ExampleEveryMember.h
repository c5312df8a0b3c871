// Every class and member of the face that MJRefresh's example app does not reach, each used
// once as an app would: with the example screens, the whole face compiles from Objective-C.
#import <UIKit/UIKit.h>

@interface ExampleEveryMember : NSObject
/// Puts components of every class on `tableView` and `collectionView`, and uses each member.
- (void)useEveryMemberOn:(UITableView *)tableView collectionView:(UICollectionView *)collectionView;
@end
