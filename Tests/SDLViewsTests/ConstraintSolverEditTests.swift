import Testing
@testable import SDLViews

/// The incremental parts of the solver: in-place constant edits, changed
/// variables only, derived (chained) rows and a deterministic pivot order.
@Suite struct ConstraintSolverEditTests {
    private func eq(
        _ lhs: LinearExpression, _ rhs: LinearExpression,
        priority: Double = ConstraintStrength.required
    ) -> SolverConstraint {
        SolverConstraint(lhs, .equal, rhs, priority: priority)
    }

    @Test func constantEditOfRequiredEqualityMovesDependents() throws {
        let solver = ConstraintSolver()
        let width = LayoutVariable("width"), half = LayoutVariable("half"), rest = LayoutVariable("rest")
        let pin = eq(width.expression, LinearExpression(400))
        try solver.add(pin)
        try solver.add(eq(half.expression, width / 2))
        try solver.add(eq(rest.expression, width - half - 10))
        solver.updateVariables()
        #expect([width.value, half.value, rest.value] == [400, 200, 190])
        let pivots = solver.pivotCount
        try solver.updateConstant(pin, to: -600)  // width - 600 == 0
        let changed = solver.updateChangedVariables()
        #expect([width.value, half.value, rest.value] == [600, 300, 290])
        #expect(Set(changed.map(\.name)) == ["width", "half", "rest"])
        #expect(solver.pivotCount == pivots)  // no pivot, no rebuild
        #expect(pin.expression.constant == -600)
    }

    @Test func constantEditOfInequalityRestoresFeasibility() throws {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        let floor = SolverConstraint(x.expression, .greaterThanOrEqual, LinearExpression(10))
        try solver.add(floor)
        try solver.add(eq(x.expression, LinearExpression(0), priority: 500))
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.updateConstant(floor, to: -40)  // x >= 40
        solver.updateChangedVariables()
        #expect(x.value == 40)
        try solver.updateConstant(floor, to: 5)  // x >= -5: the weak x == 0 wins again
        solver.updateChangedVariables()
        #expect(x.value == 0)
    }

    @Test func constantEditThatConflictsThrowsAndDropsTheConstraint() throws {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        try solver.add(SolverConstraint(x.expression, .lessThanOrEqual, LinearExpression(100)))
        let pin = eq(x.expression, LinearExpression(50))
        try solver.add(pin)
        do {
            try solver.updateConstant(pin, to: -150)  // x == 150 > 100
            Issue.record("expected unsatisfiable")
        } catch SolverError.unsatisfiable(let conflicting) {
            #expect(conflicting.first === pin)
            #expect(conflicting.count == 2)
        }
        #expect(!solver.hasConstraint(pin))
        solver.updateVariables()
        #expect(x.value <= 100)
    }

    @Test func onlyChangedVariablesAreReported() throws {
        let solver = ConstraintSolver()
        let a = LayoutVariable("a"), b = LayoutVariable("b"), c = LayoutVariable("c")
        let pinA = eq(a.expression, LinearExpression(1))
        try solver.add(pinA)
        try solver.add(eq(b.expression, LinearExpression(2)))
        try solver.add(eq(c.expression, a + 5))
        #expect(solver.updateChangedVariables().map(\.name) == ["a", "b", "c"])
        #expect(solver.updateChangedVariables().isEmpty)
        try solver.updateConstant(pinA, to: -3)
        #expect(solver.updateChangedVariables().map(\.name) == ["a", "c"])
        #expect(c.value == 8)
    }

