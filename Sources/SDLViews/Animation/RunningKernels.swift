import Foundation

/// A layer's animations while every one of them is a running kernel animation
/// (`AnimationKernel`: UIView blocks' and implicit actions' position and
/// opacity), copied out of their entries as plain values. A tick of many
/// such layers then evaluates each from one contiguous array, without
/// loading the entries (class references, retained at every use).
///
/// Made after an evaluation found every animation started, not stopped and
/// kernel-backed; valid while the layer's `presentationBasis` stays where it
/// was made (the same animations, the same model). Only a full evaluation
/// starts or stops an animation, and it drops the plan first. A tick in which
/// one animation is not in its active phase gives the plan up
/// (`writeBack(to:)`) and the layer's full path takes over.
@MainActor
struct RunningKernels {
    struct Slot {
        let kernel: AnimationKernel
        let timing: AnimationTiming
        /// The timing function's control points, and the function (nil: linear).
        /// Unretained: the entry holds it, and entries do not change while the plan holds.
        let curve: SIMD4<Float>
        unowned(unsafe) let function: CAMediaTimingFunction?
        let isAdditive: Bool
        /// What the animated property showed after the last tick (the entry's `noteShown`).
        var lastShown: SIMD2<Double>?
        /// This tick's raw progress.
        var progress = 0.0
    }

    let basis: UInt64
    private var slots: [Slot]

    /// Nil unless every entry can be evaluated from a slot.
    init?(_ entries: [LayerAnimationEntry], basis: UInt64) {
        // Checked before allocating: a layer waiting for a delayed animation asks every tick.
        guard entries.allSatisfy({ $0.runningKernelSlot() != nil }) else { return nil }
        slots = entries.compactMap { $0.runningKernelSlot() }
        self.basis = basis
    }

    /// Writes every animation's value at `time` into `state`, as
    /// `CALayer.updateRunning` does: additive ones over the model's value,
    /// all of those put in before any animation writes. True when a value
    /// shows something other than last tick; nil (nothing written) when an
    /// animation is not in its active phase.
    mutating func update(_ state: inout CALayer.State, model: CALayer, at time: CFTimeInterval) -> Bool? {
        // Indexed, not through a buffer pointer's closure: that closure checks the executor at every call.
        for index in slots.indices {
            guard case .active(let progress) = LayerAnimationEntry.sharedPhase(of: slots[index].timing, at: time)
            else { return nil }
            slots[index].progress = progress
        }
        for index in slots.indices where slots[index].isAdditive {
            let property = slots[index].kernel.property
            property.setVector(property.vector(ofModel: model), in: &state)
        }
        var moved = false
        for index in slots.indices {
            slots[index].kernel.apply(eased: Self.eased(slots[index]), to: &state)
            let shown = slots[index].kernel.property.vector(in: state)
            if shown != slots[index].lastShown { moved = true }
            slots[index].lastShown = shown
        }
        return moved
    }

    private static func eased(_ slot: Slot) -> Double {
        if let value = CAPropertyAnimation.reusedEase(slot.progress, curve: slot.curve) { return value }
        guard let function = slot.function else { return slot.progress }
        return CAPropertyAnimation.eased(slot.progress, by: function, curve: slot.curve)
    }

    /// Hands what each animation last showed back to its entry, which the
    /// full path compares with (the entries are the ones the plan was made
    /// from, in the same order: the basis has not moved).
    func writeBack(to entries: [LayerAnimationEntry]) {
        for (entry, slot) in zip(entries, slots) { entry.noteShown(vector: slot.lastShown) }
    }
}
