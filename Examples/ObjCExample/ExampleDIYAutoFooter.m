#import "ExampleDIYAutoFooter.h"

@interface ExampleDIYAutoFooter ()
@property (weak, nonatomic) UILabel *label;
@property (weak, nonatomic) UISwitch *toggle;
@property (weak, nonatomic) UIActivityIndicatorView *loading;
@end

@implementation ExampleDIYAutoFooter

- (void)prepare {
    self.rk_h = 50;

    UILabel *label = [[UILabel alloc] init];
    label.textColor = [UIColor colorWithRed:1.0 green:0.5 blue:0.0 alpha:1.0];
    label.font = [UIFont boldSystemFontOfSize:16];
    label.textAlignment = NSTextAlignmentCenter;
    [self addSubview:label];
    self.label = label;

    UISwitch *toggle = [[UISwitch alloc] init];
    [self addSubview:toggle];
    self.toggle = toggle;

    UIActivityIndicatorView *loading = [[UIActivityIndicatorView alloc]
        initWithActivityIndicatorStyle:UIActivityIndicatorViewStyleMedium];
    [self addSubview:loading];
    self.loading = loading;
}

- (void)placeSubviews {
    self.label.frame = self.bounds;
    self.toggle.center = CGPointMake(self.rk_w - 20, self.rk_h - 20);
    self.loading.center = CGPointMake(30, self.rk_h * 0.5);
}

- (void)setState:(RKRefreshState)state {
    switch (state) {
        case RKRefreshStateIdle:
            self.label.text = @"Scroll up (the switch is only for show)";
            [self.loading stopAnimating];
            [self.toggle setOn:NO animated:YES];
            break;
        case RKRefreshStateRefreshing:
            [self.toggle setOn:YES animated:YES];
            self.label.text = @"Loading (the switch is only for show)";
            [self.loading startAnimating];
            break;
        case RKRefreshStateNoMoreData:
            self.label.text = @"That's all (the switch is only for show)";
            [self.toggle setOn:NO animated:YES];
            [self.loading stopAnimating];
            break;
        default:
            break;
    }
}

@end