    /// The engine's path: each changed variable visited once, already
    /// written, nothing for unchanged ones (order is not promised).
    @MainActor @Test func forEachChangedOwnerVisitsTheOwnersOfChangedVariablesWritten() throws {
        let solver = ConstraintSolver()
        let p = LayoutItemState(name: "p"), q = LayoutItemState(name: "q")
        let a = p.minX, b = q.minX, c = p.width, d = q.width
        let pinA = eq(a.expression, LinearExpression(1))
        try solver.add(pinA)
        try solver.add(eq(b.expression, LinearExpression(2)))
        try solver.add(eq(c.expression, a + 5))
        try solver.add(eq(d.expression, c * 2 - b))
        var visits: [ObjectIdentifier] = []
        solver.forEachChangedOwner { visits.append(ObjectIdentifier($0.takeUnretainedValue())) }
        #expect(visits.count == 4)
        #expect(visits.filter { $0 == ObjectIdentifier(p) }.count == 2)
        #expect([a.value, b.value, c.value, d.value] == [1, 2, 6, 10])
        visits = []
        solver.forEachChangedOwner { visits.append(ObjectIdentifier($0.takeUnretainedValue())) }
        #expect(visits.isEmpty)
        try solver.updateConstant(pinA, to: -3)
        solver.forEachChangedOwner { visits.append(ObjectIdentifier($0.takeUnretainedValue())) }
        // a and c (p) and d (q) moved; b did not.
        #expect(
            visits.sorted { "\($0)" < "\($1)" }
                == [ObjectIdentifier(p), ObjectIdentifier(p), ObjectIdentifier(q)].sorted { "\($0)" < "\($1)" })
        #expect([a.value, b.value, c.value, d.value] == [3, 2, 8, 14])
    }

    /// One variable in two solvers (a probe engine beside the window's)
    /// where it has different symbol ids: the remembered id of the other
    /// solver is never taken for its own.
    @Test func variablesSharedBetweenSolversKeepTheirOwnSymbols() throws {
        let window = ConstraintSolver(), probe = ConstraintSolver()
        let pad = LayoutVariable("pad"), x = LayoutVariable("x"), y = LayoutVariable("y")
        try probe.add(eq(pad.expression, LinearExpression(1)))  // shifts the probe's ids
        try window.add(eq(x.expression, LinearExpression(10)))
        try probe.add(eq(x.expression, LinearExpression(20)))
        try window.add(eq(y.expression, x + 1))
        try probe.add(eq(y.expression, x + 2))
        window.updateVariables()
        #expect([x.value, y.value] == [10, 11])
        probe.updateVariables()
        #expect([x.value, y.value] == [20, 22])
        window.reset()
        try window.add(eq(y.expression, LinearExpression(5)))
        try window.add(eq(x.expression, y * 2))
        window.updateVariables()
        #expect([x.value, y.value] == [10, 5])
    }

    /// Variables without an owner are written but not reported.
    @Test func forEachChangedOwnerWritesOwnerlessVariables() throws {
        let solver = ConstraintSolver()
        let a = LayoutVariable("a")
        try solver.add(eq(a.expression, LinearExpression(7)))
        var visits = 0
        solver.forEachChangedOwner { _ in visits += 1 }
        #expect(visits == 0)
        #expect(a.value == 7)
    }

    /// A chain of 2,000 links stays in derived form (no fill-in) and survives
    /// removing and re-adding a link in the middle.
    @Test func chainRemoveAndReAddMiddleLink() throws {
        let solver = ConstraintSolver()
        let tops = (0...2000).map { LayoutVariable("top\($0)") }
        let heights = (0..<2000).map { LayoutVariable("h\($0)") }
        let root = eq(tops[0].expression, LinearExpression(0))
        try solver.add(root)
        var links: [SolverConstraint] = []
        for i in 0..<2000 {
            try solver.add(
                SolverConstraint(heights[i].expression, .lessThanOrEqual, LinearExpression(20), priority: 250))
            try solver.add(
                SolverConstraint(heights[i].expression, .greaterThanOrEqual, LinearExpression(20), priority: 750))
            let link = eq(tops[i + 1].expression, tops[i] + heights[i] + 4)
            try solver.add(link)
            links.append(link)
        }
        solver.updateVariables()
        #expect(tops[2000].value == 48_000)
        try solver.remove(links[1000])
        try solver.add(eq(tops[1001].expression, tops[1000] + heights[1000] + 10))
        solver.updateChangedVariables()
        #expect(tops[1000].value == 24_000)
        #expect(tops[1001].value == 24_030)
        #expect(tops[2000].value == 48_006)
        try solver.updateConstant(root, to: -100)
        solver.updateChangedVariables()
        #expect(tops[2000].value == 48_106)
    }

    /// The same system built in two solvers whose dictionaries have different
    /// histories pivots identically and gives identical values.
    @Test func pivotOrderIsDeterministic() throws {
        func build(noise: Int) throws -> (pivots: Int, values: [Double]) {
            let solver = ConstraintSolver()
            // Unrelated variables and constraints first change every table's layout.
            for i in 0..<noise {
                let v = LayoutVariable("noise\(i)")
                try solver.add(SolverConstraint(v.expression, .greaterThanOrEqual, LinearExpression(Double(i))))
            }
            let pivotsBefore = solver.pivotCount
            let xs = (0..<12).map { LayoutVariable("x\($0)") }
            var constraints: [SolverConstraint] = []
            for i in 0..<12 {
                constraints.append(SolverConstraint(xs[i].expression, .greaterThanOrEqual, LinearExpression(0)))
                constraints.append(SolverConstraint(xs[i].expression, .lessThanOrEqual, LinearExpression(100)))
                constraints.append(
                    eq(xs[i].expression, LinearExpression(Double(i * 13 % 7) * 20), priority: [250, 500, 750][i % 3]))
                if i > 0 {
                    constraints.append(
                        SolverConstraint(xs[i] - xs[i - 1], .greaterThanOrEqual, LinearExpression(5), priority: 600))
                }
            }
            for c in constraints { try solver.add(c) }
            try solver.updateConstant(constraints[1], to: -30)
            try solver.remove(constraints[7])
            solver.updateVariables()
            return (solver.pivotCount - pivotsBefore, xs.map(\.value))
        }
        let reference = try build(noise: 0)
        for noise in [1, 7, 64] {
            let other = try build(noise: noise)
            #expect(other.pivots == reference.pivots)
            #expect(other.values == reference.values)
        }
        #expect(reference.pivots > 0)
    }

    /// Constant edits give the same values as rebuilding from scratch.
    @Test func randomConstantEditsMatchRebuilds() throws {
        var seed: UInt64 = 42
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        let vars = (0..<6).map { LayoutVariable("v\($0)") }
        var specs: [(a: Int, b: Int, relation: ConstraintRelation, constant: Double, priority: Double)] = []
        for i in 0..<6 {
            specs.append((i, i, .greaterThanOrEqual, 0, 1000)); specs.append((i, i, .lessThanOrEqual, -500, 1000))
        }
        for _ in 0..<10 {
            specs.append(
                (
                    next(6), next(6), [.lessThanOrEqual, .equal, .greaterThanOrEqual][next(3)],
                    Double(next(200) - 100), [750, 500, 250][next(3)]
                ))
        }
        func make(_ s: (a: Int, b: Int, relation: ConstraintRelation, constant: Double, priority: Double))
            -> SolverConstraint
        {
            let expression = s.a == s.b ? vars[s.a] + s.constant : vars[s.a] - vars[s.b] + s.constant
            return SolverConstraint(expression, s.relation, priority: s.priority)
        }
        let solver = ConstraintSolver()
        let live = specs.map(make)
        for c in live { try solver.add(c) }
        for _ in 0..<30 {
            let index = 12 + next(10)
            specs[index].constant = Double(next(200) - 100)
            try solver.updateConstant(live[index], to: specs[index].constant)
            solver.updateChangedVariables()
            let edited = vars.map(\.value)
            let fresh = ConstraintSolver()
            for c in specs.map(make) { try fresh.add(c) }
            fresh.updateVariables()
            // Same optimum; degenerate optima may differ, so compare the objective instead.
            let cost: ([Double]) -> [Double] = { values in
                [750.0, 500, 250].map { p in
                    specs.filter { $0.priority == p }.reduce(0.0) { sum, s in
                        let v = (s.a == s.b ? values[s.a] : values[s.a] - values[s.b]) + s.constant
                        switch s.relation {
                        case .equal: return sum + abs(v)
                        case .lessThanOrEqual: return sum + max(0, v)
                        case .greaterThanOrEqual: return sum + max(0, -v)
                        }
                    }
                }
            }
            let a = cost(edited), b = cost(vars.map(\.value))
            for (x, y) in zip(a, b) { #expect(abs(x - y) < 1e-6) }
            for v in edited { #expect(v >= -1e-6 && v <= 500 + 1e-6) }
        }
    }
}
