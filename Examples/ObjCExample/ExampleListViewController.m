#import "ExampleListViewController.h"
#import "ExampleCollectionViewController.h"
#import "ExampleHorizontalCollectionViewController.h"
#import "ExampleSingleViewController.h"
#import "ExampleTableViewController.h"
#import "ExampleWebViewController.h"
@import RefreshKitObjC;

/// A section of examples: a title, the screen's class and each example's title and method.
@interface ExampleSection : NSObject
@property (copy, nonatomic) NSString *title;
@property (strong, nonatomic) Class screen;
@property (copy, nonatomic) NSArray<NSString *> *titles;
@property (copy, nonatomic) NSArray<NSString *> *methods;
@end

@implementation ExampleSection
@end

@interface ExampleListViewController ()
@property (copy, nonatomic) NSArray<ExampleSection *> *sections;
@end

@implementation ExampleListViewController

- (ExampleSection *)sectionTitled:(NSString *)title
                           screen:(Class)screen
                           titles:(NSArray<NSString *> *)titles
                          methods:(NSArray<NSString *> *)methods {
    ExampleSection *section = [[ExampleSection alloc] init];
    section.title = title;
    section.screen = screen;
    section.titles = titles;
    section.methods = methods;
    return section;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"RefreshKit from Objective-C";
    self.sections = @[
        [self sectionTitled:@"UITableView + header"
                     screen:[ExampleTableViewController class]
                     titles:@[ @"Default", @"Animated images", @"Without the time",
                               @"Without the labels", @"Titles of its own", @"A view of its own" ]
                    methods:@[ @"example01", @"example02", @"example03", @"example04",
                               @"example05", @"example06" ]],
        [self sectionTitled:@"UITableView + footer"
                     screen:[ExampleTableViewController class]
                     titles:@[ @"Default", @"Animated images", @"No title while loading",
                               @"All loaded", @"No automatic load", @"Titles of its own",
                               @"Hidden once loaded", @"Back footer, inset left out",
                               @"Back footer, animated images", @"Auto footer of its own",
                               @"Back footer of its own" ]
                    methods:@[ @"example11", @"example12", @"example13", @"example14",
                               @"example15", @"example16", @"example17", @"example18",
                               @"example19", @"example20", @"example21" ]],
        [self sectionTitled:@"UICollectionView"
                     screen:[ExampleCollectionViewController class]
                     titles:@[ @"Header and footer" ]
                    methods:@[ @"example31" ]],
        [self sectionTitled:@"UICollectionView, horizontal"
                     screen:[ExampleHorizontalCollectionViewController class]
                     titles:@[ @"Trailer" ]
                    methods:@[ @"example42" ]],
        [self sectionTitled:@"UITableView, starting empty"
                     screen:[ExampleSingleViewController class]
                     titles:@[ @"Header, hidden footer" ]
                    methods:@[ @"" ]],
        [self sectionTitled:@"WKWebView"
                     screen:[ExampleWebViewController class]
                     titles:@[ @"Header" ]
                    methods:@[ @"example40" ]],
    ];

    __weak UITableView *tableView = self.tableView;
    tableView.rk_header = [RKRefreshNormalHeader headerWithRefreshingBlock:^{
        dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(2.0 * NSEC_PER_SEC)),
                       dispatch_get_main_queue(), ^{
                           [tableView.rk_header endRefreshing];
                       });
    }];
    tableView.rk_header.automaticallyChangeAlpha = YES;
    tableView.rk_footer = [RKRefreshBackNormalFooter footerWithRefreshingBlock:^{
        dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(2.0 * NSEC_PER_SEC)),
                       dispatch_get_main_queue(), ^{
                           [tableView.rk_footer endRefreshing];
                       });
    }];
    [tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"example"];
}

- (NSInteger)numberOfSectionsInTableView:(UITableView *)tableView {
    return (NSInteger)self.sections.count;
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
    return (NSInteger)self.sections[(NSUInteger)section].titles.count;
}

- (NSString *)tableView:(UITableView *)tableView titleForHeaderInSection:(NSInteger)section {
    return self.sections[(NSUInteger)section].title;
}

- (UITableViewCell *)tableView:(UITableView *)tableView
         cellForRowAtIndexPath:(NSIndexPath *)indexPath {
    ExampleSection *section = self.sections[(NSUInteger)indexPath.section];
    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"example"
                                                            forIndexPath:indexPath];
    cell.textLabel.text = section.titles[(NSUInteger)indexPath.row];
    cell.accessoryType = UITableViewCellAccessoryDisclosureIndicator;
    return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
    ExampleSection *section = self.sections[(NSUInteger)indexPath.section];
    UIViewController<ExampleScreen> *screen = [[section.screen alloc] init];
    screen.title = section.titles[(NSUInteger)indexPath.row];
    screen.example = section.methods[(NSUInteger)indexPath.row];
    [self.navigationController pushViewController:screen animated:YES];
}

@end
