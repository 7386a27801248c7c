import CSDL
import Foundation
import SDLViews

/// focus-search (issue 41 item 20): one arrow step through
/// `UIApplication.handle(_:)` (an SDL key down and up, the real path: key
/// routing, the focus search, the update and its effect) among 100 and among
/// 10,000 focusable buttons in a grid, and one Tab among 4,000 focus groups
/// against one among 40. Focus walks right then left along a row, so every
/// sample is a real move. Targets: 10,000 buttons ≤ 2× 100 buttons (the
/// issue's); 4,000 groups ≤ 2× 40 groups.
struct FocusSearchScenario: Scenario {
    static let name = "focus-search"
    static let summary = "one arrow step among 100 vs 10,000 focusable buttons; one Tab among 40 vs 4,000 focus groups"

    func run(in context: BenchContext) throws -> [BenchResult] {
        let window = try context.window()
        let samples = context.quick ? 10 : max(context.measuredFrames, 200)
        let small = FocusField(window: window, count: 100, groups: false)
        let large = FocusField(window: window, count: context.size(10_000), groups: false)
        let fewGroups = FocusField(window: window, count: 40, groups: true)
        let manyGroups = FocusField(window: window, count: context.size(4_000), groups: true)
        let fields = [small, large, fewGroups, manyGroups]
        let subjects = fields.enumerated().map { index, field in
            Interleaved.Subject(name: field.label, setUp: { field.show() }, tearDown: { field.hide() }) {
                field.step(tab: index >= 2)
            }
        }
        let stats = try Interleaved.measure(subjects, in: context, frames: samples)
        var arrow = BenchResult(
            scenario: Self.name, name: large.label, n: large.count, stats: stats[1],
            ratio: BenchResult.ratio(stats[1].median, to: stats[0].median), ratioTo: "arrow, 100 buttons",
            note: "an SDL key down + up through handle(_:); focus moves one button (\(large.moves) moves seen)")
        arrow.setTarget("≤ 2×", limit: 2)
        var tab = BenchResult(
            scenario: Self.name, name: manyGroups.label, n: manyGroups.count, stats: stats[3],
            ratio: BenchResult.ratio(stats[3].median, to: stats[2].median), ratioTo: "Tab, 40 groups",
            note: "each button its own focusGroupIdentifier; Tab / Shift-Tab alternate (\(manyGroups.moves) moves seen)")
        tab.setTarget("≤ 2×", limit: 2)
        return [
            BenchResult(
                scenario: Self.name, name: "arrow, 100 buttons", n: 100, stats: stats[0], ratio: 1,
                ratioTo: "arrow, 100 buttons", note: "(\(small.moves) moves seen)"),
            arrow,
            BenchResult(
                scenario: Self.name, name: "Tab, 40 groups", n: 40, stats: stats[2], ratio: 1, ratioTo: "Tab, 40 groups",
                note: "(\(fewGroups.moves) moves seen)"),
            tab
        ]
    }
}

/// A root controller full of small buttons in a grid (optionally each its own focus group).
@MainActor
private final class FocusField {
    let label: String
    let count: Int
    private let window: UIWindow
    private let controller = UIViewController()
    private let buttons: [UIButton]
    private var forward = true
    private(set) var moves = 0
    private var previous: UIFocusItem?

    init(window: UIWindow, count: Int, groups: Bool) {
        self.window = window
        self.count = count
        label = groups ? "Tab, \(count) groups" : "arrow, \(count) buttons"
        let columns = 100
        let size = window.bounds.size
        let width = size.width / CGFloat(columns), height = size.height / CGFloat(max(1, (count + columns - 1) / columns))
        buttons = (0..<count).map { i in
            let button = UIButton(type: .custom)
            button.frame = CGRect(
                x: CGFloat(i % columns) * width, y: CGFloat(i / columns) * height, width: width * 0.8,
                height: max(height * 0.8, 1))
            if groups { button.focusGroupIdentifier = "group \(i)" }
            return button
        }
        controller.loadViewIfNeeded()
        controller.view.frame = window.bounds
        buttons.forEach(controller.view.addSubview)
    }

    func show() {
        window.rootViewController = controller
        window.runFrame()
        key(SDL_SCANCODE_RIGHT)  // wakes focus on the first button
        forward = true
    }

    func hide() {
        window.rootViewController = nil
        window.runFrame()
    }

    /// One step: right (or Tab) until the row's fifth button, then back.
    func step(tab: Bool) {
        let focused = UIFocusSystem.focusSystem(for: window)?.focusedItem
        if let index = buttons.firstIndex(where: { $0 === focused }) {
            if index >= 4 { forward = false } else if index == 0 { forward = true }
        }
        if tab {
            key(SDL_SCANCODE_TAB, shift: !forward)
        } else {
            key(forward ? SDL_SCANCODE_RIGHT : SDL_SCANCODE_LEFT)
        }
        let now = UIFocusSystem.focusSystem(for: window)?.focusedItem
        if now !== previous { moves += 1 }
        previous = now
    }

    private func key(_ scancode: SDL_Scancode, shift: Bool = false) {
        KeyPresses.press(scancode, in: window, shift: shift)
    }
}
