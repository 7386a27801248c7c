import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Random push / pop / pop-to-root / set sequences, animated or not, with time
/// passing in between, against a plain array model: once transitions settle the
/// stack matches, only the top controller has appeared, and every controller's
/// will/did callbacks alternate (exactly once per transition).
@MainActor
@Suite struct NavigationStackModelTests {
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func randomOperationsKeepTheStackAndAppearanceConsistent(seed: UInt64) throws {
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
        var model = navigation.viewControllers
        for _ in 0..<60 {
            let animated = Bool.random(using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                let next = make()
                navigation.pushViewController(next, animated: animated)
                model.append(next)
            case 1:
                navigation.popViewController(animated: animated)
                if model.count > 1 { model.removeLast() }
            case 2:
                navigation.popToRootViewController(animated: animated)
                model = [model[0]]
            default:
                let kept = Array(model.prefix(Int.random(in: 1...model.count, using: &random)))
                model = kept + [make()]
                navigation.setViewControllers(model, animated: animated)
            }
            screen.advance(by: Double.random(in: 0...0.5, using: &random))
        }
        screen.advance(by: 1)
        #expect(navigation.viewControllers.map { ObjectIdentifier($0) } == model.map { ObjectIdentifier($0) })
        #expect(navigation.children.count == model.count)
        for controller in model { #expect(controller.parent === navigation) }
        let top = try #require(navigation.topViewController)
        #expect(top.appearance.phase == .appeared)
        #expect(top.view.superview === navigation.view && top.view.frame.minX == 0)
        for controller in model.dropLast() { #expect(controller.appearance.phase == .disappeared) }
        var last: [String: String] = [:]
        for entry in log.entries where entry.contains("Appear") || entry.contains("Disappear") {
            let parts = entry.split(separator: ".", maxSplits: 1).map(String.init)
            let isWill = parts[1].hasPrefix("viewWill")
            if let previous = last[parts[0]] {
                #expect(previous.hasPrefix("viewWill") != isWill, "\(entry) after \(previous)")
            } else {
                #expect(isWill, "\(entry) first")
            }
            last[parts[0]] = parts[1]
        }
    }
}
