import Foundation

/// One row of a scenario's table (and one entry of the JSON file).
struct BenchResult: Codable {
    var scenario: String
    /// The row's name within the scenario, e.g. "geom1" or "mixed".
    var name: String
    var n: Int
    /// "ms" for timings; other units for memory rows.
    var unit: String
    var stats: Stats
    /// `stats.median` divided by the reference's median (nil: no reference).
    var ratio: Double?
    /// What `ratio` compares against, e.g. "geom1 N=1000".
    var ratioTo: String?
    /// The target for this row, e.g. "≤ 1.3×", if it has one.
    var target: String?
    var targetMet: Bool?
    /// Anything the numbers need to be read correctly (draw calls, checks).
    var note: String?

    init(
        scenario: String, name: String, n: Int, unit: String = "ms", stats: Stats,
        ratio: Double? = nil, ratioTo: String? = nil, note: String? = nil
    ) {
        self.scenario = scenario
        self.name = name
        self.n = n
        self.unit = unit
        self.stats = stats
        self.ratio = ratio.flatMap { $0.isFinite ? $0 : nil }
        self.ratioTo = ratioTo
        self.note = note
    }

    /// Ratio of `stats.median` to `reference` (nil when the reference is zero).
    static func ratio(_ value: Double, to reference: Double) -> Double? {
        reference > 0 ? value / reference : nil
    }

    /// Marks the row with a target "ratio ≤ limit" (or "< limit" when `strict`).
    mutating func setTarget(_ text: String, limit: Double, strict: Bool = false) {
        target = text
        guard let ratio else { targetMet = nil; return }
        targetMet = strict ? ratio < limit : ratio <= limit
    }
}
