#import "ExampleSingleViewController.h"
#import "ExampleTestViewController.h"
@import RefreshKitObjC;

@interface ExampleSingleViewController ()
@property (assign, nonatomic) NSInteger count;
@end

@implementation ExampleSingleViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    ExampleRun(self);
    [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"cell"];
    __weak typeof(self) weakSelf = self;
    __weak UITableView *tableView = self.tableView;
    tableView.rk_header = [RKRefreshNormalHeader headerWithRefreshingBlock:^{
        dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(2.0 * NSEC_PER_SEC)),
                       dispatch_get_main_queue(), ^{
                           weakSelf.count += 12;
                           [tableView reloadData];
                           [tableView.rk_header endRefreshing];
                       });
    }];
    tableView.rk_header.automaticallyChangeAlpha = YES;

    RKRefreshAutoNormalFooter *footer = [RKRefreshAutoNormalFooter footerWithRefreshingBlock:^{
        dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(2.0 * NSEC_PER_SEC)),
                       dispatch_get_main_queue(), ^{
                           weakSelf.count += 5;
                           [tableView reloadData];
                           [tableView.rk_footer endRefreshing];
                       });
    }];
    footer.hidden = YES;  // as in MJRefresh's example: the app shows it when it wants
    tableView.rk_footer = footer;
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return self.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView
         cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"cell"
                                                            forIndexPath:indexPath];
    cell.textLabel.text = indexPath.row % 2 && self.navigationController ? @"push" : @"modal";
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    ExampleOpenTestScreen(self, indexPath.row % 2);
}

@end
