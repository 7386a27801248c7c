import Testing
@testable import SDLViews

/// The per-view constraint lists: linear while short, indexed past the
/// threshold, consistent through swap-removals and duplicate appends either way.
@MainActor @Suite struct ConstraintListTests {
    private func check(count: Int) {
        let views = (0..<2).map { _ in UIView() }
        let constraints = (0..<count).map {
            views[0].widthAnchor.constraint(equalTo: views[1].widthAnchor, constant: CGFloat($0))
        }
        var list = ConstraintList()
        for constraint in constraints { list.append(constraint) }
        list.append(constraints[0])  // already there: no second copy
        #expect(list.elements.count == count)
        var kept = constraints
        for index in stride(from: 0, to: count, by: 3).reversed() {
            list.remove(constraints[index])
            kept.remove(at: index)
        }
        list.remove(constraints[0])  // already gone: nothing happens
        #expect(list.elements.count == kept.count)
        #expect(Set(list.elements.map(ObjectIdentifier.init)) == Set(kept.map(ObjectIdentifier.init)))
        for constraint in kept { list.remove(constraint) }
        #expect(list.isEmpty)
        list.append(constraints[1])
        #expect(list.elements.count == 1 && list.elements[0] === constraints[1])
    }

    @Test func shortListsAreScannedLinearly() { check(count: ConstraintList.indexThreshold - 4) }

    @Test func longListsStayConsistentWithTheirIndex() { check(count: ConstraintList.indexThreshold * 4) }
}
