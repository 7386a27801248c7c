import Testing
@testable import SDLViews

/// Tests for the Cassowary constraint solver core (`ConstraintSolver`).
@Suite struct ConstraintSolverTests {
    private func approx(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
        abs(a - b) <= tolerance
    }

    private func eq(
        _ lhs: LinearExpression, _ rhs: LinearExpression,
        priority: Double = ConstraintStrength.required
    ) -> SolverConstraint {
        SolverConstraint(lhs, .equal, rhs, priority: priority)
    }

    @Test func singleEquality() throws {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        try solver.add(eq(x.expression, LinearExpression(10)))
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(!solver.isAmbiguous(x))
    }

    @Test func twoVariables() throws {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        try solver.add(eq(x + y, LinearExpression(30)))
        try solver.add(eq(x.expression, LinearExpression(10)))
        solver.updateVariables()
        #expect(x.value == 10)
        #expect(y.value == 20)
    }

    @Test func inequalityBeatsWeakerInequality() throws {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        try solver.add(SolverConstraint(x.expression, .greaterThanOrEqual, LinearExpression(5)))
        try solver.add(SolverConstraint(x.expression, .lessThanOrEqual, LinearExpression(3), priority: 500))
        solver.updateVariables()
        #expect(x.value == 5)
    }

    @Test func requiredConflictThrowsWithBothConstraints() throws {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        let c10 = eq(x.expression, LinearExpression(10))
        let c20 = eq(x.expression, LinearExpression(20))
        try solver.add(c10)
        do {
            try solver.add(c20)
            Issue.record("expected unsatisfiable")
        } catch SolverError.unsatisfiable(let conflicting) {
            #expect(conflicting.count == 2)
            #expect(conflicting.contains { $0 === c10 })
            #expect(conflicting.contains { $0 === c20 })
        }
        #expect(!solver.hasConstraint(c20))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func requiredInequalityConflictViaArtificialVariable() throws {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        let lower = SolverConstraint(x.expression, .greaterThanOrEqual, LinearExpression(10))
        let upper = SolverConstraint(x.expression, .lessThanOrEqual, LinearExpression(5))
        try solver.add(lower)
        #expect(throws: SolverError.self) { try solver.add(upper) }
        do {
            try solver.add(upper)
        } catch SolverError.unsatisfiable(let conflicting) {
            #expect(conflicting.contains { $0 === lower })
            #expect(conflicting.contains { $0 === upper })
        }
        // The solver is unchanged and still usable.
        try solver.add(SolverConstraint(x.expression, .lessThanOrEqual, LinearExpression(12)))
        solver.updateVariables()
        #expect(x.value >= 10 && x.value <= 12)
    }

    @Test func higherPriorityWins() throws {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        try solver.add(eq(x.expression, LinearExpression(0), priority: 250))
        try solver.add(eq(x.expression, LinearExpression(100), priority: 750))
        solver.updateVariables()
        #expect(x.value == 100)
    }

    @Test func priorityIsStrictlyLexicographic() throws {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        for _ in 0..<5 {
            try solver.add(eq(x.expression, LinearExpression(20), priority: 750))
        }
        try solver.add(eq(x.expression, LinearExpression(10), priority: 751))
        solver.updateVariables()
        #expect(x.value == 10)
    }

    @Test func editVariablesDriveDependents() throws {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y"), z = LayoutVariable("z")
        try solver.add(eq(y.expression, x + 10))
        try solver.add(eq(z.expression, 2 * y))
        try solver.addEditVariable(x, priority: 999)
        #expect(solver.hasEditVariable(x))
        try solver.suggestValue(x, 40)
        solver.updateVariables()
        #expect(x.value == 40)
        #expect(y.value == 50)
        #expect(z.value == 100)
        try solver.suggestValue(x, 60)
        solver.updateVariables()
        #expect(x.value == 60)
        #expect(y.value == 70)
        #expect(z.value == 140)
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(throws: SolverError.self) { try solver.suggestValue(x, 1) }
    }

    @Test func editVariableRespectsRequiredBounds() throws {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        try solver.add(SolverConstraint(x.expression, .lessThanOrEqual, LinearExpression(100)))
        try solver.add(SolverConstraint(x.expression, .greaterThanOrEqual, LinearExpression(0)))
        try solver.addEditVariable(x, priority: 500)
        try solver.suggestValue(x, 150)
        solver.updateVariables()
        #expect(x.value == 100)
        try solver.suggestValue(x, -20)
        solver.updateVariables()
        #expect(x.value == 0)
        try solver.suggestValue(x, 42)
        solver.updateVariables()
        #expect(x.value == 42)
        #expect(throws: SolverError.self) { try solver.addEditVariable(x, priority: 500) }
        #expect(throws: SolverError.self) { try solver.addEditVariable(LayoutVariable(), priority: 1000) }
    }

    @Test func removingAConstraintResolves() throws {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        let strong = eq(x.expression, LinearExpression(10), priority: 750)
        try solver.add(eq(x.expression, LinearExpression(50), priority: 250))
        try solver.add(strong)
        solver.updateVariables()
        #expect(x.value == 10)
        try solver.remove(strong)
        #expect(!solver.hasConstraint(strong))
        solver.updateVariables()
        #expect(x.value == 50)
        #expect(throws: SolverError.self) { try solver.remove(strong) }

        let required = eq(x.expression, LinearExpression(7))
        try solver.add(required)
        solver.updateVariables()
        #expect(x.value == 7)
        try solver.remove(required)
        solver.updateVariables()
        #expect(x.value == 50)
    }

