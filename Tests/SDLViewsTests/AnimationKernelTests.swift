import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// `AnimationKernel` writes what `CABasicAnimation.apply` writes, to the bit,
/// for every animation it takes, and takes none whose value depends on the
/// layer or needs boxed values.
@MainActor
@Suite struct AnimationKernelTests {
    private static let keyPaths = ["position", "position.x", "position.y", "anchorPoint", "opacity", "zPosition"]

    private func randomValue(for keyPath: String, _ rng: inout SeededGenerator) -> Any {
        let x = Double.random(in: -300...300, using: &rng), y = Double.random(in: -300...300, using: &rng)
        switch keyPath {
        case "position", "anchorPoint": return CGPoint(x: x, y: y)
        case "opacity": return Double.random(in: -0.5...1.5, using: &rng)
        default: return x
        }
    }

    /// A random model with a random animation of a numeric property, ends
    /// given the ways Core Animation allows that do not read the layer.
    private func randomCase(_ rng: inout SeededGenerator) -> (CALayer, CABasicAnimation) {
        let layer = CALayer()
        layer.position = CGPoint(x: Double.random(in: -50...50, using: &rng), y: Double.random(in: -50...50, using: &rng))
        layer.anchorPoint = CGPoint(x: Double.random(in: 0...1, using: &rng), y: 0.25)
        layer.opacity = Float.random(in: 0...1, using: &rng)
        layer.zPosition = Double.random(in: -5...5, using: &rng)
        let keyPath = Self.keyPaths.randomElement(using: &rng)!
        let animation = CABasicAnimation(keyPath: keyPath)
        switch Int.random(in: 0..<4, using: &rng) {
        case 0:
            animation.fromValue = randomValue(for: keyPath, &rng)
            animation.toValue = randomValue(for: keyPath, &rng)
        case 1:
            animation.fromValue = randomValue(for: keyPath, &rng)
            animation.byValue = randomValue(for: keyPath, &rng)
        case 2:
            animation.toValue = randomValue(for: keyPath, &rng)
            animation.byValue = randomValue(for: keyPath, &rng)
        default:
            animation.resolvedFrom = AnimatableValue(randomValue(for: keyPath, &rng))
            animation.resolvedTo = AnimatableValue(randomValue(for: keyPath, &rng))
        }
        animation.isAdditive = Bool.random(using: &rng)
        animation.resolvedKeyPath = LayerKeyPath(keyPath)
        return (layer, animation)
    }

    private func numbers(_ s: CALayer.State) -> [Double] {
        [s.position.x, s.position.y, s.anchorPoint.x, s.anchorPoint.y, Double(s.opacity), s.zPosition]
    }

    @Test func theKernelWritesWhatTheAnimationWrites() throws {
        var rng = SeededGenerator(seed: 2_026)
        let curves: [CAMediaTimingFunction?] = [
            nil, CAMediaTimingFunction(name: .easeInEaseOut), CAMediaTimingFunction(controlPoints: 0.3, -0.6, 0.7, 1.6)
        ]
        for _ in 0..<2_000 {
            let (layer, animation) = randomCase(&rng)
            animation.timingFunction = curves.randomElement(using: &rng)!
            let kernel = try #require(AnimationKernel(animation, target: animation.resolvedKeyPath))
            // Raw progress outside 0...1 as well: springs and overshooting curves ease there.
            let progress = Double.random(in: -0.25...1.25, using: &rng)
            var expected = layer.state, actual = layer.state
            animation.apply(progress: progress, to: &expected, model: layer)
            kernel.apply(eased: animation.eased(progress), to: &actual)
            let want = numbers(expected), got = numbers(actual)
            #expect(want.map(\.bitPattern) == got.map(\.bitPattern), "\(animation.keyPath ?? "") at \(progress)")
        }
    }

    @Test func animationsThatReadTheLayerOrBoxedValuesHaveNoKernel() {
        func kernel(_ configure: (CABasicAnimation) -> Void, keyPath: String = "position.x") -> AnimationKernel? {
            let animation = CABasicAnimation(keyPath: keyPath)
            configure(animation)
            return AnimationKernel(animation, target: LayerKeyPath(keyPath))
        }
        #expect(kernel({ $0.fromValue = 1; $0.toValue = 2 }) != nil)
        // An end left to the layer's value.
        #expect(kernel({ $0.fromValue = 1 }) == nil)
        #expect(kernel({ $0.toValue = 1 }) == nil)
        #expect(kernel({ $0.byValue = 1 }) == nil)
        // Cumulative repeats and value functions.
        #expect(kernel({ $0.fromValue = 1; $0.toValue = 2; $0.isCumulative = true }) == nil)
        #expect(kernel({ $0.fromValue = 1; $0.toValue = 2; $0.valueFunction = CAValueFunction(name: .rotateZ) }) == nil)
        // Properties that are not one number or a point, and mismatched values.
        #expect(kernel({ $0.fromValue = 1; $0.toValue = 2 }, keyPath: "cornerRadius") == nil)
        #expect(kernel({ $0.fromValue = CGPoint.zero; $0.toValue = 2 }) == nil)
        #expect(kernel({ $0.fromValue = 1; $0.toValue = 2 }, keyPath: "position") == nil)
    }
}
