#import "ExampleTableViewController.h"
#import "ExampleChiBaoZi.h"
#import "ExampleDIYAutoFooter.h"
#import "ExampleDIYBackFooter.h"
#import "ExampleDIYHeader.h"
#import "ExampleTestViewController.h"

/// How long the fake network takes.
static const NSTimeInterval ExampleDelay = 0.5;

@interface ExampleTableViewController ()
/// The rows.
@property (strong, nonatomic) NSMutableArray<NSString *> *rows;
@end

@implementation ExampleTableViewController

#pragma mark - Headers

// The default header, refreshing at once.
- (void)example01 {
    __weak typeof(self) weakSelf = self;
    self.tableView.rk_header = [RKRefreshNormalHeader headerWithRefreshingBlock:^{
        [weakSelf loadNewData];
    }];
    [self.tableView.rk_header beginRefreshing];
}

// A GIF header, with a target and an action.
- (void)example02 {
    self.tableView.rk_header = ExampleChiBaoZiHeader([RKRefreshGifHeader
        headerWithRefreshingTarget:self
                  refreshingAction:@selector(loadNewData)]);
    [self.tableView.rk_header beginRefreshing];
}

// The default header without its time, fading under the navigation bar.
- (void)example03 {
    RKRefreshNormalHeader *header =
        [RKRefreshNormalHeader headerWithRefreshingTarget:self
                                         refreshingAction:@selector(loadNewData)];
    header.automaticallyChangeAlpha = YES;
    header.lastUpdatedTimeLabel.hidden = YES;
    [header beginRefreshing];  // waits until it is on the table, then starts
    self.tableView.rk_header = header;
}

// A GIF header without its labels.
- (void)example04 {
    RKRefreshGifHeader *header = ExampleChiBaoZiHeader([RKRefreshGifHeader
        headerWithRefreshingTarget:self
                  refreshingAction:@selector(loadNewData)]);
    header.lastUpdatedTimeLabel.hidden = YES;
    header.stateLabel.hidden = YES;
    [header beginRefreshing];
    self.tableView.rk_header = header;
}

// The default header with titles, fonts and colours of its own.
- (void)example05 {
    RKRefreshNormalHeader *header =
        [RKRefreshNormalHeader headerWithRefreshingTarget:self
                                         refreshingAction:@selector(loadNewData)];
    [header setTitle:@"Pull down to refresh" forState:RKRefreshStateIdle];
    [header setTitle:@"Release to refresh" forState:RKRefreshStatePulling];
    [header setTitle:@"Loading ..." forState:RKRefreshStateRefreshing];
    header.stateLabel.font = [UIFont systemFontOfSize:15];
    header.lastUpdatedTimeLabel.font = [UIFont systemFontOfSize:14];
    header.stateLabel.textColor = [UIColor redColor];
    header.lastUpdatedTimeLabel.textColor = [UIColor blueColor];
    [header beginRefreshing];
    self.tableView.rk_header = header;
}

// A header of the app's own: a view with MJRefresh's hooks.
- (void)example06 {
    __weak typeof(self) weakSelf = self;
    self.tableView.rk_header = [RKRefreshHeader headerWithContent:[[ExampleDIYHeader alloc] init]
                                                  refreshingBlock:^{
                                                      [weakSelf loadNewData];
                                                  }];
    [self.tableView.rk_header beginRefreshing];
}

#pragma mark - Footers

// The default auto footer.
- (void)example11 {
    [self example01];
    __weak typeof(self) weakSelf = self;
    self.tableView.rk_footer = [RKRefreshAutoNormalFooter footerWithRefreshingBlock:^{
        [weakSelf loadMoreData];
    }];
}

// A GIF auto footer.
- (void)example12 {
    [self example01];
    self.tableView.rk_footer = ExampleChiBaoZiFooter([RKRefreshAutoGifFooter
        footerWithRefreshingTarget:self
                  refreshingAction:@selector(loadMoreData)]);
}

// A GIF auto footer without its title while loading.
- (void)example13 {
    [self example01];
    RKRefreshAutoGifFooter *footer = ExampleChiBaoZiFooter([RKRefreshAutoGifFooter
        footerWithRefreshingTarget:self
                  refreshingAction:@selector(loadMoreData)]);
    // footer.triggerAutomaticallyRefreshPercent = 0.5;  // loads when half of it shows
    footer.refreshingTitleHidden = YES;
    self.tableView.rk_footer = footer;
}

// A footer that loads everything, then shows so; the button loads again.
- (void)example14 {
    [self example01];
    self.tableView.rk_footer =
        [RKRefreshAutoNormalFooter footerWithRefreshingTarget:self
                                             refreshingAction:@selector(loadLastData)];
    self.navigationItem.rightBarButtonItem =
        [[UIBarButtonItem alloc] initWithTitle:@"Load again"
                                         style:UIBarButtonItemStyleDone
                                        target:self
                                        action:@selector(reset)];
}

- (void)reset {
    [self.tableView.rk_footer setRefreshingTarget:self refreshingAction:@selector(loadMoreData)];
    [self.tableView.rk_footer resetNoMoreData];
}

// An auto footer that loads only on a tap or a pull past it.
- (void)example15 {
    [self example01];
    RKRefreshAutoNormalFooter *footer =
        [RKRefreshAutoNormalFooter footerWithRefreshingTarget:self
                                             refreshingAction:@selector(loadMoreData)];
    footer.automaticallyRefresh = NO;
    self.tableView.rk_footer = footer;
}

