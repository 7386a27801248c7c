import Foundation

/// UIKit's gesture environment: the recognizers taking part in the current
/// touches, their state machine, failure requirements, simultaneous
/// recognition and prevention, their timers on the application clock, and
/// the effect of their states on the view's touches (cancelled, delayed).
///
/// A recognizer is active from the moment it gets a touch (or a timer, a
/// hover or a scroll) until it is reset: after it ended, was cancelled or
/// failed and its touches are gone, or when it is still possible with no
/// touches and nothing to wait for.
@MainActor
final class GestureEnvironment {
    /// The application clock at the event being handled.
    var now: CFTimeInterval = 0
    private(set) var active: [UIGestureRecognizer] = []
    private var queuedActions: [UIGestureRecognizer] = []
    private var isSettling = false

    func activate(_ recognizer: UIGestureRecognizer) {
        if !active.contains(where: { $0 === recognizer }) { active.append(recognizer) }
    }

    // MARK: Touches

    /// Gives a new touch to the enabled recognizers of its view and the
    /// view's ancestors (nearest first) that accept it.
    func attach(_ touch: UITouch, chainFrom view: UIView) {
        var current: UIView? = view
        while let v = current {
            for recognizer in v.gestureRecognizerStorage where acceptsNewTouch(recognizer, touch) {
                recognizer.trackedTouches.append(touch)
                recognizer.sequenceTouches.append(touch)
                touch.recognizers.append(recognizer)
                activate(recognizer)
            }
            current = v.superview
        }
    }

    private func acceptsNewTouch(_ recognizer: UIGestureRecognizer, _ touch: UITouch) -> Bool {
        guard recognizer.takesTouches, recognizer.isEnabled, recognizer.isTakingTouches else { return false }
        return recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
    }

    /// Delivers one phase of `touches` to their recognizers, before the views get them.
    func deliver(_ touches: [UITouch], phase: UITouch.Phase, event: UIEvent) {
        for recognizer in recognizers(of: touches) {
            let mine = touches.filter { touch in
                recognizer.trackedTouches.contains { $0 === touch }
                    && !recognizer.ignoredTouches.contains(ObjectIdentifier(touch))
            }
            guard !mine.isEmpty else { continue }
            if recognizer.isEnabled && recognizer.isTakingTouches {
                let set = Set(mine)
                recognizer.lastWindow = mine[0].window
                switch phase {
                case .began: recognizer.touchesBegan(set, with: event)
                case .moved, .stationary: recognizer.touchesMoved(set, with: event)
                case .ended: recognizer.touchesEnded(set, with: event)
                case .cancelled: recognizer.touchesCancelled(set, with: event)
                }
                if let location = recognizer.currentWindowLocation() { recognizer.lastWindowLocation = location }
            }
            if phase == .ended || phase == .cancelled {
                recognizer.trackedTouches.removeAll { touch in mine.contains { $0 === touch } }
            }
            if phase == .cancelled && recognizer.trackedTouches.isEmpty { abandon(recognizer) }
        }
    }

