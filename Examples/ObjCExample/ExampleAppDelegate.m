#import "ExampleAppDelegate.h"
#import "ExampleListViewController.h"

@implementation ExampleAppDelegate

- (BOOL)application:(UIApplication *)application
    didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)options {
    self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
    UITableViewController *list =
        [[ExampleListViewController alloc] initWithStyle:UITableViewStyleInsetGrouped];
    self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:list];
    [self.window makeKeyAndVisible];
    return YES;
}

@end
