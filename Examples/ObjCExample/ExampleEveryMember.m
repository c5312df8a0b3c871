#import "ExampleEveryMember.h"
@import RefreshKitObjC;

@implementation ExampleEveryMember

- (void)refresh:(RKRefreshComponent *)sender {
    NSLog(@"%@ is refreshing: %d, state %ld, pulled %.2f, on %@", sender, sender.isRefreshing,
          (long)sender.state, sender.pullingPercent, sender.scrollView);
}

- (void)useEveryMemberOn:(UITableView *)tableView collectionView:(UICollectionView *)collectionView {
    // The state header, its labels, its time and the callbacks of a refresh.
    RKRefreshStateHeader *header =
        [RKRefreshStateHeader headerWithRefreshingTarget:self refreshingAction:@selector(refresh:)];
    header.ignoredScrollViewContentInsetTop = 20;
    header.lastUpdatedTimeKey = @"MJRefreshHeaderLastUpdatedTimeKey";
    header.labelLeftInset = 20;
    header.lastUpdatedTimeText = ^NSString *(NSDate *date) {
        return date ? [NSDateFormatter localizedStringFromDate:date
                                                     dateStyle:NSDateFormatterNoStyle
                                                     timeStyle:NSDateFormatterShortStyle]
                    : @"Never";
    };
    NSLog(@"last updated %@", header.lastUpdatedTime);
    header.beginRefreshingCompletionBlock = ^{ NSLog(@"the action ran"); };
    header.endRefreshingAnimationBeginAction = ^{ NSLog(@"the end animation starts"); };
    header.endRefreshingCompletionBlock = ^{ NSLog(@"the end animation finished"); };
    [[[header afterBeginningAction:^{}] endingAnimationBeginningAction:^{}] afterEndingAction:^{}];
    header.fastAnimationDuration = 0.25;
    header.slowAnimationDuration = 0.4;
    tableView.rk_header = header;
    __weak RKRefreshStateHeader *weakHeader = header;
    [header beginRefreshingWithCompletionBlock:^{
        [weakHeader endRefreshingWithCompletionBlock:^{ NSLog(@"ended"); }];
    }];
    if (header.state == RKRefreshStateWillRefresh || header.isRefreshing) {
        NSLog(@"refreshing from inset %@", NSStringFromUIEdgeInsets(header.scrollViewOriginalInset));
    }

    // The state footers and the GIF footers, with frames of a duration of their own.
    UIImage *frame = [UIImage systemImageNamed:@"circle"];
    RKRefreshAutoStateFooter *autoState = [RKRefreshAutoStateFooter footerWithRefreshingBlock:^{}];
    autoState.onlyRefreshPerDrag = YES;
    autoState.triggerAutomaticallyRefreshPercent = 0.5;
    autoState.labelLeftInset = 10;
    RKRefreshBackStateFooter *backState = [RKRefreshBackStateFooter footerWithRefreshingBlock:^{}];
    [backState setTitle:@"Pull up" forState:RKRefreshStateIdle];
    backState.stateLabel.textColor = [UIColor secondaryLabelColor];
    RKRefreshBackGifFooter *backGif = [RKRefreshBackGifFooter footerWithRefreshingBlock:^{}];
    [backGif setImages:@[ frame ] duration:0.5 forState:RKRefreshStateRefreshing];
    RKRefreshAutoGifFooter *autoGif = [RKRefreshAutoGifFooter footerWithRefreshingBlock:^{}];
    [autoGif setImages:@[ frame ] duration:0.5 forState:RKRefreshStateRefreshing];
    NSArray<RKRefreshFooter *> *footers = @[ autoState, backState, backGif, autoGif ];
    for (RKRefreshFooter *footer in footers) {
        tableView.rk_footer = footer;
    }
    [tableView.rk_footer endRefreshingWithNoMoreData];
    NSLog(@"%ld rows", (long)tableView.rk_totalDataCount);

    // The trailers, with a target and an action.
    RKRefreshStateTrailer *trailer =
        [RKRefreshStateTrailer trailerWithRefreshingTarget:self refreshingAction:@selector(refresh:)];
    [trailer setTitle:@"More" forState:RKRefreshStateIdle];
    trailer.stateLabel.font = [UIFont boldSystemFontOfSize:12];
    trailer.ignoredScrollViewContentInsetRight = 8;
    collectionView.rk_trailer = trailer;
    collectionView.rk_trailer = [[RKRefreshNormalTrailer alloc] init];
    collectionView.rk_trailer.hidden = YES;
    collectionView.rk_trailer.alpha = 0.5;
    collectionView.rk_trailer = nil;
}

@end