    /// The recognizers of `touches` in delivery order, each once.
    private func recognizers(of touches: [UITouch]) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for touch in touches {
            for recognizer in touch.recognizers where !result.contains(where: { $0 === recognizer }) {
                result.append(recognizer)
            }
        }
        return result
    }

    // MARK: State machine

    /// A subclass set `state`.
    func request(_ target: UIGestureRecognizer.State, for recognizer: UIGestureRecognizer) {
        let current = recognizer.stateStorage
        guard current != target || target == .changed else { return }
        guard Self.isLegal(from: current, to: target) else {
            SDLViewsLog.error("\(type(of: recognizer)): illegal state change \(current) → \(target) ignored")
            return
        }
        activate(recognizer)
        switch target {
        case .began,
            .ended where current == .possible:
            recognize(recognizer, as: target)
        case .failed: fail(recognizer)
        default: commit(recognizer, target)
        }
        settleIfIdle()
    }

    /// UIKit's transitions: possible → began/ended/failed; began/changed → changed/ended/cancelled.
    static func isLegal(from: UIGestureRecognizer.State, to: UIGestureRecognizer.State) -> Bool {
        switch (from, to) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): true
        default: false
        }
    }

    private func recognize(_ recognizer: UIGestureRecognizer, as target: UIGestureRecognizer.State) {
        switch requirementStatus(of: recognizer) {
        case .waiting:
            recognizer.pendingState = target
            return
        case .requiredRecognized:
            fail(recognizer)
            return
        case .clear:
            break
        }
        recognizer.pendingState = nil
        guard shouldBegin(recognizer), !isPrevented(recognizer) else { fail(recognizer); return }
        commit(recognizer, target)
        for other in active
        where other !== recognizer && other.stateStorage == .possible
            && sharesTouches(recognizer, other) && prevents(recognizer, other)
        {
            fail(other)
        }
        if recognizer.cancelsTouchesInView { runtime.touchDelivery.cancel(recognizer.sequenceTouches) }
    }

    private func commit(_ recognizer: UIGestureRecognizer, _ state: UIGestureRecognizer.State) {
        recognizer.stateStorage = state
        if state == .ended || state == .cancelled { recognizer.cancelTimer() }
        if !recognizer.isDiscrete || state == .ended { queuedActions.append(recognizer) }
    }

    private func fail(_ recognizer: UIGestureRecognizer) {
        recognizer.pendingState = nil
        recognizer.cancelTimer()
        if recognizer.stateStorage == .possible { recognizer.stateStorage = .failed }
    }

    /// Disabled or removed from its view: cancel a gesture in progress, fail a possible one, drop its touches.
    func abandon(_ recognizer: UIGestureRecognizer) {
        guard active.contains(where: { $0 === recognizer }) else { return }
        switch recognizer.stateStorage {
        case .began, .changed: commit(recognizer, .cancelled)
        case .possible: fail(recognizer)
        default: break
        }
        recognizer.trackedTouches.removeAll()
        settleIfIdle()
    }

    private enum RequirementStatus { case clear, waiting, requiredRecognized }

    private func requirementStatus(of recognizer: UIGestureRecognizer) -> RequirementStatus {
        var waiting = false
        for required in requirements(of: recognizer) {
            switch required.stateStorage {
            case .possible: waiting = waiting || active.contains { $0 === required }
            case .began, .changed, .ended, .cancelled: return .requiredRecognized
            case .failed: continue
            }
        }
        return waiting ? .waiting : .clear
    }

    private func requirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = recognizer.failureRequirements.compactMap(\.value)
        for other in active where other !== recognizer && !result.contains(where: { $0 === other }) {
            let required =
                recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
                || recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
            if required { result.append(other) }
        }
        return result
    }

    /// The delegate and the views involved (the recognizer's and the touched ones) may refuse.
    private func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) == false { return false }
        var asked: [UIView] = []
        for view in [recognizer.view] + recognizer.sequenceTouches.map(\.view) {
            guard let view, !asked.contains(where: { $0 === view }) else { continue }
            asked.append(view)
            if !view.gestureRecognizerShouldBegin(recognizer) { return false }
        }
        return true
    }

    /// Another recognizer already in progress on the same touches wins.
    private func isPrevented(_ recognizer: UIGestureRecognizer) -> Bool {
        active.contains { other in
            other !== recognizer && (other.stateStorage == .began || other.stateStorage == .changed)
                && sharesTouches(recognizer, other) && prevents(other, recognizer)
        }
    }

    private func prevents(_ winner: UIGestureRecognizer, _ loser: UIGestureRecognizer) -> Bool {
        !Self.canRecognizeSimultaneously(winner, loser) && winner.canPrevent(loser) && loser.canBePrevented(by: winner)
    }

    static func canRecognizeSimultaneously(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    private func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.sequenceTouches.contains { touch in b.sequenceTouches.contains { $0 === touch } }
    }

    // MARK: Timers

    /// Runs the timers due by `now` in deadline order, then settles.
    func fireTimers() {
        while let recognizer = active.filter({ ($0.timerDeadline ?? .infinity) <= now })
            .min(by: { $0.timerDeadline! < $1.timerDeadline! })
        {
            let action = recognizer.timerAction
            recognizer.cancelTimer()
            action?()
        }
        settle()
    }

    // MARK: Settling

    private var dispatchDepth = 0

    /// Runs `body` (an event's delivery) and settles once at the end.
    func handling(_ body: () -> Void) {
        dispatchDepth += 1
        body()
        dispatchDepth -= 1
        settle()
    }

    private func settleIfIdle() { if dispatchDepth == 0 { settle() } }

    /// Sends queued actions, resolves waiting recognizers, resets finished
    /// ones and applies their states to the views' touches, until nothing changes.
    func settle() {
        guard !isSettling else { return }
        isSettling = true
        defer { isSettling = false }
        var rounds = 0
        repeat {
            rounds += 1
            flushActions()
            resolvePending()
            flushActions()
            runtime.touchDelivery.flushCancellations()
            let reset = resetFinished()
            if !reset && queuedActions.isEmpty { break }
        } while rounds < 64
        runtime.touchDelivery.releaseHolds()
    }

    private func flushActions() {
        while !queuedActions.isEmpty {
            let recognizer = queuedActions.removeFirst()
            for action in recognizer.actions { action(recognizer) }
        }
    }

    private func resolvePending() {
        var changed = true
        while changed {
            changed = false
            for recognizer in active {
                guard let target = recognizer.pendingState else { continue }
                switch requirementStatus(of: recognizer) {
                case .waiting: continue
                case .requiredRecognized: fail(recognizer)
                case .clear: recognizer.pendingState = nil; recognize(recognizer, as: target)
                }
                changed = true
            }
            if !changed { changed = failCircularWaits() }
        }
    }

    /// Recognizers that wait for each other to fail (A requires B and B
    /// requires A, directly or through others) would wait forever and stay
    /// active after their touches end. UIKit leaves such requirements
    /// undefined; here the reason is logged and the recognizers on the
    /// cycle fail, which releases any that waited on them. True if any failed.
    private func failCircularWaits() -> Bool {
        let waiting = active.filter { $0.pendingState != nil }
        guard waiting.count > 1 else { return false }
        func waitsOn(_ recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
            requirements(of: recognizer).filter { required in waiting.contains { $0 === required } }
        }
        let circular = waiting.filter { start in
            var seen: [UIGestureRecognizer] = []
            var next = waitsOn(start)
            while let recognizer = next.popLast() {
                if recognizer === start { return true }
                guard !seen.contains(where: { $0 === recognizer }) else { continue }
                seen.append(recognizer)
                next += waitsOn(recognizer)
            }
            return false
        }
        guard !circular.isEmpty else { return false }
        let names = circular.map { "\(type(of: $0))" }.joined(separator: ", ")
        SDLViewsLog.error("require(toFail:): circular failure requirements between \(names); they fail")
        circular.forEach(fail)
        return true
    }

    /// Resets the recognizers that are done; true if any was. A recognizer
    /// whose view left every open window is abandoned first (a double tap
    /// still waiting for its second tap, a hover, a scroll).
    private func resetFinished() -> Bool {
        for recognizer in active where recognizer.view?.window?.host == nil {
            switch recognizer.stateStorage {
            case .began, .changed: commit(recognizer, .cancelled)
            case .possible: fail(recognizer)
            default: break
            }
            recognizer.trackedTouches.removeAll()
        }
        flushActions()
        let done = active.filter(\.isDone)
        guard !done.isEmpty else { return false }
        active.removeAll { $0.isDone }
        for recognizer in done {
            recognizer.stateStorage = .possible
            recognizer.trackedTouches.removeAll()
            recognizer.sequenceTouches.removeAll()
            recognizer.ignoredTouches.removeAll()
            recognizer.cancelTimer()
            recognizer.reset()
        }
        return true
    }

    /// Whether a recognizer may still recognize the touch (for delaying the view's touches).
    func isUndecided(_ recognizer: UIGestureRecognizer) -> Bool {
        recognizer.isEnabled && recognizer.stateStorage == .possible && active.contains { $0 === recognizer }
    }
}

extension UIGestureRecognizer {
    /// Takes touches: not finished, and not a recognized discrete gesture waiting for a failure.
    var isTakingTouches: Bool {
        switch stateStorage {
        case .possible: pendingState != .ended
        case .began, .changed: true
        default: false
        }
    }

    /// Ready for reset: finished with no touches left, or possible with nothing to wait for.
    var isDone: Bool {
        guard trackedTouches.isEmpty, pendingState == nil else { return false }
        switch stateStorage {
        case .ended, .cancelled, .failed: return true
        case .possible: return timerDeadline == nil
        case .began, .changed: return !isEnabled || view == nil
        }
    }
}
