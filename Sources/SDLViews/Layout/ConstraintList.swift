import Foundation

/// An ordered set of constraints with O(1) insertion and removal (removal
/// moves the last element into the gap): a root view in a big system is
/// named by tens of thousands of constraints, and deactivating them one by
/// one must not be quadratic.
@MainActor
struct ConstraintList {
    private(set) var elements: [NSLayoutConstraint] = []
    private var indices: [ObjectIdentifier: Int] = [:]

    var isEmpty: Bool { elements.isEmpty }

    mutating func append(_ constraint: NSLayoutConstraint) {
        let key = ObjectIdentifier(constraint)
        guard indices[key] == nil else { return }
        indices[key] = elements.count
        elements.append(constraint)
    }

    mutating func remove(_ constraint: NSLayoutConstraint) {
        guard let index = indices.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        let last = elements.removeLast()
        guard index < elements.count else { return }
        elements[index] = last
        indices[ObjectIdentifier(last)] = index
    }
}
