import Foundation

/// UIKit's `UIFocusSystem`: one per window, on by default. It keeps the
/// focused item, moves focus with arrow keys, Tab/Shift-Tab, the D-pad and
/// the left stick (geometrically: see `FocusMovement`), asks and tells the
/// environments around the old and new item (`shouldUpdateFocus(in:)`,
/// `didUpdateFocus(in:with:)`, innermost first), shows the focus effect and
/// scrolls the focused item into view in its scroll views.
///
/// Differences from UIKit (as iPadOS with a keyboard rather than tvOS):
/// nothing is focused until the first focus key or pad press, which focuses
/// the preferred item without moving (a direction press only shows focus);
/// pointer or touch use hides the effect, and the next press shows it again.
/// Focus is limited to the navigation scope (`NavigationScope`): the
/// topmost presented view controller's view, a view or controller marked
/// `navigationInput = .ui`, else the root; in a window where the game has
/// navigation (host mode with only a HUD) nothing is focused. When a scope
/// appears after a key or pad press its preferred item is focused and shown
/// at once, so the first press moves it. Keyboard
/// arrows stay in the focused item's focus group (the items outside every
/// group count as one area); the D-pad and the stick cross groups, as tvOS.
@MainActor
public final class UIFocusSystem {
    private weak var window: UIWindow?
    /// Held strongly, so an item released while focused is noticed (and replaced) at the next frame.
    private var focusedView: UIView?
    /// Whether the focus effect shows (hidden until a press, and by pointer use).
    private(set) var isEffectVisible = false
    private var pending: PendingUpdate?
    /// The item last focused in each focus group, where Tab returns.
    private var groupMemory: [String: WeakView] = [:]

    /// What moved last: a key or pad press shows focus when a scope appears,
    /// a pointer or touch keeps it hidden.
    private enum LastInput { case none, navigation, pointer }
    private var lastInput = LastInput.none
    /// The navigation scope at the last look (see `syncScope()`).
    private var scopeID: ObjectIdentifier?
    private var scopeSynced = false
    /// A scope appeared after a key or pad press: its preferred item is
    /// focused and shown as soon as it can be (views being presented take no
    /// input until they arrive), until this time.
    private var scopeFocusDeadline: CFTimeInterval?

    init(window: UIWindow) { self.window = window }

    /// The focused item, nil when nothing is focused.
    public var focusedItem: UIFocusItem? { focusedView }

    /// The focus system of the window that `environment` is in.
    public static func focusSystem(for environment: UIFocusEnvironment) -> UIFocusSystem? {
        FocusTree.window(of: environment)?.focusSystem
    }

    /// UIKit's `environment(_:contains:)`: whether `other` is `environment` or inside it.
    public static func environment(_ environment: UIFocusEnvironment, contains other: UIFocusEnvironment) -> Bool {
        FocusTree.chain(from: other).contains { $0 === environment }
    }

    /// Asks for an update to `environment`'s preferred item at the next frame (or `updateFocusIfNeeded()`).
    public func requestFocusUpdate(to environment: UIFocusEnvironment) {
        pending = PendingUpdate(environment: environment)
    }

    /// Runs a pending focus update now: focus goes to the environment's
    /// preferred item (not the item a controller would restore: UIKit sends a
    /// code request to the preferred environment), also when focus already
    /// is inside the environment. Unless the pointer was used last the focus
    /// effect shows, so the next arrow moves focus instead of revealing it.
    public func updateFocusIfNeeded() {
        guard let request = pending else { return }
        pending = nil
        guard let environment = request.environment else { return }
        let target = candidates.preferred(in: environment, restoring: false)
        guard moveFocus(to: target, heading: []) || (target != nil && target === focusedView) else { return }
        if lastInput != .pointer { setEffectVisible(true) }
    }

    /// `setNeedsFocusUpdate()` of an environment: honoured when it contains the focused item or nothing is focused.
    func environmentNeedsFocusUpdate(_ environment: UIFocusEnvironment) {
        if let focusedView, !Self.environment(environment, contains: focusedView) { return }
        requestFocusUpdate(to: environment)
    }

    private var candidates: FocusCandidates { FocusCandidates(window: window) }

    /// The scope's targets kept between searches (see `FocusSearchIndex`).
    private(set) var searchIndex: FocusSearchIndex?

