import Foundation

/// The layers the animation engine ticks: insert, lookup and removal in
/// constant time, walked in the order they came (layers made one after
/// another sit near each other in memory, where a dictionary's hash order
/// would jump around them and differ from run to run). Removal moves the
/// last layer into the gap.
@MainActor
struct TrackedLayers {
    private(set) var list: [CALayer] = []
    private var positions: [ObjectIdentifier: Int] = [:]

    var isEmpty: Bool { list.isEmpty }
    var count: Int { list.count }

    /// Adds `layer`; false when it was there already.
    @discardableResult
    mutating func insert(_ layer: CALayer) -> Bool {
        let id = ObjectIdentifier(layer)
        guard positions[id] == nil else { return false }
        positions[id] = list.count
        list.append(layer)
        return true
    }

    @discardableResult
    mutating func remove(_ layer: CALayer) -> CALayer? { remove(ObjectIdentifier(layer)) }

    @discardableResult
    mutating func remove(_ id: ObjectIdentifier) -> CALayer? {
        guard let index = positions.removeValue(forKey: id) else { return nil }
        let removed = list[index]
        let last = list.removeLast()
        if index < list.count {
            list[index] = last
            positions[ObjectIdentifier(last)] = index
        }
        return removed
    }

    mutating func removeAll() {
        list.removeAll()
        positions.removeAll()
    }
}
