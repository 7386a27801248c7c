/// A duration or point in time in seconds, matching Core Foundation's
/// `CFTimeInterval` (a `Double`), which Core Animation uses for `duration`,
/// `beginTime` and `CACurrentMediaTime()`. Linux Foundation does not export
/// Core Foundation's types, so SDLViews declares it.
public typealias CFTimeInterval = Double
