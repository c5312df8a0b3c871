// MJRefresh's "ChiBaoZi" components (MJChiBaoZiHeader, MJChiBaoZiFooter, MJChiBaoZiFooter2),
// each a GIF component whose `prepare` sets its frames. Objective-C cannot subclass the face's
// classes, so each is a function that makes the component and sets the same frames.
@import RefreshKitObjC;

NS_ASSUME_NONNULL_BEGIN

/// A GIF header: 60 frames while pulled, 3 looping while it refreshes.
RKRefreshGifHeader *ExampleChiBaoZiHeader(RKRefreshGifHeader *header);

/// An auto GIF footer: 3 frames looping while it loads.
RKRefreshAutoGifFooter *ExampleChiBaoZiFooter(RKRefreshAutoGifFooter *footer);

/// A back GIF footer: 60 frames while pulled, 3 looping while it loads.
RKRefreshBackGifFooter *ExampleChiBaoZiFooter2(RKRefreshBackGifFooter *footer);

NS_ASSUME_NONNULL_END