    /// Candidates for a search, with the scope's index (rebuilt when stale).
    private var indexedCandidates: FocusCandidates {
        guard let window, let scope = NavigationScope.resolve(in: window) else { return candidates }
        if searchIndex?.stamp != FocusSearchIndex.stamp(scope: scope) {
            searchIndex = FocusCandidates(window: window, scope: scope).makeIndex()
        }
        return FocusCandidates(window: window, scope: scope, index: searchIndex)
    }

    // MARK: Each frame

    /// How long focus lost to a transition waits for something focusable
    /// (views being pushed or presented take no input until they arrive).
    static let refocusWindow: CFTimeInterval = 1
    /// When focus was lost with nothing to take it: refocus is retried until then.
    private var refocusDeadline: CFTimeInterval?

    /// Runs pending updates and moves focus away from an item that left, was
    /// hidden, disabled, or covered by a presentation.
    func frameDidStart() {
        let scope = syncScope()
        // A stale index lets go of its views (removed views must not outlive their screen).
        if let index = searchIndex, scope.map({ index.stamp != FocusSearchIndex.stamp(scope: $0) }) ?? true {
            searchIndex = nil
        }
        if pending != nil { updateFocusIfNeeded() }
        if scopeFocusDeadline != nil {
            focusNewScope()
            return
        }
        if focusedView == nil, let deadline = refocusDeadline {
            if moveFocus(to: candidates.preferred(in: candidates.scopeEnvironment), heading: [])
                || MediaClock.now > deadline
            {
                refocusDeadline = nil
            }
            return
        }
        replaceIneligibleFocus()
    }

    /// The focused view left the window or became ineligible (a dismissal or
    /// pop that completed, a view hidden): focus moves to the scope's preferred
    /// item, else goes. Also run after the frame's animation completions, so
    /// no one sees a removed view focused until the next frame.
    func replaceIneligibleFocus() {
        guard let focusedView, !candidates.isEligible(focusedView) else { return }
        let replacement = candidates.preferred(in: candidates.scopeEnvironment)
        if !moveFocus(to: replacement, heading: []) { clearFocus() }
    }

    // MARK: The navigation scope

    /// Whether the UI takes navigation input now (see `NavigationScope`).
    var hasNavigationScope: Bool { syncScope() != nil }

    /// Looks at the navigation scope; when it changed, focus follows: none
    /// (the game has navigation) drops focus and the effect; a new scope after
    /// a key or pad press focuses its preferred item and shows it.
    @discardableResult
    func syncScope() -> UIFocusEnvironment? {
        let scope = window.flatMap { NavigationScope.resolve(in: $0) }
        let id = scope.map { ObjectIdentifier($0) }
        guard !scopeSynced || id != scopeID else { return scope }
        // The first look is the baseline: a scope that was there before any
        // input is revealed by the first press, as without scopes.
        let isFirstLook = !scopeSynced
        scopeSynced = true
        scopeID = id
        if scope == nil {
            scopeFocusDeadline = nil
            setEffectVisible(false)
            clearFocus(refocus: false)
        } else if lastInput == .navigation, !isFirstLook {
            scopeFocusDeadline = MediaClock.now + Self.refocusWindow
            focusNewScope()
        }
        return scope
    }

    /// Focuses the new scope's preferred item (keeping a focused item that is
    /// inside it) and shows the effect; retried each frame until it works or
    /// the deadline passes.
    private func focusNewScope() {
        guard let deadline = scopeFocusDeadline else { return }
        let candidates = self.candidates
        // A sheet that leaves the presenter in reach still takes focus when it comes.
        let sheet = candidates.scopeEnvironment as? UndimmedSheetScope
        let keeps = focusedView.map { candidates.isEligible($0) && (sheet?.holds($0) ?? true) } ?? false
        if keeps || moveFocus(to: candidates.preferred(in: candidates.scopeEnvironment), heading: []) {
            scopeFocusDeadline = nil
            setEffectVisible(true)
            return
        }
        // An item left behind (the closed menu's) is no target for presses.
        if focusedView != nil { clearFocus(refocus: false) }
        if MediaClock.now > deadline { scopeFocusDeadline = nil }
    }

    /// A key or pad press arrived (before it is routed).
    func navigationInputArrived() { lastInput = .navigation }

    private func clearFocus(refocus: Bool = true) {
        guard let previous = focusedView else { return }
        refocusDeadline = refocus ? MediaClock.now + Self.refocusWindow : nil
        focusedView = nil
        FocusSearchIndex.excludingChanges { previous.setFocusFlag(false) }
        FocusEffectPresenter.update(previous, visible: false)
    }

