import Foundation

/// Core Animation's `CATransaction`: groups layer changes. Outside an
/// explicit `begin()`/`commit()` an implicit transaction applies, with the
/// 0.25 s default duration. Values set inside a transaction (duration, timing
/// function, disabled actions, completion block) apply to the implicit
/// animations of layer changes made in it; the completion block runs once every
/// animation added inside the transaction has stopped (or on the next frame
/// when none was added).
@MainActor
public final class CATransaction {
    private struct Frame {
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        var completion: (() -> Void)?
        var animations: [CAAnimation] = []
        var values: [String: Any] = [:]
        /// Opened by setting a value outside `begin()`; ends with the frame.
        var isImplicit = false
    }

    private static var stack: [Frame] = []

    public static func begin() { stack.append(Frame()) }

    public static func commit() {
        guard let frame = stack.popLast() else { return }
        guard let completion = frame.completion else { return }
        TransactionCompletion.wait(for: frame.animations, then: completion)
    }

    /// Everything is applied at once here; kept for API compatibility.
    public static func flush() {}

    public static func animationDuration() -> CFTimeInterval { lookup(\.duration) ?? 0.25 }
    public static func setAnimationDuration(_ duration: CFTimeInterval) { setTop { $0.duration = duration } }
    public static func animationTimingFunction() -> CAMediaTimingFunction? { lookup(\.timingFunction) }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setTop { $0.timingFunction = function }
    }
    public static func disableActions() -> Bool { lookup(\.disableActions) ?? false }
    public static func setDisableActions(_ flag: Bool) { setTop { $0.disableActions = flag } }
    public static func completionBlock() -> (() -> Void)? { stack.last?.completion }
    public static func setCompletionBlock(_ block: (() -> Void)?) { setTop { $0.completion = block } }
    public static func value(forKey key: String) -> Any? { stack.reversed().lazy.compactMap { $0.values[key] }.first }
    public static func setValue(_ value: Any?, forKey key: String) { setTop { $0.values[key] = value } }

    /// Animations added while transactions are open count for their completion blocks.
    static func register(_ animation: CAAnimation) {
        for i in stack.indices where stack[i].completion != nil { stack[i].animations.append(animation) }
    }

    private static func lookup<T>(_ key: KeyPath<Frame, T?>) -> T? {
        for frame in stack.reversed() { if let value = frame[keyPath: key] { return value } }
        return nil
    }

    /// Setting a value outside an explicit transaction sets it for the implicit one, which ends with the frame.
    private static func setTop(_ change: (inout Frame) -> Void) {
        if stack.isEmpty {
            stack.append(Frame(isImplicit: true))
            AnimationEngine.shared.enqueueForNextFrame { CATransaction.commitImplicit() }
        }
        change(&stack[stack.count - 1])
    }

    /// Transactions opened with `begin()` and not committed yet.
    static var openExplicitCount: Int { stack.count { !$0.isImplicit } }

    /// Drops open transactions (a test process starting a new headless screen).
    static func reset() { stack.removeAll() }

    private static func commitImplicit() {
        while !stack.isEmpty { commit() }
    }
}

/// Counts down a group of animations and runs a block when all have stopped.
@MainActor
enum TransactionCompletion {
    static func wait(for animations: [CAAnimation], then completion: @escaping () -> Void) {
        guard !animations.isEmpty else { return AnimationEngine.shared.enqueueForNextFrame(completion) }
        var remaining = animations.count
        for animation in animations {
            animation.stopObservers.append { _ in
                remaining -= 1
                if remaining == 0 { completion() }
            }
        }
    }
}