// An auto footer with titles, font and colour of its own.
- (void)example16 {
    [self example01];
    RKRefreshAutoNormalFooter *footer =
        [RKRefreshAutoNormalFooter footerWithRefreshingTarget:self
                                             refreshingAction:@selector(loadMoreData)];
    [footer setTitle:@"Click or drag up to refresh" forState:RKRefreshStateIdle];
    [footer setTitle:@"Loading more ..." forState:RKRefreshStateRefreshing];
    [footer setTitle:@"No more data" forState:RKRefreshStateNoMoreData];
    footer.stateLabel.font = [UIFont systemFontOfSize:17];
    footer.stateLabel.textColor = [UIColor blueColor];
    self.tableView.rk_footer = footer;
}

// A footer hidden once it has loaded.
- (void)example17 {
    [self example01];
    self.tableView.rk_footer =
        [RKRefreshAutoNormalFooter footerWithRefreshingTarget:self
                                             refreshingAction:@selector(loadOnceData)];
}

// A back footer below an inset of the app's own, which it leaves out.
- (void)example18 {
    [self example01];
    self.tableView.rk_footer =
        [RKRefreshBackNormalFooter footerWithRefreshingTarget:self
                                             refreshingAction:@selector(loadMoreData)];
    self.tableView.contentInset = UIEdgeInsetsMake(0, 0, 30, 0);
    self.tableView.rk_footer.ignoredScrollViewContentInsetBottom = 30;
}

// A GIF back footer that fades with the pull.
- (void)example19 {
    [self example01];
    self.tableView.rk_footer = ExampleChiBaoZiFooter2([RKRefreshBackGifFooter
        footerWithRefreshingTarget:self
                  refreshingAction:@selector(loadLastData)]);
    self.tableView.rk_footer.automaticallyChangeAlpha = YES;
}

// An auto footer of the app's own, loading twice per drag at most.
- (void)example20 {
    [self example01];
    __weak typeof(self) weakSelf = self;
    RKRefreshAutoFooter *footer =
        [RKRefreshAutoFooter footerWithContent:[[ExampleDIYAutoFooter alloc] init]
                               refreshingBlock:^{
                                   [weakSelf loadMoreData];
                               }];
    footer.autoTriggerTimes = 2;
    self.tableView.rk_footer = footer;
}

// A back footer of the app's own.
- (void)example21 {
    [self example01];
    __weak typeof(self) weakSelf = self;
    self.tableView.rk_footer =
        [RKRefreshBackFooter footerWithContent:[[ExampleDIYBackFooter alloc] init]
                               refreshingBlock:^{
                                   [weakSelf loadMoreData];
                               }];
}

#pragma mark - The fake network

// After the fake network's delay, the table shows the rows and `finish` ends the component.
- (void)reloadAfterDelayThen:(void (^)(UITableView *tableView))finish {
    __weak UITableView *tableView = self.tableView;
    dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(ExampleDelay * NSEC_PER_SEC)),
                   dispatch_get_main_queue(), ^{
                       [tableView reloadData];
                       finish(tableView);
                   });
}

// Five new rows on top, then the header ends.
- (void)loadNewData {
    for (int index = 0; index < 5; index++) {
        [self.rows insertObject:[self randomRow] atIndex:0];
    }
    [self reloadAfterDelayThen:^(UITableView *tableView) {
        [tableView.rk_header endRefreshing];
    }];
}

// One more row, then the footer ends.
- (void)loadMoreData {
    [self.rows addObject:[self randomRow]];
    [self reloadAfterDelayThen:^(UITableView *tableView) {
        [tableView.rk_footer endRefreshing];
    }];
}

// The last five rows, then the footer shows there is no more.
- (void)loadLastData {
    [self addRows:5];
    [self reloadAfterDelayThen:^(UITableView *tableView) {
        [tableView.rk_footer endRefreshingWithNoMoreData];
    }];
}

// Five rows, then the footer hides: it gives back its space.
- (void)loadOnceData {
    [self addRows:5];
    [self reloadAfterDelayThen:^(UITableView *tableView) {
        tableView.rk_footer.hidden = YES;
    }];
}

- (void)addRows:(NSUInteger)count {
    for (NSUInteger index = 0; index < count; index++) {
        [self.rows addObject:[self randomRow]];
    }
}

- (NSString *)randomRow {
    return [NSString stringWithFormat:@"Random row %u", arc4random_uniform(1000000)];
}

- (NSMutableArray<NSString *> *)rows {
    if (!_rows) {
        _rows = [NSMutableArray array];
        for (int index = 0; index < 5; index++) {
            [_rows addObject:[self randomRow]];
        }
    }
    return _rows;
}

#pragma mark - The table

- (void)viewDidLoad {
    [super viewDidLoad];
    self.tableView.separatorStyle = UITableViewCellSeparatorStyleNone;
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"cell"];
    ExampleRun(self);
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return (NSInteger)self.rows.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView
         cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"cell"
                                                            forIndexPath:indexPath];
    cell.textLabel.text = [NSString stringWithFormat:@"%@ - %@",
                                                     indexPath.row % 2 ? @"push" : @"modal",
                                                     self.rows[(NSUInteger)indexPath.row]];
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    ExampleOpenTestScreen(self, indexPath.row % 2);
}

@end
