import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Culling whole off-screen subtrees: a full composite skips a subtree whose
/// recorded box misses the screen without visiting its layers, and draws it
/// again as soon as it (or anything above it) brings it back.
@MainActor
@Suite struct CullingTests {
    private func compositor(_ screen: HeadlessScreen) throws -> Compositor {
        try #require(screen.window.host?.compositor)
    }

    /// A container of `count` coloured cells, `origin` in the window.
    private func grid(at origin: CGPoint, count: Int, color: UIColor = .red) -> UIView {
        let container = UIView(frame: CGRect(x: origin.x, y: origin.y, width: 100, height: 100))
        for i in 0..<count {
            let cell = UIView(frame: CGRect(x: CGFloat(i % 10) * 10, y: CGFloat(i / 10) * 10, width: 9, height: 9))
            cell.backgroundColor = color
            container.addSubview(cell)
        }
        return container
    }

    /// The reference: a full composite that trusts no recorded box.
    private func unculledSnapshot(_ screen: HeadlessScreen) -> CGImage? {
        screen.window.host?.setNeedsComposite()
        screen.window.forceComposite()
        return screen.snapshot().cgImage
    }

    /// Even steps run a frame (a partial composite) and compare it; every
    /// step then composites in full straight away, with no damage pass first,
    /// and compares that too, with a composite that trusts no recorded box.
    private func expectFramesMatchUnculled(_ screen: HeadlessScreen, step: Int) {
        let partial = step % 2 == 0
        if partial { screen.advance(by: 0.016) }
        let frame = screen.snapshot().cgImage
        screen.window.forceComposite()
        let full = screen.snapshot().cgImage
        let reference = unculledSnapshot(screen)
        if partial { expectSame(frame, reference, "frame \(step)") }
        expectSame(full, reference, "full composite \(step)")
    }

    private func expectSame(_ a: CGImage?, _ b: CGImage?, _ step: String) {
        guard let a, let b else { Issue.record("no snapshot at \(step)"); return }
        let result = GoldenImage.difference(a, b, tolerance: 0, maxDifferingPixels: 0, name: step)
        #expect(result.matches, "\(step): \(result)")
    }

    @Test func offScreenSubtreeIsNotVisited() throws {
        let screen = try HeadlessScreen(width: 200, height: 150)
        let visible = grid(at: CGPoint(x: 10, y: 10), count: 4)
        let hidden = grid(at: CGPoint(x: 500, y: 10), count: 50)
        screen.window.addSubview(visible)
        screen.window.addSubview(hidden)
        screen.advance(by: 0.016)
        let compositor = try compositor(screen)
        screen.window.forceComposite()
        // Window layer, the visible container and its 4 cells; the off-screen
        // container is culled whole, none of its 50 cells visited.
        #expect(compositor.layersVisited == 6)
        #expect(compositor.subtreesCulled == 1)
        screen.window.host?.setNeedsComposite()
        screen.window.forceComposite()
        #expect(compositor.layersVisited == 57)
        #expect(compositor.subtreesCulled == 0)
    }

