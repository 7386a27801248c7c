import Foundation

/// An ordered set of constraints with O(1) insertion and removal (removal
/// moves the last element into the gap): a root view in a big system is
/// named by tens of thousands of constraints, and deactivating them one by
/// one must not be quadratic.
///
/// Most lists are short (a label is named by a handful of constraints), and
/// hashing every constraint on activation was a third of activating them, so
/// a list is searched linearly until it passes `indexThreshold` elements and
/// only then gets an identifier → position index.
///
/// Not `@MainActor` (its owners are): an isolated method's closures, such as
/// the buffer scan in `position(of:)`, get a runtime executor check on each
/// call in Swift 6 mode, which cost more than the scan.
struct ConstraintList {
    static let indexThreshold = 16

    private(set) var elements: [NSLayoutConstraint] = []
    /// The elements' identities, in step with `elements`: scanned without
    /// touching the constraints' reference counts.
    private var identifiers: [ObjectIdentifier] = []
    private var indices: [ObjectIdentifier: Int]?

    var isEmpty: Bool { elements.isEmpty }

    mutating func append(_ constraint: NSLayoutConstraint) {
        let identifier = ObjectIdentifier(constraint)
        guard position(of: identifier) == nil else { return }
        if elements.capacity == 0 {
            // A view is named by a few constraints: one allocation per array,
            // not a regrowth at 1, 2 and 4.
            elements.reserveCapacity(6)
            identifiers.reserveCapacity(6)
        }
        indices?[identifier] = elements.count
        elements.append(constraint)
        identifiers.append(identifier)
        if indices == nil && elements.count > ConstraintList.indexThreshold { buildIndex() }
    }

    mutating func remove(_ constraint: NSLayoutConstraint) {
        let identifier = ObjectIdentifier(constraint)
        guard let index = position(of: identifier) else { return }
        indices?[identifier] = nil
        let last = elements.removeLast(), lastIdentifier = identifiers.removeLast()
        guard index < elements.count else { return }
        elements[index] = last
        identifiers[index] = lastIdentifier
        indices?[lastIdentifier] = index
    }

    private func position(of identifier: ObjectIdentifier) -> Int? {
        if let indices { return indices[identifier] }
        return identifiers.withUnsafeBufferPointer { buffer in
            for i in buffer.indices where buffer[i] == identifier { return i }
            return nil
        }
    }

    private mutating func buildIndex() {
        var built = [ObjectIdentifier: Int](minimumCapacity: elements.count * 2)
        for (position, identifier) in identifiers.enumerated() { built[identifier] = position }
        indices = built
    }
}
