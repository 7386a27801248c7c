import Foundation

/// Where the app's accessibility goes out of the process: the AT-SPI2
/// export (`ATSPIBridge`) and self-voicing narration (`Narrator`).
///
/// Owned by `UIApplication` for the process's life, created at the first
/// frame of a real run (never under the test kit's virtual clock, so tests
/// never touch the desktop's buses or speak). The bus is probed once, then;
/// narration starts when `UIAccessibility.isNarrationEnabled` turns on (one
/// attempt: a missing speech-dispatcher is logged once). Each frame it
/// compares the focused element with the last frame's — one identity check
/// — and tells both outputs what changed.
@MainActor
final class AccessibilityOutput {
    private(set) var bridge: ATSPIBridge?
    private(set) var narrator: Narrator?
    private var narrationFailed = false
    private weak var lastFocused: UIResponder?
    private var lastFocusedValue: String?
    private var lastText: (text: String, caret: Int)?
    private weak var lastKeyWindow: UIWindow?

    init(bridge: ATSPIBridge?) {
        self.bridge = bridge
        if bridge != nil { UIAccessibility.isVoiceOverRunning = true }
        installPostObserver()
    }

    /// The process's output, probing the accessibility bus once.
    static func start(environment: [String: String] = ProcessEnvironment.all()) -> AccessibilityOutput {
        let bridge = ATSPIBridge.start(
            discovery: ATSPIBusDiscovery(environment: environment),
            windows: { UIApplication.shared.windows },
            focused: { focusedView() })
        return AccessibilityOutput(bridge: bridge)
    }

    private func installPostObserver() {
        runtime.accessibility.postObserver = { [weak self] post in self?.post(post) }
    }

    static func focusedView() -> UIView? {
        guard let window = UIApplication.shared.keyWindow else { return nil }
        return UIFocusSystem.focusSystem(for: window)?.focusedItem as? UIView
    }

    // MARK: Per frame

    func frameDidStart(at now: CFTimeInterval) {
        if let bridge {
            bridge.dispatch(at: now)
            if !bridge.isRegistered {
                self.bridge = nil
                UIAccessibility.isVoiceOverRunning = false
            }
        }
        syncNarration()
    }

    /// After the frame's events and animations: what the focus engine did.
    func frameDidEnd() {
        guard bridge != nil || narrator != nil else { return }
        trackKeyWindow()
        trackFocus()
        narrator?.tick()
        bridge?.flush()
    }

    private func syncNarration() {
        let wanted = UIAccessibility.isNarrationEnabled
        if wanted, narrator == nil, !narrationFailed {
            switch Narrator.start() {
            case .success(let started): narrator = started
            case .failure(let failure):
                narrationFailed = true
                SDLViewsLog.error("Narration off: \(failure)")
            }
        } else if !wanted, let narrator {
            narrator.stop()
            self.narrator = nil
        }
    }

    private func trackKeyWindow() {
        guard let window = UIApplication.shared.keyWindow, window !== lastKeyWindow else { return }
        lastKeyWindow = window
        bridge?.windowActivated(window)
    }

    private func trackFocus() {
        let focusedView = Self.focusedView()
        let focused = focusedView.flatMap { bridge?.exported($0) ?? $0 }
        if focused !== lastFocused {
            bridge?.focusMoved(from: lastFocused, to: focused)
            if let focused { narrator?.focusMoved(to: focused) }
            lastFocused = focused
            lastFocusedValue = focused?.accessibilityValue
            lastText = focused.flatMap(Self.textState)
            return
        }
        guard let focused else { return }
        let value = focused.accessibilityValue
        if value != lastFocusedValue {
            lastFocusedValue = value
            if let bridge { bridge.emit(.propertyChange(bridge.path(of: focused), property: "accessible-value", value: value ?? "")) }
            if let value { narrator?.valueChanged(value) }
        }
        trackText(of: focused)
    }

    private static func textState(_ responder: UIResponder) -> (text: String, caret: Int)? {
        let facts = ATSPIElementFacts(responder: responder)
        guard let text = facts.text else { return nil }
        return (text, facts.selection?.end ?? text.count)
    }

    /// TextChanged (the changed middle as one delete and one insert) and TextCaretMoved.
    private func trackText(of focused: UIResponder) {
        guard let bridge, let now = Self.textState(focused) else { return }
        defer { lastText = now }
        guard let before = lastText else { return }
        let path = bridge.path(of: focused)
        if before.text != now.text {
            let change = TextDifference(before.text, now.text)
            if !change.removed.isEmpty {
                bridge.emit(.textChanged(path, inserted: false, start: change.start, text: change.removed))
            }
            if !change.inserted.isEmpty {
                bridge.emit(.textChanged(path, inserted: true, start: change.start, text: change.inserted))
            }
        }
        if before.caret != now.caret { bridge.emit(.caretMoved(path, offset: now.caret)) }
    }

    // MARK: Posts

    private func post(_ post: AccessibilitySettings.Post) {
        narrator?.post(post)
        guard let bridge, let text = Narrator.spokenText(of: post) else { return }
        bridge.announce(text)
    }
}

/// The middle that changed between two texts, in characters: what was
/// removed and inserted at `start` (the common prefix and suffix kept).
struct TextDifference: Equatable {
    let start: Int
    let removed: String
    let inserted: String

    init(_ old: String, _ new: String) {
        let a = Array(old)
        let b = Array(new)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        start = prefix
        removed = String(a[prefix..<(a.count - suffix)])
        inserted = String(b[prefix..<(b.count - suffix)])
    }
}
