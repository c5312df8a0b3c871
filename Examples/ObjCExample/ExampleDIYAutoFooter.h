// MJRefresh's DIY auto footer (MJDIYAutoFooter) as a content view.
@import RefreshKitObjC;

@interface ExampleDIYAutoFooter : UIView <RKRefreshContent>
@end
