import Foundation
import SDLViews
import SDLViewsTesting

/// Reproducers of issue 41 items 12 and 20 (focus): each must end, quickly.
let focusScenarios: [ProbeScenario] = [
    // Three views whose preferredFocusEnvironments point at each other, none focusable: Tab returns.
    ProbeScenario("focus-preferred-cycle") {
        let screen = try HeadlessScreen(width: 320, height: 240)
        let root = UIViewController()
        screen.window.rootViewController = root
        let views = (0..<3).map { _ in CyclicFocusView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)) }
        for (i, view) in views.enumerated() {
            view.others = [views[(i + 1) % 3], views[(i + 2) % 3]]
            root.view.addSubview(view)
        }
        screen.runFrame()
        for _ in 0..<10 { screen.key(.keyboardTab) }
        screen.key(.keyboardDownArrow)
        let asked = views.reduce(0) { $0 + $1.asked }
        ProbeScenario.expect(asked < 1_000, "preferredFocusEnvironments asked \(asked) times")
    },
    // 10,000 focusable buttons: 200 arrow steps end in seconds (0.55 s a step before the fix).
    ProbeScenario("focus-10000-buttons") {
        let screen = try HeadlessScreen(width: 800, height: 600)
        let root = UIViewController()
        screen.window.rootViewController = root
        for i in 0..<10_000 {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: CGFloat(i % 100) * 8, y: CGFloat(i / 100) * 6, width: 7, height: 5)
            root.view.addSubview(button)
        }
        screen.runFrame()
        let start = Date()
        for i in 0..<200 { screen.key(i % 20 < 10 ? .keyboardRightArrow : .keyboardDownArrow) }
        let seconds = Date().timeIntervalSince(start)
        ProbeScenario.expect(screen.window.isFocusShownForProbe, "nothing was focused")
        print("figures: 200 arrow steps among 10,000 buttons in \(String(format: "%.2f", seconds)) s")
    },
    // 4,000 focus groups (one button each): 200 Tabs end in seconds (3.3 s a Tab before the fix).
    ProbeScenario("focus-4000-groups") {
        let screen = try HeadlessScreen(width: 800, height: 600)
        let root = UIViewController()
        screen.window.rootViewController = root
        for i in 0..<4_000 {
            let button = UIButton(type: .system)
            button.frame = CGRect(x: CGFloat(i % 80) * 10, y: CGFloat(i / 80) * 12, width: 9, height: 10)
            button.focusGroupIdentifier = "group \(i)"
            root.view.addSubview(button)
        }
        screen.runFrame()
        let start = Date()
        for i in 0..<200 { screen.key(.keyboardTab, modifiers: i % 40 < 20 ? [] : .shift) }
        let seconds = Date().timeIntervalSince(start)
        ProbeScenario.expect(screen.window.isFocusShownForProbe, "nothing was focused")
        print("figures: 200 Tabs among 4,000 focus groups in \(String(format: "%.2f", seconds)) s")
    }
]

@MainActor
private final class CyclicFocusView: UIView {
    var others: [UIView] = []
    var asked = 0
    override var preferredFocusEnvironments: [UIFocusEnvironment] {
        asked += 1
        return others
    }
}

extension UIWindow {
    /// Whether something is focused (the probe sees only public API).
    @MainActor fileprivate var isFocusShownForProbe: Bool {
        UIFocusSystem.focusSystem(for: self)?.focusedItem != nil
    }
}
