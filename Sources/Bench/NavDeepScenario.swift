import Foundation
import SDLViews

/// nav-deep (issue 41, item 20): a navigation stack 10,000 deep against one 1,000 deep, in
/// the same run: pushes one by one (not animated, the controller on screen), `popToRoot`,
/// and `setViewControllers` with the whole stack. Linear work gives 10× (target ≤ 15×);
/// the old code's searches and bar rebuilds gave about 100×.
struct NavDeepScenario: Scenario {
    static let name = "nav-deep"
    static let summary = "UINavigationController 10,000-deep vs 1,000-deep: pushes, popToRoot, setViewControllers (≤ 15×)"

    func run(in context: BenchContext) throws -> [BenchResult] {
        let window = try context.window()
        let depths = [1_000, 10_000].map(context.size)
        var pushStats: [Stats] = [], popStats: [Stats] = [], setStats: [Stats] = []
        let frames = context.quick ? 2 : 8
        var subjects: [Interleaved.Subject] = []
        var timings: [[String: [Double]]] = [[:], [:]]
        for (index, depth) in depths.enumerated() {
            subjects.append(
                Interleaved.Subject(name: "depth \(depth)") {
                    let root = UIViewController()
                    let navigation = UINavigationController(rootViewController: root)
                    window.rootViewController = navigation
                    window.layoutIfNeeded()
                    let controllers = (1..<depth).map { _ in UIViewController() }
                    let push = Stopwatch.milliseconds {
                        for controller in controllers { navigation.pushViewController(controller, animated: false) }
                    }
                    let pop = Stopwatch.milliseconds { _ = navigation.popToRootViewController(animated: false) }
                    let set = Stopwatch.milliseconds {
                        navigation.setViewControllers([root] + controllers, animated: false)
                    }
                    guard navigation.viewControllers.count == depth else {
                        throw RawBaselines.Failure(description: "bench nav-deep: the stack is not \(depth) deep")
                    }
                    window.rootViewController = nil
                    timings[index]["push", default: []].append(push)
                    timings[index]["pop", default: []].append(pop)
                    timings[index]["set", default: []].append(set)
                })
        }
        _ = try Interleaved.measure(subjects, in: context, frames: frames)
        for index in depths.indices {
            pushStats.append(Stats(timings[index]["push"] ?? []))
            popStats.append(Stats(timings[index]["pop"] ?? []))
            setStats.append(Stats(timings[index]["set"] ?? []))
        }
        var results: [BenchResult] = []
        for (name, stats) in [("pushes", pushStats), ("popToRoot", popStats), ("setViewControllers", setStats)] {
            results.append(BenchResult(scenario: Self.name, name: name, n: depths[0], stats: stats[0]))
            var row = BenchResult(
                scenario: Self.name, name: name, n: depths[1], stats: stats[1],
                ratio: BenchResult.ratio(stats[1].median, to: stats[0].median), ratioTo: "\(depths[0].formatted) deep (linear: 10×)",
                note: "all \(depths[1] - 1) controllers, not animated, on screen (warm-up runs included in the samples)")
            row.setTarget("≤ 15×", limit: 15)
            results.append(row)
        }
        return results
    }
}
