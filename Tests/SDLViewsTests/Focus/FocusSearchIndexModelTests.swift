import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Model-based checks of the focus search index (issue 41): the grid search
/// and the kept index must give exactly the answer of the search that scores
/// every candidate, whatever the layout and whatever changed between moves.
@MainActor
@Suite struct FocusSearchIndexModelTests {
    /// The grid against `FocusMovement.best` over random frames: overlapping,
    /// empty, huge, off screen, duplicated, with random items left out.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func gridSearchMatchesScoringEveryFrame(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let headings: [UIFocusHeading] = [.up, .down, .left, .right]
        for layout in 0..<40 {
            let frames = (0..<Int.random(in: 1...200, using: &random)).map { _ in Self.randomFrame(&random) }
            let grid = try #require(FocusSpatialGrid(frames: frames))
            for search in 0..<40 {
                let origin = Int.random(in: 0..<3, using: &random) == 0
                    ? frames.randomElement(using: &random)! : Self.randomFrame(&random)
                let heading = headings.randomElement(using: &random)!
                let left = Set((0..<Int.random(in: 0...3, using: &random)).map { _ in
                    Int.random(in: 0..<frames.count, using: &random)
                })
                let kept = frames.indices.filter { !left.contains($0) }
                let expected = FocusMovement.best(from: origin, heading: heading, among: kept.map { frames[$0] })
                    .map { kept[$0] }
                let found = grid.best(from: origin, heading: heading) { !left.contains($0) }
                #expect(found == expected, "layout \(layout) search \(search): \(heading) from \(origin)")
            }
        }
    }

    private static func randomFrame(_ random: inout SeededGenerator) -> CGRect {
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return CGRect(x: -200, y: -100, width: 1200, height: 900)  // covers everything
        case 1:  // empty, on a cell boundary or not
            return CGRect(x: CGFloat(Int.random(in: 0...40, using: &random) * 20), y: CGFloat(Int.random(in: 0...30, using: &random) * 20), width: 0, height: 0)
        case 2:  // far away
            return CGRect(x: CGFloat.random(in: -5_000...5_000, using: &random), y: CGFloat.random(in: -5_000...5_000, using: &random), width: 30, height: 30)
        case 3:  // on a coarse lattice, so ties happen
            return CGRect(x: CGFloat(Int.random(in: 0...8, using: &random) * 100), y: CGFloat(Int.random(in: 0...6, using: &random) * 100), width: 50, height: 50)
        default:
            return CGRect(
                x: CGFloat.random(in: -20...800, using: &random), y: CGFloat.random(in: -20...600, using: &random),
                width: CGFloat.random(in: 0...160, using: &random), height: CGFloat.random(in: 0...120, using: &random))
        }
    }

    /// Arrows and Tabs among buttons, with frames run between the presses,
    /// keep the index: the focused look and the focus effect move no target.
    @Test func movesKeepTheIndex() throws {
        let scene = try FocusScene(width: 640, height: 480)
        _ = scene.grid(rows: 3, columns: 5)
        scene.screen.runFrame()
        scene.screen.key(.keyboardRightArrow)
        scene.screen.key(.keyboardRightArrow)
        scene.screen.runFrame()
        let system = scene.screen.window.focusSystem
        let index = try #require(system.searchIndex)
        for key in [UIKeyboardHIDUsage.keyboardRightArrow, .keyboardDownArrow, .keyboardLeftArrow, .keyboardTab] {
            let before = scene.focused
            scene.screen.key(key)
            scene.screen.runFrame()
            #expect(scene.focused !== before, "\(key) moved focus")
            #expect(system.searchIndex === index, "\(key) kept the index")
        }
    }

    /// Random screens of nested views (focus groups, hidden, disabled,
    /// transparent and non-interactive branches), random arrows, D-pad moves
    /// and Tabs, and random changes to the tree and its geometry between
    /// moves: every move lands where the search without an index says.
    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func indexedMovesMatchTheSearchWithoutIndex(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let scene = try FocusScene(width: 640, height: 480)
        var model = RandomFocusLayout(root: scene.root.view)
        for _ in 0..<40 { model.addButton(&random) }
        for _ in 0..<4 { model.addContainer(&random) }
        for _ in 0..<40 { model.addButton(&random) }
        scene.screen.runFrame()
        scene.screen.key(.keyboardRightArrow)  // wakes focus
        scene.screen.runFrame()
        let system = scene.screen.window.focusSystem
        var moves = 0
        for step in 0..<300 {
            for _ in 0..<Int.random(in: 0...2, using: &random) { model.mutate(&random) }
            if Int.random(in: 0..<4, using: &random) == 0 { scene.screen.runFrame() }
            guard let current = scene.focused, let scope = NavigationScope.resolve(in: scene.screen.window) else {
                scene.screen.key(.keyboardRightArrow)
                continue
            }
            let reference = FocusCandidates(window: scene.screen.window, scope: scope)
            let expected: UIView?
            let action = Int.random(in: 0..<6, using: &random)
            let heading: UIFocusHeading = [.up, .down, .left, .right][Int.random(in: 0..<4, using: &random)]
            switch action {
            case 0, 1:
                let backwards = action == 1
                expected = reference.nextGroupItem(after: current, backwards: backwards) { system.rememberedItem(in: $0) }
                system.move(backwards ? .previous : .next)
            default:
                let withinGroup = action < 4
                expected = reference.item(from: current, heading: heading, withinGroup: withinGroup)
                system.move(heading, withinGroup: withinGroup)
            }
            let now = scene.focused
            #expect(now === (expected ?? current), "step \(step) action \(action) \(heading): indexed answer differs")
            if now !== current { moves += 1 }
        }
        #expect(moves > 50)
    }
}