    @Test func culledSubtreeMovingBackOnScreenIsDrawn() throws {
        let screen = try HeadlessScreen(width: 200, height: 150)
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        let box = grid(at: CGPoint(x: 20, y: 20), count: 10, color: .blue)
        outer.addSubview(box)
        screen.window.addSubview(outer)
        screen.advance(by: 0.016)
        #expect(screen.pixel(at: CGPoint(x: 24, y: 24)) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        box.center.x += 400
        screen.advance(by: 0.016)
        screen.window.forceComposite()
        #expect(try compositor(screen).subtreesCulled == 1)
        #expect(screen.pixel(at: CGPoint(x: 24, y: 24)) == RGBA8(r: 255, g: 255, b: 255, a: 255))
        // Back by its own move.
        box.center.x -= 400
        screen.window.forceComposite()
        #expect(screen.pixel(at: CGPoint(x: 24, y: 24)) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        // Off again, then back by an ancestor's move (the box itself unchanged).
        box.center.x += 400
        screen.window.forceComposite()
        screen.window.forceComposite()
        outer.bounds.origin.x = 400
        screen.window.forceComposite()
        #expect(screen.pixel(at: CGPoint(x: 24, y: 24)) == RGBA8(r: 0, g: 0, b: 255, a: 255))
        // A cell changed while the container is off screen shows when it comes back.
        outer.bounds.origin.x = 0
        screen.window.forceComposite()
        screen.window.forceComposite()
        box.subviews[0].backgroundColor = .green
        screen.window.forceComposite()
        box.center.x -= 400
        screen.window.forceComposite()
        #expect(screen.pixel(at: CGPoint(x: 24, y: 24)) == RGBA8(r: 0, g: 255, b: 0, a: 255))
    }

