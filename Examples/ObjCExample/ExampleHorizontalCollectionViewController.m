#import "ExampleHorizontalCollectionViewController.h"
#import "ExampleTestViewController.h"
@import RefreshKitObjC;

static NSString *const ExampleCellIdentifier = @"color";

@interface ExampleHorizontalCollectionViewController ()
@property (strong, nonatomic) NSArray<UIColor *> *colors;
@end

@implementation ExampleHorizontalCollectionViewController

// Pulled past the last page, the trailer opens the next screen.
- (void)example42 {
    __weak typeof(self) weakSelf = self;
    self.collectionView.rk_trailer = [RKRefreshNormalTrailer trailerWithRefreshingBlock:^{
        [weakSelf.navigationController pushViewController:[[ExampleTestViewController alloc] init]
                                                 animated:YES];
        [weakSelf.collectionView.rk_trailer endRefreshing];
    }];
}

- (instancetype)init {
    UICollectionViewFlowLayout *layout = [[UICollectionViewFlowLayout alloc] init];
    layout.itemSize = CGSizeMake(UIScreen.mainScreen.bounds.size.width, 200);
    layout.minimumInteritemSpacing = 0;
    layout.minimumLineSpacing = 0;
    layout.scrollDirection = UICollectionViewScrollDirectionHorizontal;
    return [self initWithCollectionViewLayout:layout];
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.colors = @[
        UIColor.systemRedColor, UIColor.systemOrangeColor, UIColor.systemYellowColor,
        UIColor.systemGreenColor, UIColor.systemBlueColor
    ];
    self.view.backgroundColor = [UIColor whiteColor];
    self.collectionView.frame = CGRectMake(0, 150, UIScreen.mainScreen.bounds.size.width, 200);
    self.collectionView.pagingEnabled = YES;
    self.collectionView.backgroundColor = [UIColor whiteColor];
    [self.collectionView registerClass:[UICollectionViewCell class]
            forCellWithReuseIdentifier:ExampleCellIdentifier];
    ExampleRun(self);
}

- (NSInteger)collectionView:(UICollectionView *)collectionView
     numberOfItemsInSection:(NSInteger)section {
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

- (void)collectionView:(UICollectionView *)collectionView
    didSelectItemAtIndexPath:(NSIndexPath *)indexPath {
    ExampleOpenTestScreen(self, indexPath.row % 2);
}

@end
