import Foundation

/// Walks the focus environment tree (views, view controllers).
@MainActor
enum FocusTree {
    /// Guards against parent cycles an app's override might make.
    static let depthLimit = 10_000

    /// `environment` and its parents, innermost first.
    static func chain(from environment: UIFocusEnvironment?) -> [UIFocusEnvironment] {
        var result: [UIFocusEnvironment] = []
        var current = environment
        while let node = current, result.count < depthLimit {
            result.append(node)
            current = node.parentFocusEnvironment
        }
        return result
    }

    /// The environments containing either item, innermost first, each once.
    static func environments(around previous: UIView?, and next: UIView?) -> [UIFocusEnvironment] {
        var seen = Set<ObjectIdentifier>()
        var result: [UIFocusEnvironment] = []
        for environment in chain(from: previous) + chain(from: next)
        where seen.insert(ObjectIdentifier(environment)).inserted {
            result.append(environment)
        }
        return result
    }

    static func window(of environment: UIFocusEnvironment) -> UIWindow? {
        switch environment {
        case let view as UIView: return view as? UIWindow ?? view.window
        case let controller as UIViewController: return controller.viewIfLoaded?.window
        default: return chain(from: environment).lazy.compactMap { ($0 as? UIView)?.window }.first
        }
    }

    /// The nearest focus group identifier around `view`.
    static func groupIdentifier(of view: UIView) -> String? {
        chain(from: view).lazy.compactMap(\.focusGroupIdentifier).first
    }
}
