// MJRefresh's DIY header (MJDIYHeader, a subclass of MJRefreshHeader) as a content view: the
// same hooks, told by the header it draws.
@import RefreshKitObjC;

@interface ExampleDIYHeader : UIView <RKRefreshContent>
@end
