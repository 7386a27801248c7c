import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Random push / pop / pop-to-root / setViewControllers / present / dismiss sequences (seeded),
/// including attempts to present a controller that is already active, against a plain model
/// of the stack and the presentation chain. At each settled point: the stack and chain match
/// the model, the right views are in the window, and each controller's appearance phase is
/// what its place says; throughout, each controller's appearance callbacks run in UIKit's cycle
/// (will appear, did appear, will disappear, did disappear) with nothing skipped or repeated.
@MainActor
@Suite struct NavigationPresentationModelTests {
    @Test(arguments: [11, 12, 13, 14, 15] as [UInt64])
    func randomNavigationAndPresentationKeepTheirInvariants(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let screen = try HeadlessScreen(width: 160, height: 120)
        let log = LifecycleLog()
        var made = 0
        func make() -> LoggingController {
            made += 1
            return LoggingController("c\(made)", log: log)
        }
        let navigation = UINavigationController(rootViewController: make())
        screen.window.rootViewController = navigation
        screen.runFrame()
        var stack = navigation.viewControllers
        var chain: [UIViewController] = []
        for step in 0..<120 {
            let animated = Bool.random(using: &random)
            switch Int.random(in: 0..<8, using: &random) {
            case 0, 1:
                let next = make()
                navigation.pushViewController(next, animated: animated)
                stack.append(next)
            case 2:
                navigation.popViewController(animated: animated)
                if stack.count > 1 { stack.removeLast() }
            case 3:
                navigation.popToRootViewController(animated: animated)
                stack = [stack[0]]
            case 4:
                let kept = Array(stack.prefix(Int.random(in: 1...stack.count, using: &random)))
                stack = kept + [make()]
                navigation.setViewControllers(stack, animated: animated)
            case 5:
                screen.advance(by: 1)
                let presented = make()
                presented.modalPresentationStyle = Bool.random(using: &random) ? .fullScreen : .overFullScreen
                (chain.last ?? navigation).present(presented, animated: animated)
                chain.append(presented)
                screen.advance(by: 1)
            case 6:
                screen.advance(by: 1)
                if let last = chain.popLast() {
                    (chain.last ?? navigation).dismiss(animated: animated)
                    _ = last
                }
                screen.advance(by: 1)
            default:
                // An active controller (on the stack or in the chain) presented again: refused.
                screen.advance(by: 1)
                let active: [UIViewController] = [navigation] + stack + chain
                let target = active.randomElement(using: &random)!
                (chain.last ?? navigation).present(target, animated: animated)
                screen.advance(by: 1)
            }
            screen.advance(by: Double.random(in: 0...0.5, using: &random))
            if step % 10 == 9 {
                screen.advance(by: 1)
                try check(navigation, stack: stack, chain: chain, log: log, screen: screen)
            }
        }
        screen.advance(by: 1)
        try check(navigation, stack: stack, chain: chain, log: log, screen: screen)
    }

    private func check(
        _ navigation: UINavigationController, stack: [UIViewController], chain: [UIViewController],
        log: LifecycleLog, screen: HeadlessScreen
    ) throws {
        #expect(navigation.viewControllers.map(ObjectIdentifier.init) == stack.map(ObjectIdentifier.init))
        #expect(navigation.children.count == stack.count)
        for controller in stack { #expect(controller.parent === navigation) }
        // The presentation chain.
        var presented: [UIViewController] = []
        var current: UIViewController = navigation
        while let next = current.presentedViewController {
            #expect(next.presentingViewController === current)
            presented.append(next)
            current = next
        }
        #expect(presented.map(ObjectIdentifier.init) == chain.map(ObjectIdentifier.init))
        // The views: the stack's top alone in the navigation view; the chain's last on screen.
        let top = try #require(navigation.topViewController)
        #expect(top.view.superview === navigation.view && top.view.frame.minX == 0)
        let controllerViews = navigation.view.subviews.filter { $0 !== navigation.navigationBar }
        #expect(controllerViews.count == 1)
        for controller in stack.dropLast() { #expect(controller.viewIfLoaded?.superview == nil) }
        if let last = chain.last { #expect(last.view.window === screen.window && !last.view.isHidden) }
        // Appearance: a full-screen presentation makes its presenter disappear (an over-full-screen
        // one leaves it as it was); the presented controllers' own phases follow the same rule.
        let presenters: [UIViewController] = [navigation] + chain
        for (index, presenter) in presenters.enumerated() {
            let coveredByNext = index + 1 < presenters.count && presenters[index + 1].modalPresentationStyle == .fullScreen
            #expect(presenter.appearance.phase == (coveredByNext ? .disappeared : .appeared), "\(presenter.title ?? "nav")")
        }
        let covered = chain.first?.modalPresentationStyle == .fullScreen
        #expect(top.appearance.phase == (covered ? .disappeared : .appeared))
        for controller in stack.dropLast() { #expect(controller.appearance.phase == .disappeared) }
        // Every controller's callbacks so far follow UIKit's cycle.
        let cycle = ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"]
        var position: [String: Int] = [:]
        for entry in log.entries {
            let parts = entry.split(separator: ".", maxSplits: 1).map(String.init)
            guard let index = cycle.firstIndex(of: parts[1]) else { continue }
            let expected = position[parts[0], default: 0]
            #expect(index == expected, "\(entry): expected \(cycle[expected])")
            position[parts[0]] = (index + 1) % cycle.count
        }
    }
}