/// A random tree of buttons and containers under a root view, and the changes made to it.
@MainActor
private struct RandomFocusLayout {
    let root: UIView
    var buttons: [UIButton] = []
    var containers: [UIView] = []

    init(root: UIView) { self.root = root }

    private var parents: [UIView] { [root] + containers }

    private static func frame(_ random: inout SeededGenerator, in size: CGSize) -> CGRect {
        let lattice = Int.random(in: 0..<3, using: &random) == 0
        let x = lattice ? CGFloat(Int.random(in: 0...6, using: &random) * 90) : .random(in: -20...size.width, using: &random)
        let y = lattice ? CGFloat(Int.random(in: 0...6, using: &random) * 60) : .random(in: -20...size.height, using: &random)
        return CGRect(
            x: x, y: y, width: .random(in: 1...120, using: &random), height: .random(in: 1...60, using: &random))
    }

    mutating func addButton(_ random: inout SeededGenerator) {
        let parent = parents.randomElement(using: &random)!
        let button = UIButton(type: .custom)
        button.frame = Self.frame(&random, in: parent.bounds.size)
        if Int.random(in: 0..<6, using: &random) == 0 { button.focusGroupIdentifier = "b\(buttons.count % 3)" }
        parent.addSubview(button)
        buttons.append(button)
    }

    mutating func addContainer(_ random: inout SeededGenerator) {
        let parent = parents.randomElement(using: &random)!
        let container = UIView(frame: CGRect(
            x: .random(in: 0...300, using: &random), y: .random(in: 0...200, using: &random),
            width: .random(in: 100...400, using: &random), height: .random(in: 100...300, using: &random)))
        container.focusGroupIdentifier = Int.random(in: 0..<2, using: &random) == 0 ? "c\(containers.count)" : nil
        parent.addSubview(container)
        containers.append(container)
    }

    mutating func mutate(_ random: inout SeededGenerator) {
        let button = buttons.randomElement(using: &random)!
        let container = containers.randomElement(using: &random)!
        switch Int.random(in: 0..<11, using: &random) {
        case 0: button.frame = Self.frame(&random, in: button.superview?.bounds.size ?? root.bounds.size)
        case 1: button.isHidden.toggle()
        case 2: button.isEnabled.toggle()
        case 3: button.alpha = button.alpha < 0.5 ? 1 : 0
        case 4: button.removeFromSuperview()
        case 5: addButton(&random)
        case 6: container.focusGroupIdentifier = container.focusGroupIdentifier == nil ? "m\(Int.random(in: 0..<3, using: &random))" : nil
        case 7: container.frame.origin = CGPoint(x: .random(in: -50...400, using: &random), y: .random(in: -50...300, using: &random))
        case 8: container.isHidden.toggle()
        case 9: container.isUserInteractionEnabled.toggle()
        default: (parents.randomElement(using: &random)!).addSubview(button)
        }
    }
}
