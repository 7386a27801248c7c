import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

@MainActor
@Suite(.serialized)
struct TableSwipeTests {
    private func row(_ r: Int) -> IndexPath { IndexPath(row: r, section: 0) }

    /// Trailing "Delete" (79 wide: its title and padding) and "Flag" (UIKit's minimum 74), leading "Star" (74).
    private func scene(fullSwipe: Bool = true) throws -> EditableTableScene {
        let scene = try EditableTableScene()
        scene.model.trailingActions = { [unowned model = scene.model, unowned table = scene.table] path in
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in
                model.log.append("handler Flag \(path.row)")
                done(true)
            }
            let configuration = UISwipeActionsConfiguration(
                actions: [model.deleteAction(table, row: path), flag])
            configuration.performsFirstActionWithFullSwipe = fullSwipe
            return configuration
        }
        scene.model.leadingActions = { [unowned model = scene.model, unowned table = scene.table] path in
            let star = UIContextualAction(style: .normal, title: "Star") { _, _, done in
                model.log.append("handler Star \(path.row)")
                done(false)
            }
            star.backgroundColor = .systemOrange
            return UISwipeActionsConfiguration(actions: [star])
        }
        return scene
    }

    @Test func theContentFollowsTheFingerFrameByFrameAndSnapsOpenPastHalfTheButtons() throws {
        let scene = try scene()
        let cell = try #require(scene.cell(2))
        var point = CGPoint(x: 180, y: 110)
        scene.screen.touchDown(at: point)
        var offsets: [CGFloat] = []
        for _ in 0..<12 {
            scene.screen.advance(by: EditableTableScene.frame)
            point.x -= 8
            scene.screen.touchMove(to: point)
            offsets.append(cell.contentView.frame.minX)
        }
        // Begins at the second move (16 points, past the pan's 10), then follows exactly.
        #expect(offsets == [0, 0, -8, -16, -24, -32, -40, -48, -56, -64, -72, -80])
        let actions = try #require(cell.swipeActionsView)
        #expect(actions.openWidth == 153)
        #expect(actions.frame == CGRect(x: 120, y: 0, width: 80, height: 44))
        let shares: [CGFloat] = [79 * 80 / 153, 74 * 80 / 153]
        #expect(actions.buttons.map(\.frame.width) == shares)
        #expect(scene.model.log == ["?canEdit 0.2", "?trailing 0.2", "willBeginEditing 0.2"])
        for _ in 0..<10 { scene.screen.advance(by: EditableTableScene.frame) }
        scene.screen.touchUp(at: point)
        scene.wait(0.35)
        #expect(cell.contentView.frame.minX == -153)
        #expect(
            actions.buttons.map(\.frame) == [
                CGRect(x: 74, y: 0, width: 79, height: 44), CGRect(x: 0, y: 0, width: 74, height: 44)
            ])
        #expect(scene.table.contentOffset.y == 0)
    }

    @Test func aSlowReleaseShortOfHalfCloses() throws {
        let scene = try scene()
        let cell = try #require(scene.cell(2))
        let end = scene.drag(from: CGPoint(x: 180, y: 110), step: CGPoint(x: -8, y: 0), count: 10)
        #expect(cell.contentView.frame.minX == -64, "short of half of 153")
        for _ in 0..<10 { scene.screen.advance(by: EditableTableScene.frame) }
        scene.screen.touchUp(at: end)
        scene.screen.advance(by: 0.15)
        let middle = try #require(cell.contentView.layer.presentation()?.frame.minX)
        #expect(middle > -64 && middle < 0)
        scene.wait(0.2)
        #expect(cell.contentView.frame.minX == 0 && cell.swipeActionsView == nil)
        #expect(scene.model.log.suffix(2) == ["willBeginEditing 0.2", "didEndEditing 0.2"])
    }

    @Test func aFastSwipeOpensShortOfHalfAndAFastSwipeBackCloses() throws {
        let scene = try scene()
        let cell = try #require(scene.cell(2))
        let end = scene.drag(from: CGPoint(x: 180, y: 110), step: CGPoint(x: -20, y: 0), count: 3)
        #expect(cell.contentView.frame.minX == -40)
        scene.lift(at: end)
        scene.wait(0.35)
        #expect(cell.contentView.frame.minX == -153)
        let back = scene.drag(from: CGPoint(x: 60, y: 110), step: CGPoint(x: 20, y: 0), count: 3)
        #expect(cell.contentView.frame.minX == -113, "an open row follows from where it is")
        scene.lift(at: back)
        scene.wait(0.35)
        #expect(cell.contentView.frame.minX == 0 && cell.swipeActionsView == nil)
    }

    @Test func aFullSwipePerformsTheFirstActionAndADestructiveDeleteRemovesTheRow() throws {
        let scene = try scene()
        let cell = try #require(scene.cell(2))
        let end = scene.drag(from: CGPoint(x: 195, y: 110), step: CGPoint(x: -10, y: 0), count: 16)
        #expect(cell.contentView.frame.minX == -150)
        #expect(cell.swipeActionsView?.isExpanded == false, "armed only past the buttons and 0.6 of the width")
        scene.screen.advance(by: EditableTableScene.frame)
        scene.screen.touchMove(to: CGPoint(x: end.x - 10, y: end.y))
        #expect(cell.contentView.frame.minX == -160)
        #expect(cell.swipeActionsView?.isExpanded == true)
        #expect(cell.swipeActionsView?.buttons.map(\.frame.width) == [160, 0])
        scene.lift(at: CGPoint(x: end.x - 10, y: end.y))
        scene.wait(0.35)
        #expect(scene.model.log.suffix(3) == ["willBeginEditing 0.2", "handler Delete 0.2", "didEndEditing nil"])
        #expect(Array(scene.visibleTexts.prefix(3)) == ["Row 0", "Row 1", "Row 3"])
        #expect(scene.table.visibleCells.allSatisfy { $0.contentView.frame.minX == 0 && $0.swipeActionsView == nil })
    }

    @Test func withoutFullSwipeThePullPastTheButtonsIsResisted() throws {
        let scene = try scene(fullSwipe: false)
        let cell = try #require(scene.cell(2))
        // Began at 185 (the first move), ends at 5: the finger asks for 180 points.
        let end = scene.drag(from: CGPoint(x: 195, y: 110), step: CGPoint(x: -10, y: 0), count: 19)
        let expected = 153 + ScrollPhysics.rubberBand(180 - 153, dimension: 200)
        #expect(abs(cell.contentView.frame.minX + expected) < 1e-9)
        scene.lift(at: end)
        scene.wait(0.35)
        #expect(cell.contentView.frame.minX == -153)
        #expect(!scene.model.log.contains { $0.hasPrefix("handler") })
    }

    @Test func aTapOnAButtonPerformsItAndCompletionClosesTheRow() throws {
        let scene = try scene()
        let end = scene.drag(from: CGPoint(x: 180, y: 110), step: CGPoint(x: -20, y: 0), count: 4)
        scene.lift(at: end)
        scene.wait(0.35)
        scene.screen.tap(at: CGPoint(x: 60, y: 110))
        scene.wait(0.35)
        #expect(scene.model.log.suffix(2) == ["handler Flag 2", "didEndEditing 0.2"])
        #expect(scene.cell(2)?.contentView.frame.minX == 0)
        #expect(scene.model.rows.count == 20)
    }

    @Test func leadingActionsOpenFromTheLeftWithTheirColour() throws {
        let scene = try scene()
        let cell = try #require(scene.cell(1))
        let end = scene.drag(from: CGPoint(x: 20, y: 66), step: CGPoint(x: 20, y: 0), count: 4)
        scene.lift(at: end)
        scene.wait(0.35)
        #expect(cell.contentView.frame.minX == 74)
        #expect(cell.swipeActionsView?.frame == CGRect(x: 0, y: 0, width: 74, height: 44))
        #expect(cell.swipeActionsView?.buttons.first?.backgroundColor == .systemOrange)
        scene.screen.tap(at: CGPoint(x: 30, y: 66))
        scene.wait(0.35)
        #expect(scene.model.log.suffix(2) == ["handler Star 1", "didEndEditing 0.1"])
        #expect(cell.contentView.frame.minX == 0)
    }

    @Test func anActionThatReloadsItsRowEndsTheSwipeWithTheRow() throws {
        let scene = try scene()
        scene.model.leadingActions = { [unowned model = scene.model, unowned table = scene.table] path in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .normal, title: "Star") { _, _, done in
                    model.rows[path.row] = "★ " + model.rows[path.row]
                    table.reloadRows(at: [path], with: .none)
                    done(true)
                }
            ])
        }
        let end = scene.drag(from: CGPoint(x: 20, y: 66), step: CGPoint(x: 20, y: 0), count: 4)
        scene.lift(at: end)
        scene.wait(0.35)
        scene.screen.tap(at: CGPoint(x: 30, y: 66))
        scene.wait(0.35)
        #expect(scene.model.log.suffix(1) == ["didEndEditing 0.1"])
        #expect(scene.visibleTexts[1] == "★ Row 1")
        #expect(scene.table.visibleCells.allSatisfy { $0.swipeActionsView == nil && $0.contentView.frame.minX == 0 })
    }

    @Test func aHandlerThatNeverCompletesLeavesTheRowOpenUntilATapAndALateCompletionIsIgnored() throws {
        let scene = try scene()
        var pending: ((Bool) -> Void)?
        scene.model.leadingActions = { _ in
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .normal, title: "Later") { _, _, done in pending = done }
            ])
        }
        let end = scene.drag(from: CGPoint(x: 20, y: 66), step: CGPoint(x: 20, y: 0), count: 4)
        scene.lift(at: end)
        scene.wait(0.35)
        scene.screen.tap(at: CGPoint(x: 30, y: 66))
        scene.wait(0.35)
        #expect(scene.cell(1)?.contentView.frame.minX == 74, "open until the completion runs")
        scene.screen.tap(at: CGPoint(x: 150, y: 300))
        scene.wait(0.35)
        #expect(scene.cell(1)?.contentView.frame.minX == 0)
        pending?(true)
        scene.wait(0.35)
        #expect(scene.model.log.filter { $0.hasPrefix("didEndEditing") } == ["didEndEditing 0.1"])
    }

    @Test func aTapElsewhereOrAScrollClosesWithoutSelecting() throws {
        let scene = try scene()
        let cell = try #require(scene.cell(2))
        var end = scene.drag(from: CGPoint(x: 180, y: 110), step: CGPoint(x: -20, y: 0), count: 4)
        scene.lift(at: end)
        scene.wait(0.35)
        scene.screen.tap(at: CGPoint(x: 100, y: 300))
        scene.wait(0.35)
        #expect(cell.contentView.frame.minX == 0 && scene.table.indexPathForSelectedRow == nil)
        end = scene.drag(from: CGPoint(x: 180, y: 110), step: CGPoint(x: -20, y: 0), count: 4)
        scene.lift(at: end)
        scene.wait(0.35)
        scene.table.contentOffset = CGPoint(x: 0, y: 30)
        scene.wait(0.35)
        #expect(cell.contentView.frame.minX == 0 && cell.swipeActionsView == nil)
        #expect(scene.model.log.filter { $0.hasPrefix("didEndEditing") }.count == 2)
    }

    @Test func aVerticalDragScrollsAndNeverSwipes() throws {
        let scene = try scene()
        let end = scene.drag(from: CGPoint(x: 150, y: 300), step: CGPoint(x: -3, y: -12), count: 10)
        #expect(scene.table.contentOffset.y > 90)
        #expect(scene.table.visibleCells.allSatisfy { $0.swipeActionsView == nil && $0.contentView.frame.minX == 0 })
        #expect(!scene.model.log.contains("?trailing 0.6"))
        scene.lift(at: end)
        scene.wait(1)
        let horizontal = scene.drag(from: CGPoint(x: 180, y: 200), step: CGPoint(x: -12, y: 3), count: 6)
        let offset = scene.table.contentOffset.y
        scene.screen.advance(by: EditableTableScene.frame)
        #expect(scene.table.contentOffset.y == offset)
        #expect(scene.table.visibleCells.contains { $0.swipeActionsView != nil })
        scene.lift(at: horizontal)
    }

    @Test func rowsThatCannotBeEditedOrHaveNoActionsDoNotSwipe() throws {
        let scene = try scene()
        scene.model.notEditable = [2]
        scene.model.trailingActions = { path in path.row == 3 ? nil : UISwipeActionsConfiguration(actions: []) }
        for y in [110.0, 154, 198] {
            let end = scene.drag(from: CGPoint(x: 180, y: y), step: CGPoint(x: -20, y: 0), count: 5)
            scene.lift(at: end)
            scene.wait(0.35)
        }
        #expect(scene.table.visibleCells.allSatisfy { $0.swipeActionsView == nil && $0.contentView.frame.minX == 0 })
        #expect(!scene.model.log.contains { $0.hasPrefix("willBeginEditing") })
    }

    @Test func contextualActionsDefaultAsUIKit() {
        let normal = UIContextualAction(style: .normal, title: "A") { _, _, _ in }
        let destructive = UIContextualAction(style: .destructive, title: "B") { _, _, _ in }
        #expect(normal.backgroundColor == .systemGray && destructive.backgroundColor == .systemRed)
        #expect(UISwipeActionsConfiguration(actions: [normal]).performsFirstActionWithFullSwipe)
    }
}
