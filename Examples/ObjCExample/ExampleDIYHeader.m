#import "ExampleDIYHeader.h"

@interface ExampleDIYHeader ()
@property (weak, nonatomic) UILabel *label;
@property (weak, nonatomic) UISwitch *toggle;
@property (weak, nonatomic) UIImageView *logo;
@property (weak, nonatomic) UIActivityIndicatorView *loading;
@end

@implementation ExampleDIYHeader

// Set up once: the height set here becomes the header's.
- (void)prepare {
    self.rk_h = 50;

    UILabel *label = [[UILabel alloc] init];
    label.textColor = [UIColor colorWithRed:1.0 green:0.5 blue:0.0 alpha:1.0];
    label.font = [UIFont boldSystemFontOfSize:16];
    label.textAlignment = NSTextAlignmentCenter;
    [self addSubview:label];
    self.label = label;

    UISwitch *toggle = [[UISwitch alloc] init];  // only for show
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

// Lay out in the header's bounds; the logo sits above them, in the pull's space.
- (void)placeSubviews {
    self.label.frame = self.bounds;
    self.logo.bounds = CGRectMake(0, 0, self.bounds.size.width, 100);
    self.logo.center = CGPointMake(self.rk_w * 0.5, -self.logo.rk_h + 20);
    self.loading.center = CGPointMake(self.rk_w - 30, self.rk_h * 0.5);
}

- (void)scrollViewContentOffsetDidChange:(NSDictionary *)change {
}

- (void)scrollViewContentSizeDidChange:(NSDictionary *)change {
}

- (void)scrollViewPanStateDidChange:(NSDictionary *)change {
}

// Told of each new state (the header's state machine sets it).
- (void)setState:(RKRefreshState)state {
    switch (state) {
        case RKRefreshStateIdle:
            [self.loading stopAnimating];
            [self.toggle setOn:NO animated:YES];
            self.label.text = @"Pull down (the switch is only for show)";
            break;
        case RKRefreshStatePulling:
            [self.loading stopAnimating];
            [self.toggle setOn:YES animated:YES];
            self.label.text = @"Let go to refresh (the switch is only for show)";
            break;
        case RKRefreshStateRefreshing:
            [self.toggle setOn:YES animated:YES];
            self.label.text = @"Loading (the switch is only for show)";
            [self.loading startAnimating];
            break;
        default:
            break;
    }
}

// The label's colour follows the pull: orange at rest, purple at the trigger.
- (void)setPullingPercent:(CGFloat)pullingPercent {
    CGFloat red = 1.0 - pullingPercent * 0.5;
    CGFloat green = 0.5 - 0.5 * pullingPercent;
    CGFloat blue = 0.5 * pullingPercent;
    self.label.textColor = [UIColor colorWithRed:red green:green blue:blue alpha:1.0];
}

@end
