import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Reduce Motion as it looks: half-way through a push and a modal
/// presentation, the new screen fades in over the old one in place (no
/// slide, no backdrop showing through), on both renderers.
@MainActor
@Suite struct ReduceMotionGoldenTests {
    private func screenController(_ title: String, _ color: UIColor) -> UIViewController {
        let controller = UIViewController()
        controller.view.backgroundColor = color
        let label = UILabel(frame: CGRect(x: 20, y: 60, width: 200, height: 30))
        label.text = title
        label.font = UIFont.boldSystemFont(ofSize: 22)
        label.textColor = .white
        controller.view.addSubview(label)
        return controller
    }

    @Test func aPushFadesInPlace() throws {
        let screen = try HeadlessScreen(width: 240, height: 160)
        UIAccessibility.isReduceMotionEnabled = true
        defer { UIAccessibility.isReduceMotionEnabled = false }
        let navigation = UINavigationController(
            rootViewController: screenController("Main menu", UIColor(red: 0.1, green: 0.25, blue: 0.6, alpha: 1)))
        screen.window.rootViewController = navigation
        screen.runFrame()
        navigation.pushViewController(screenController("Level 1", UIColor(red: 0.6, green: 0.2, blue: 0.1, alpha: 1)), animated: true)
        screen.advance(by: NavigationTransition.duration / 2)
        let result = GoldenImage.compare(screen.snapshot(), named: "reduce-motion-push-50", in: CompositorTests.goldenDirectory)
        #expect(result.matches, "\(result)")
    }

    @Test func aPresentationFadesInPlace() throws {
        let screen = try HeadlessScreen(width: 240, height: 160)
        UIAccessibility.isReduceMotionEnabled = true
        defer { UIAccessibility.isReduceMotionEnabled = false }
        let root = screenController("Main menu", UIColor(red: 0.1, green: 0.25, blue: 0.6, alpha: 1))
        screen.window.rootViewController = root
        screen.runFrame()
        let options = screenController("Options", UIColor(red: 0.15, green: 0.45, blue: 0.2, alpha: 1))
        options.modalPresentationStyle = .fullScreen
        root.present(options, animated: true)
        screen.advance(by: ModalTransitionAnimator.duration(for: .coverVertical) / 2)
        let result = GoldenImage.compare(screen.snapshot(), named: "reduce-motion-present-50", in: CompositorTests.goldenDirectory)
        #expect(result.matches, "\(result)")
    }
}
