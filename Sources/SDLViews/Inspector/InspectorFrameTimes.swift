import Foundation

/// How long each phase of recent frames took, measured only while an
/// inspector is open (`RuntimeContext.inspectorFrameTimes` is nil otherwise,
/// so a closed inspector costs the frame one nil check per phase).
@MainActor
final class InspectorFrameTimes {
    /// Milliseconds spent in each phase of one frame.
    struct Sample: Equatable {
        var display = 0.0
        var layout = 0.0
        var composite = 0.0
        /// Work for screens about to open (`UIWindow.prewarm`), done in the timers stage.
        var prewarm = 0.0
        var total: Double { display + layout + composite + prewarm }
    }

    /// Frames kept for the graph.
    static let capacity = 120
    private(set) var samples: [Sample] = []
    private var current = Sample()

    /// Runs `body`, adding its wall-clock time to `phase` of the current frame.
    func measure(_ phase: WritableKeyPath<Sample, Double>, _ body: () -> Void) {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        current[keyPath: phase] += Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }

    /// Closes the current frame's sample (the inspector calls it at the start of the next frame,
    /// after a host game's `render()`).
    func endFrame() {
        samples.append(current)
        if samples.count > Self.capacity { samples.removeFirst(samples.count - Self.capacity) }
        current = Sample()
    }
}

/// Runs `body`, timed into `phase` when an inspector is open.
@MainActor
func inspectorTimed(_ phase: WritableKeyPath<InspectorFrameTimes.Sample, Double>, _ body: () -> Void) {
    guard let times = runtime.inspectorFrameTimes else { return body() }
    times.measure(phase, body)
}