    @Test func sublayerLeavingACulledContainerIsDrawn() throws {
        let screen = try HeadlessScreen(width: 200, height: 150)
        let container = grid(at: CGPoint(x: 500, y: 20), count: 10, color: .blue)
        screen.window.addSubview(container)
        screen.advance(by: 0.016)
        screen.window.forceComposite()
        screen.window.forceComposite()
        let c = try compositor(screen)
        #expect(c.subtreesCulled == 1)
        // Only the cell changes: the container's recorded box no longer holds.
        // A full composite straight away (no damage pass grows the boxes first).
        container.subviews[0].center.x -= 480
        screen.window.forceComposite()
        #expect(screen.pixel(at: CGPoint(x: 24, y: 24)) == RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    /// Random moves on and off screen, at every level, hiding, recolouring,
    /// reparenting and changes made while detached: every frame (partial or
    /// full) equals a composite that trusts no recorded box.
    @Test func randomChangesMatchUnculledComposites() throws {
        let screen = try HeadlessScreen(width: 160, height: 120)
        var views: [UIView] = []
        for i in 0..<4 {
            let g = grid(
                at: CGPoint(x: CGFloat(i) * 60 - 40, y: CGFloat(i) * 30), count: 6,
                color: [.red, .blue, .green, .orange][i])
            screen.window.addSubview(g)
            views.append(g)
            views += g.subviews
        }
        var rng = SplitMix(seed: 15)
        screen.advance(by: 0.016)
        for step in 0..<200 {
            let view = views[Int(rng.next() % UInt64(views.count))]
            switch rng.next() % 6 {
            case 0: view.center.x += CGFloat(Int(rng.next() % 401) - 200)
            case 1: view.center.y += CGFloat(Int(rng.next() % 241) - 120)
            case 2: view.isHidden.toggle()
            case 3: view.backgroundColor = [.red, .blue, .black, .yellow][Int(rng.next() % 4)]
            case 4:
                let parent = view.superview
                view.removeFromSuperview()
                view.center.x += CGFloat(Int(rng.next() % 81) - 40)
                view.subviews.first?.center.x += 300
                parent?.addSubview(view)
            default:
                if let superview = view.superview?.superview {
                    superview.bounds.origin.x = CGFloat(Int(rng.next() % 121) - 60)
                }
            }
            expectFramesMatchUnculled(screen, step: step)
        }
    }
}

extension CullingTests {
    /// A list of `count` 9-point cells in one column, each with a small
    /// subview reaching past its right edge (so no cell is a card the
    /// compositor flattens), in a container 10 points per cell tall.
    private func list(count: Int) -> UIView {
        let container = UIView(frame: CGRect(x: 10, y: 0, width: 60, height: CGFloat(count) * 10))
        for i in 0..<count {
            let cell = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 10, width: 50, height: 9))
            cell.backgroundColor = [.red, .blue, .green][i % 3]
            let mark = UIView(frame: CGRect(x: 46, y: 2, width: 8, height: 5))
            mark.backgroundColor = .white
            cell.addSubview(mark)
            container.addSubview(cell)
        }
        return container
    }

    /// A long list culls from its compact index (`SublayerCullIndex`): the
    /// off-screen cells are not visited at all.
    @Test func longListsCullWithoutVisitingTheirCells() throws {
        let screen = try HeadlessScreen(width: 120, height: 100)
        let container = list(count: 300)
        screen.window.addSubview(container)
        screen.advance(by: 0.016)
        screen.window.forceComposite()
        let c = try compositor(screen)
        #expect(container.layer.cullIndex != nil)
        // Window, container, the eleven cells that meet the screen (the last one
        // touches its bottom edge) and the ten marks on it.
        #expect(c.layersVisited == 23)
        #expect(c.subtreesCulled == 290)
        // A cell far below changes: still not visited, and shown when scrolled to.
        container.subviews[250].backgroundColor = .orange
        screen.window.forceComposite()
        // The changed cell (and, below it, its mark) is visited once, to record where it is now.
        #expect(c.layersVisited == 25)
        screen.window.forceComposite()
        #expect(c.layersVisited == 23)
        #expect(c.subtreesCulled == 290)
        container.frame.origin.y = -2500
        screen.advance(by: 0.016)
        #expect(screen.pixel(at: CGPoint(x: 40, y: 5)) == RGBA8(r: 255, g: 128, b: 0, a: 255))
    }

    /// Random changes in long lists (cells moved in and out of view, their
    /// subviews moved out of them, recoloured, hidden, removed, inserted,
    /// reordered, changed while detached, lists scrolled): every frame, partial
    /// or full, equals a composite that trusts no recorded box.
    @Test func randomChangesInLongListsMatchUnculledComposites() throws {
        let screen = try HeadlessScreen(width: 150, height: 110)
        let lists = [list(count: 120), list(count: 80)]
        lists[1].frame.origin.x = 75
        for list in lists { screen.window.addSubview(list) }
        var rng = SplitMix(seed: 64)
        screen.advance(by: 0.016)
        var detached: [(cell: UIView, list: UIView)] = []
        for step in 0..<240 {
            let list = lists[Int(rng.next() % 2)]
            let cells = list.subviews
            let cell = cells[Int(rng.next() % UInt64(cells.count))]
            let visibleCell = cells[min(cells.count - 1, Int(-list.frame.minY / 10) + Int(rng.next() % 10))]
            switch rng.next() % 10 {
            case 0: list.frame.origin.y = -CGFloat(Int(rng.next() % UInt64(cells.count)) * 10)
            case 1: visibleCell.center.y += CGFloat(Int(rng.next() % 301) - 150)
            case 2: cell.center.y = visibleCell.center.y + CGFloat(Int(rng.next() % 21) - 10)
            case 3: visibleCell.subviews.first?.center.x += CGFloat(Int(rng.next() % 61) - 30)
            case 4: visibleCell.backgroundColor = [.red, .blue, .black, .yellow][Int(rng.next() % 4)]
            case 5: visibleCell.isHidden.toggle()
            case 6:
                cell.removeFromSuperview()
                cell.subviews.first?.backgroundColor = .cyan
                detached.append((cell, list))
            case 7:
                if let (cell, list) = detached.popLast() {
                    cell.center.y = CGFloat(Int(rng.next() % 100)) * 10
                    list.insertSubview(cell, at: Int(rng.next() % UInt64(list.subviews.count)))
                }
            case 8: list.exchangeSubview(at: cells.firstIndex(of: visibleCell)!, withSubviewAt: cells.firstIndex(of: cell)!)
            default: visibleCell.subviews.first?.backgroundColor = [.white, .purple][Int(rng.next() % 2)]
            }
            expectFramesMatchUnculled(screen, step: step)
        }
        #expect(lists.allSatisfy { $0.layer.cullIndex != nil })
    }
}

private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
