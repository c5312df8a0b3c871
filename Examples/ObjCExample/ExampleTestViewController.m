#import "ExampleTestViewController.h"

@implementation ExampleTestViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.title = @"Test screen";
    self.view.backgroundColor = [UIColor systemBackgroundColor];
    self.navigationItem.rightBarButtonItem =
        [[UIBarButtonItem alloc] initWithTitle:@"Close"
                                         style:UIBarButtonItemStyleDone
                                        target:self
                                        action:@selector(close)];
}

- (void)close {
    if (self.presentingViewController) {
        [self dismissViewControllerAnimated:YES completion:nil];
    } else {
        [self.navigationController popViewControllerAnimated:YES];
    }
}

@end

void ExampleOpenTestScreen(UIViewController *screen, BOOL pushed) {
    ExampleTestViewController *test = [[ExampleTestViewController alloc] init];
    if (pushed && screen.navigationController) {
        [screen.navigationController pushViewController:test animated:YES];
    } else {
        UINavigationController *navigation =
            [[UINavigationController alloc] initWithRootViewController:test];
        [screen presentViewController:navigation animated:YES completion:nil];
    }
}
