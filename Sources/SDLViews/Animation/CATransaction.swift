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
    /// One open transaction (the stack of them lives in the runtime context).
    struct Frame {
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        var completion: (() -> Void)?
        var animations: [CAAnimation] = []
        var values: [String: Any] = [:]
        /// Opened by setting a value outside `begin()`; ends with the frame.
        var isImplicit = false
    }

    public static func begin() { runtime.transactions.append(Frame()) }

    public static func commit() {
        guard let frame = runtime.transactions.popLast() else { return }
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
    public static func completionBlock() -> (() -> Void)? { runtime.transactions.last?.completion }
    public static func setCompletionBlock(_ block: (() -> Void)?) { setTop { $0.completion = block } }
    public static func value(forKey key: String) -> Any? {
        runtime.transactions.reversed().lazy.compactMap { $0.values[key] }.first
    }
    public static func setValue(_ value: Any?, forKey key: String) { setTop { $0.values[key] = value } }

    /// Animations added while transactions are open count for their completion blocks.
    static func register(_ animation: CAAnimation) {
        for i in runtime.transactions.indices where runtime.transactions[i].completion != nil {
            runtime.transactions[i].animations.append(animation)
        }
    }

    private static func lookup<T>(_ key: KeyPath<Frame, T?>) -> T? {
        for frame in runtime.transactions.reversed() { if let value = frame[keyPath: key] { return value } }
        return nil
    }

    /// Setting a value outside an explicit transaction sets it for the implicit one, which ends with the frame.
    private static func setTop(_ change: (inout Frame) -> Void) {
        if runtime.transactions.isEmpty {
            runtime.transactions.append(Frame(isImplicit: true))
            runtime.animationEngine.enqueueForNextFrame { CATransaction.commitImplicit() }
        }
        change(&runtime.transactions[runtime.transactions.count - 1])
    }

    /// Transactions opened with `begin()` and not committed yet.
    static var openExplicitCount: Int { runtime.transactions.count { !$0.isImplicit } }

    private static func commitImplicit() {
        while !runtime.transactions.isEmpty { commit() }
    }
}

/// Counts down a group of animations and runs a block when all have stopped.
@MainActor
enum TransactionCompletion {
    static func wait(for animations: [CAAnimation], then completion: @escaping () -> Void) {
        guard !animations.isEmpty else { return runtime.animationEngine.enqueueForNextFrame(completion) }
        var remaining = animations.count
        for animation in animations {
            animation.stopObservers.append { _ in
                remaining -= 1
                if remaining == 0 { completion() }
            }
        }
    }
}
