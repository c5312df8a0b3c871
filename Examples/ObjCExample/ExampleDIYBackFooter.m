#import "ExampleDIYBackFooter.h"

@interface ExampleDIYBackFooter ()
@property (weak, nonatomic) UILabel *label;
@property (weak, nonatomic) UISwitch *toggle;
@property (weak, nonatomic) UIImageView *logo;
@property (weak, nonatomic) UIActivityIndicatorView *loading;
@end

@implementation ExampleDIYBackFooter

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

    UIImageView *logo = [[UIImageView alloc] initWithImage:[UIImage imageNamed:@"Logo"]];
    logo.contentMode = UIViewContentModeScaleAspectFit;
    [self addSubview:logo];
    self.logo = logo;

    UIActivityIndicatorView *loading = [[UIActivityIndicatorView alloc]
        initWithActivityIndicatorStyle:UIActivityIndicatorViewStyleMedium];
    [self addSubview:loading];
    self.loading = loading;
}

// The logo sits below the footer, in the space the pull reveals.
- (void)placeSubviews {
    self.label.frame = self.bounds;
    self.logo.bounds = CGRectMake(0, 0, self.bounds.size.width, 100);
    self.logo.center = CGPointMake(self.rk_w * 0.5, self.rk_h + self.logo.rk_h * 0.5);
    self.loading.center = CGPointMake(self.rk_w - 30, self.rk_h * 0.5);
}

- (void)setState:(RKRefreshState)state {
    switch (state) {
        case RKRefreshStateIdle:
            [self.loading stopAnimating];
            [self.toggle setOn:NO animated:YES];
            self.label.text = @"Pull up (the switch is only for show)";
            break;
        case RKRefreshStatePulling:
            [self.loading stopAnimating];
            [self.toggle setOn:YES animated:YES];
            self.label.text = @"Let go to load (the switch is only for show)";
            break;
        case RKRefreshStateRefreshing:
            [self.loading startAnimating];
            [self.toggle setOn:YES animated:YES];
            self.label.text = @"Loading (the switch is only for show)";
            break;
        case RKRefreshStateNoMoreData:
            [self.loading stopAnimating];
            self.label.text = @"That's all (the switch is only for show)";
            [self.toggle setOn:NO animated:YES];
            break;
        default:
            break;
    }
}

- (void)setPullingPercent:(CGFloat)pullingPercent {
    CGFloat red = 1.0 - pullingPercent * 0.5;
    CGFloat green = 0.5 - 0.5 * pullingPercent;
    CGFloat blue = 0.5 * pullingPercent;
    self.label.textColor = [UIColor colorWithRed:red green:green blue:blue alpha:1.0];
}

@end