    @Test func threeViewsSideBySide() throws {
        let solver = ConstraintSolver()
        let containerWidth = LayoutVariable("container.width")
        let left = (0..<3).map { LayoutVariable("v\($0).left") }
        let width = (0..<3).map { LayoutVariable("v\($0).width") }
        try solver.add(eq(containerWidth.expression, LinearExpression(300)))
        try solver.add(eq(left[0].expression, LinearExpression(10)))
        for i in 1..<3 {
            try solver.add(eq(left[i].expression, left[i - 1] + width[i - 1] + 10))
            try solver.add(eq(width[i].expression, width[0].expression))
        }
        try solver.add(eq(left[2] + width[2], containerWidth - 10))
        for w in width {
            try solver.add(SolverConstraint(w.expression, .greaterThanOrEqual, LinearExpression(0)))
        }
        solver.updateVariables()
        for w in width { #expect(approx(w.value, 260.0 / 3)) }
        #expect(approx(left[1].value, 10 + 260.0 / 3 + 10))
        #expect(approx(left[2].value + width[2].value, 290))
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func ambiguityDetection() throws {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        try solver.add(eq(x + y, LinearExpression(100)))
        #expect(solver.isAmbiguous(x))
        #expect(solver.isAmbiguous(y))
        try solver.add(eq(x.expression, LinearExpression(30), priority: 250))
        #expect(!solver.isAmbiguous(x))
        #expect(!solver.isAmbiguous(y))

        let z = LayoutVariable("z")
        try solver.add(SolverConstraint(z.expression, .greaterThanOrEqual, LinearExpression(0)))
        #expect(solver.isAmbiguous(z))
        #expect(solver.isAmbiguous(LayoutVariable("unknown")))
    }

    @Test func longChainSolves() throws {
        let solver = ConstraintSolver()
        let xs = (0...1000).map { LayoutVariable("x\($0)") }
        try solver.add(eq(xs[0].expression, LinearExpression(0)))
        for i in 0..<1000 {
            try solver.add(eq(xs[i + 1].expression, xs[i] + 1))
        }
        solver.updateVariables()
        let wrong = xs.enumerated().filter { $0.element.value != Double($0.offset) }
        #expect(wrong.isEmpty)
    }

    @Test func removeAndReAddIsStable() throws {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let sum = eq(x + y, LinearExpression(100))
        let pin = eq(x.expression, LinearExpression(30), priority: 750)
        let bound = SolverConstraint(y.expression, .lessThanOrEqual, LinearExpression(60))
        try solver.add(sum)
        try solver.add(SolverConstraint(x.expression, .greaterThanOrEqual, LinearExpression(0)))
        for _ in 0..<200 {
            try solver.add(pin)
            try solver.add(bound)
            solver.updateVariables()
            #expect(x.value == 40)
            #expect(y.value == 60)
            try solver.remove(bound)
            solver.updateVariables()
            #expect(x.value == 30)
            #expect(y.value == 70)
            try solver.remove(pin)
        }
        #expect(solver.constraintCount == 2)
    }

    @Test func duplicateAddThrows() throws {
        let solver = ConstraintSolver()
        let x = LayoutVariable("x")
        let c = eq(x.expression, LinearExpression(1))
        try solver.add(c)
        #expect(solver.hasConstraint(c))
        do {
            try solver.add(c)
            Issue.record("expected duplicate")
        } catch SolverError.duplicate {
        }
        // A distinct but redundant required constraint is fine.
        let same = eq(x.expression, LinearExpression(1))
        try solver.add(same)
        try solver.remove(c)
        solver.updateVariables()
        #expect(x.value == 1)
        #expect(!solver.isAmbiguous(x))
    }

    @Test func randomizedRequiredConstraintsStaySatisfied() throws {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        let solver = ConstraintSolver()
        let vars = (0..<8).map { LayoutVariable("r\($0)") }
        var present: [SolverConstraint] = []
        var rejected = 0
        for step in 0..<400 {
            if !present.isEmpty && next(3) == 0 {
                let c = present.remove(at: next(present.count))
                try solver.remove(c)
            } else {
                let a = vars[next(vars.count)], b = vars[next(vars.count)]
                let expression = a * Double(next(3) + 1) - b + Double(next(200) - 100)
                let relation: ConstraintRelation = [.lessThanOrEqual, .equal, .greaterThanOrEqual][next(3)]
                let priority: Double = [1000, 1000, 750, 250, 1][next(5)]
                let c = SolverConstraint(expression, relation, priority: priority)
                do {
                    try solver.add(c)
                    present.append(c)
                } catch SolverError.unsatisfiable(let conflicting) {
                    rejected += 1
                    #expect(c.isRequired)
                    #expect(conflicting.first === c)
                    #expect(!solver.hasConstraint(c))
                }
            }
            solver.updateVariables()
            for c in present where c.isRequired {
                let v = c.expression.value
                let ok: Bool
                switch c.relation {
                case .equal: ok = abs(v) < 1e-6
                case .lessThanOrEqual: ok = v < 1e-6
                case .greaterThanOrEqual: ok = v > -1e-6
                }
                #expect(ok, "step \(step): \(c) violated (\(v))")
            }
        }
        #expect(rejected > 0)
        for c in present { try solver.remove(c) }
        #expect(solver.constraintCount == 0)
    }
}
