import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// With `UIAccessibility.isReduceMotionEnabled`, pushes, pops and modal
/// presentations cross-dissolve in place instead of sliding, as iOS does.
@MainActor
@Suite struct ReduceMotionTransitionTests {
    private func stack(reduceMotion: Bool) throws -> (HeadlessScreen, UINavigationController) {
        let screen = try HeadlessScreen(width: 200, height: 150)
        UIAccessibility.isReduceMotionEnabled = reduceMotion
        let navigation = UINavigationController(rootViewController: UIViewController())
        screen.window.rootViewController = navigation
        screen.runFrame()
        return (screen, navigation)
    }

    private func shown(_ view: UIView) -> (frame: CGRect, alpha: Float) {
        let layer = view.layer.presentation() ?? view.layer
        return (layer.frame, layer.opacity)
    }

    @Test(arguments: [false, true])
    func pushSlidesOrDissolves(reduceMotion: Bool) throws {
        let (screen, navigation) = try stack(reduceMotion: reduceMotion)
        let next = UIViewController()
        navigation.pushViewController(next, animated: true)
        screen.advance(by: NavigationTransition.duration / 2)
        let middle = shown(next.view)
        if reduceMotion {
            #expect(middle.frame.minX == 0, "in place")
            #expect(middle.alpha > 0 && middle.alpha < 1, "part way through the fade")
        } else {
            #expect(middle.frame.minX > 0 && middle.frame.minX < 200)
            #expect(middle.alpha == 1)
        }
        screen.advance(by: NavigationTransition.duration)
        #expect(next.view.alpha == 1 && next.view.frame.minX == 0)
    }

    @Test func popDissolvesTheLeavingScreen() throws {
        let (screen, navigation) = try stack(reduceMotion: true)
        let root = try #require(navigation.topViewController)
        let next = UIViewController()
        navigation.pushViewController(next, animated: false)
        screen.runFrame()
        navigation.popViewController(animated: true)
        screen.advance(by: NavigationTransition.duration / 2)
        let leaving = shown(next.view)
        #expect(leaving.frame.minX == 0 && leaving.alpha > 0 && leaving.alpha < 1)
        #expect(shown(root.view).frame.minX == 0)
        screen.advance(by: NavigationTransition.duration)
        #expect(root.view.alpha == 1 && next.view.alpha == 1 && next.view.superview == nil)
    }

    @Test(arguments: [UIModalTransitionStyle.coverVertical, .flipHorizontal])
    func presentationsDissolve(style: UIModalTransitionStyle) throws {
        let screen = try HeadlessScreen(width: 200, height: 150)
        UIAccessibility.isReduceMotionEnabled = true
        let presenter = UIViewController()
        screen.window.rootViewController = presenter
        screen.runFrame()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .fullScreen
        sheet.modalTransitionStyle = style
        presenter.present(sheet, animated: true)
        screen.advance(by: ModalTransitionAnimator.duration(for: style) / 2)
        let middle = shown(sheet.view)
        #expect(middle.frame.minY == 0, "in place")
        #expect(middle.alpha > 0 && middle.alpha < 1)
        screen.advance(by: 1)
        #expect(presenter.presentedViewController === sheet && sheet.view.alpha == 1)
    }

    @Test func withoutReduceMotionAPresentationSlides() throws {
        let screen = try HeadlessScreen(width: 200, height: 150)
        UIAccessibility.isReduceMotionEnabled = false
        let presenter = UIViewController()
        screen.window.rootViewController = presenter
        screen.runFrame()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .fullScreen
        presenter.present(sheet, animated: true)
        screen.advance(by: ModalTransitionAnimator.duration(for: .coverVertical) / 2)
        #expect(shown(sheet.view).frame.minY > 0)
    }
}
