import Foundation

/// Releases the children of a view or layer that goes away one at a time,
/// instead of each child's deinit releasing its own children from inside
/// its parent's: tearing down a hierarchy of any depth uses a constant
/// amount of stack.
@MainActor
final class DeferredRelease {
    private var pending: [AnyObject] = []
    private var draining = false

    /// Takes over `children` (called from a deinit; emptied, so that the
    /// dying parent no longer holds them) and, unless a release is already
    /// under way further up the stack, releases them and everything their
    /// deinits hand over here.
    func take<Child: AnyObject>(_ children: inout [Child]) {
        guard !children.isEmpty else { return }
        pending.append(contentsOf: children as [AnyObject])
        children = []
        guard !draining else { return }
        draining = true
        while !pending.isEmpty { releaseLast() }
        draining = false
    }

    /// The popped object is released when this returns; its deinit may call `take`.
    private func releaseLast() {
        _ = pending.removeLast()
    }
}

/// Carries the children of a view or layer out of its nonisolated `deinit`
/// (UIKit's deinitializers are nonisolated, so subclasses can write a plain
/// `deinit`) to the main actor, where `DeferredRelease` lets them go one at a
/// time. The dying parent empties its own list before the hand-off, so this
/// holds the only references it took over; it is touched once, on the main
/// actor, which makes the unchecked `Sendable` true.
final class DeferredReleaseHandoff<Child: AnyObject>: @unchecked Sendable {
    private var children: [Child]

    nonisolated init(_ children: [Child]) { self.children = children }

    /// Runs `prepare` on each child (e.g. clearing an unowned back reference),
    /// then releases them through `DeferredRelease`.
    @MainActor func release(preparing prepare: (Child) -> Void = { _ in }) {
        children.forEach(prepare)
        runtime.deferredRelease.take(&children)
    }
}
