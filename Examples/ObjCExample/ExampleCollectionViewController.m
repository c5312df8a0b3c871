#import "ExampleCollectionViewController.h"
#import "ExampleTestViewController.h"
@import RefreshKitObjC;

static const NSTimeInterval ExampleDelay = 2.0;
static NSString *const ExampleCellIdentifier = @"color";

@interface ExampleCollectionViewController ()
@property (strong, nonatomic) NSMutableArray<UIColor *> *colors;
@end

@implementation ExampleCollectionViewController

// A header and a back footer, each made, set up and linked in one expression.
- (void)example31 {
    __weak typeof(self) weakSelf = self;
    [[RKRefreshNormalHeader headerWithRefreshingBlock:^{
        for (int index = 0; index < 10; index++) {
            [weakSelf.colors insertObject:[weakSelf randomColor] atIndex:0];
        }
        dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(ExampleDelay * NSEC_PER_SEC)),
                       dispatch_get_main_queue(), ^{
                           [weakSelf.collectionView reloadData];
                           [weakSelf.collectionView.rk_header endRefreshing];
                       });
    }] linkTo:self.collectionView];
    self.collectionView.rk_header.isCollectionViewAnimationBug = YES;

    [[[[RKRefreshBackNormalFooter footerWithRefreshingBlock:^{
        for (int index = 0; index < 5; index++) {
            [weakSelf.colors addObject:[weakSelf randomColor]];
        }
        dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(ExampleDelay * NSEC_PER_SEC)),
                       dispatch_get_main_queue(), ^{
                           [weakSelf.collectionView performBatchUpdates:^{
                               [weakSelf.collectionView
                                   reloadSections:[NSIndexSet indexSetWithIndex:0]];
                           } completion:^(BOOL finished) {
                               [weakSelf.collectionView.rk_footer endRefreshing];
                           }];
                       });
    }] setAnimationDisabled] autoChangeTransparency:YES] linkTo:self.collectionView];

    [self.collectionView.rk_header beginRefreshing];
}

- (UIColor *)randomColor {
    return [UIColor colorWithRed:arc4random_uniform(255) / 255.0
                           green:arc4random_uniform(255) / 255.0
                            blue:arc4random_uniform(255) / 255.0
                           alpha:1];
}

- (NSMutableArray<UIColor *> *)colors {
    if (!_colors) {
        _colors = [NSMutableArray array];
    }
    return _colors;
}

- (instancetype)init {
    UICollectionViewFlowLayout *layout = [[UICollectionViewFlowLayout alloc] init];
    layout.itemSize = CGSizeMake(80, 80);
    layout.sectionInset = UIEdgeInsetsMake(20, 20, 20, 20);
    layout.minimumInteritemSpacing = 20;
    layout.minimumLineSpacing = 20;
    layout.headerReferenceSize = CGSizeMake(100, 30);
    return [self initWithCollectionViewLayout:layout];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    [self.collectionView registerClass:[UICollectionViewCell class]
            forCellWithReuseIdentifier:ExampleCellIdentifier];
    [self.collectionView registerClass:[UICollectionReusableView class]
            forSupplementaryViewOfKind:UICollectionElementKindSectionHeader
                   withReuseIdentifier:@"header"];
    ExampleRun(self);
}

- (NSInteger)collectionView:(UICollectionView *)collectionView
     numberOfItemsInSection:(NSInteger)section {
    // No footer while there is nothing to load after.
    self.collectionView.rk_footer.hidden = self.colors.count == 0;
    return (NSInteger)self.colors.count;
}

- (UICollectionViewCell *)collectionView:(UICollectionView *)collectionView
                  cellForItemAtIndexPath:(NSIndexPath *)indexPath {
    UICollectionViewCell *cell =
        [collectionView dequeueReusableCellWithReuseIdentifier:ExampleCellIdentifier
                                                  forIndexPath:indexPath];
    cell.backgroundColor = self.colors[(NSUInteger)indexPath.row];
    return cell;
}

// The section's header view: what isCollectionViewAnimationBug was for in MJRefresh.
- (UICollectionReusableView *)collectionView:(UICollectionView *)collectionView
           viewForSupplementaryElementOfKind:(NSString *)kind
                                 atIndexPath:(NSIndexPath *)indexPath {
    UICollectionReusableView *view =
        [collectionView dequeueReusableSupplementaryViewOfKind:UICollectionElementKindSectionHeader
                                           withReuseIdentifier:@"header"
                                                  forIndexPath:indexPath];
    view.backgroundColor = UIColor.systemPurpleColor;
    return view;
}

- (void)collectionView:(UICollectionView *)collectionView
    didSelectItemAtIndexPath:(NSIndexPath *)indexPath {
    ExampleOpenTestScreen(self, indexPath.row % 2);
}

@end
