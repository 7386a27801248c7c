import Foundation

/// Auto Layout's unsatisfiable-constraint reports, kept for the inspector:
/// how many so far and the last few (recorded when the engine breaks a
/// constraint, never per frame).
struct ConstraintConflictLog {
    static let kept = 20
    private(set) var total = 0
    private(set) var recent: [String] = []

    mutating func record(_ message: String) {
        total += 1
        recent.append(message)
        if recent.count > Self.kept { recent.removeFirst(recent.count - Self.kept) }
    }
}
