// MJRefresh's DIY back footer (MJDIYBackFooter) as a content view.
@import RefreshKitObjC;

@interface ExampleDIYBackFooter : UIView <RKRefreshContent>
@end