    // MARK: Input

    /// A focus press arrived: with nothing focused, focus goes to the
    /// preferred item; a hidden effect shows again. True when the press only
    /// woke focus (a press `movingFocus`), so it does nothing else.
    func wake(movingFocus: Bool) -> Bool {
        guard let scope = syncScope() else { return false }
        let candidates = FocusCandidates(window: window, scope: scope)
        if let focusedView, isEffectVisible, candidates.isEligible(focusedView) { return false }
        if focusedView.map({ !candidates.isEligible($0) }) ?? true {
            guard moveFocus(to: candidates.preferred(in: scope), heading: []) else {
                return false
            }
        }
        setEffectVisible(true)
        return movingFocus
    }

    /// Pointer or touch use hides the focus effect (focus stays), as iPadOS.
    func pointerUsed() {
        lastInput = .pointer
        scopeFocusDeadline = nil
        setEffectVisible(false)
    }

    private func setEffectVisible(_ visible: Bool) {
        guard visible != isEffectVisible else { return }
        isEffectVisible = visible
        guard let focusedView else { return }
        FocusSearchIndex.excludingChanges { focusedView.focusLookDidChange() }
        UIFocusAnimationCoordinator().run { FocusEffectPresenter.update(focusedView, visible: visible) }
    }

    /// Moves focus one step along `heading`; false when nothing lies that way.
    /// Keyboard arrows stay `withinGroup` (iPadOS: arrows move inside the
    /// focused item's focus group, Tab between groups); the D-pad and the
    /// stick cross groups (tvOS: a pad has no Tab).
    @discardableResult
    func move(_ heading: UIFocusHeading, withinGroup: Bool = false) -> Bool {
        guard let current = focusedView else { return false }
        let candidates = indexedCandidates
        let target: UIView?
        if heading.contains(.next) || heading.contains(.previous) {
            target = candidates.nextGroupItem(after: current, backwards: heading.contains(.previous)) {
                self.rememberedItem(in: $0)
            }
        } else {
            target = candidates.item(from: current, heading: heading, withinGroup: withinGroup)
        }
        return moveFocus(to: target, heading: heading)
    }

    // MARK: Updates

    /// Focuses `next` if every environment around the old and new item agrees.
    private func moveFocus(to next: UIView?, heading: UIFocusHeading) -> Bool {
        guard let next, next !== focusedView else { return false }
        refocusDeadline = nil
        let previous = focusedView
        let context = UIFocusUpdateContext(previous: previous, next: next, heading: heading)
        let environments = FocusTree.environments(around: previous, and: next)
        guard environments.allSatisfy({ $0.shouldUpdateFocus(in: context) }) else { return false }
        focusedView = next
        // The focused look (a control's state) is part of the effect: no focus target moves.
        FocusSearchIndex.excludingChanges {
            previous?.setFocusFlag(false)
            next.setFocusFlag(true)
        }
        remember(next)
        let coordinator = UIFocusAnimationCoordinator()
        for environment in environments { environment.didUpdateFocus(in: context, with: coordinator) }
        UIFocusSoundHooks.focusDidMove(context)
        let visible = isEffectVisible
        coordinator.run {
            if let previous { FocusEffectPresenter.update(previous, visible: false) }
            FocusEffectPresenter.update(next, visible: visible)
        }
        scrollIntoView(next)
        return true
    }

    /// The item last focused in focus group `group`, where Tab returns.
    func rememberedItem(in group: String) -> UIView? { groupMemory[group]?.view }

    /// View controllers and the focus group around `view` remember it (focus restoration, Tab).
    private func remember(_ view: UIView) {
        for environment in FocusTree.chain(from: view) {
            (environment as? UIViewController)?.lastFocusedView = view
        }
        if let group = FocusTree.groupIdentifier(of: view) { groupMemory[group] = WeakView(view: view) }
    }

    /// Every scroll view around the focused item scrolls it into view, innermost first.
    private func scrollIntoView(_ view: UIView) {
        var ancestor = view.superview
        while let current = ancestor {
            if let scrollView = current as? UIScrollView {
                scrollView.scrollRectToVisible(scrollView.convert(view.focusFrameInWindow, from: nil), animated: true)
            }
            ancestor = current.superview
        }
    }

    private struct PendingUpdate {
        weak var environment: UIFocusEnvironment?
    }

    struct WeakView {
        weak var view: UIView?
    }
}
