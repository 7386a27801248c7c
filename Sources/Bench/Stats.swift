import Foundation

/// Summary of repeated measurements: median and spread (10th, 90th and 99th percentiles).
struct Stats: Codable {
    var samples: Int
    var median: Double
    var p10: Double
    var p90: Double
    var p99: Double
    var min: Double
    var max: Double
    var mean: Double

    /// Percentiles interpolate linearly between the two nearest samples.
    init(_ values: [Double]) {
        let sorted = values.filter(\.isFinite).sorted()
        samples = sorted.count
        guard !sorted.isEmpty else {
            median = 0; p10 = 0; p90 = 0; p99 = 0; min = 0; max = 0; mean = 0
            return
        }
        func percentile(_ p: Double) -> Double {
            let position = p * Double(sorted.count - 1)
            let lower = Int(position.rounded(.down)), upper = Swift.min(lower + 1, sorted.count - 1)
            let fraction = position - Double(lower)
            return sorted[lower] + (sorted[upper] - sorted[lower]) * fraction
        }
        median = percentile(0.5)
        p10 = percentile(0.1)
        p90 = percentile(0.9)
        p99 = percentile(0.99)
        min = sorted[0]
        max = sorted[sorted.count - 1]
        mean = sorted.reduce(0, +) / Double(sorted.count)
    }

    /// A single value (a one-off measurement such as bytes per view).
    init(single value: Double) { self.init([value]) }
}
