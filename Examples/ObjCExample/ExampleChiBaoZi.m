#import "ExampleChiBaoZi.h"

/// The asset catalog's frames `prefix1` … `prefixN`.
static NSArray<UIImage *> *ExampleFrames(NSString *prefix, NSUInteger count) {
    NSMutableArray<UIImage *> *frames = [NSMutableArray arrayWithCapacity:count];
    for (NSUInteger index = 1; index <= count; index++) {
        UIImage *image =
            [UIImage imageNamed:[NSString stringWithFormat:@"%@%lu", prefix, (unsigned long)index]];
        if (image) {
            [frames addObject:image];
        }
    }
    return frames;
}

static NSArray<UIImage *> *ExamplePullFrames(void) {
    return ExampleFrames(@"dropdown_anim__000", 60);
}

static NSArray<UIImage *> *ExampleLoadingFrames(void) {
    return ExampleFrames(@"dropdown_loading_0", 3);
}

RKRefreshGifHeader *ExampleChiBaoZiHeader(RKRefreshGifHeader *header) {
    [header setImages:ExamplePullFrames() forState:RKRefreshStateIdle];
    [header setImages:ExampleLoadingFrames() forState:RKRefreshStatePulling];
    [header setImages:ExampleLoadingFrames() forState:RKRefreshStateRefreshing];
    return header;
}

RKRefreshAutoGifFooter *ExampleChiBaoZiFooter(RKRefreshAutoGifFooter *footer) {
    [footer setImages:ExampleLoadingFrames() forState:RKRefreshStateRefreshing];
    return footer;
}

RKRefreshBackGifFooter *ExampleChiBaoZiFooter2(RKRefreshBackGifFooter *footer) {
    [footer setImages:ExamplePullFrames() forState:RKRefreshStateIdle];
    [footer setImages:ExampleLoadingFrames() forState:RKRefreshStatePulling];
    [footer setImages:ExampleLoadingFrames() forState:RKRefreshStateRefreshing];
    return footer;
}
