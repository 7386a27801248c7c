import Foundation
import Testing

@testable import SDLViews
@testable import SDLViewsTesting

/// The AT-SPI export without a bus: roles and states from traits, the
/// exported tree against the view tree (also after random changes), the
/// request handler's answers, D-Bus value encoding, the bus discovery's
/// off switch, and narration's utterances and order.
@MainActor
@Suite struct ATSPIExportTests {
    private func button(_ title: String, _ frame: CGRect) -> UIButton {
        let button = UIButton(type: .custom)
        button.setTitle(title, for: .normal)
        button.frame = frame
        return button
    }

    @Test func traitsMapToRoles() {
        #expect(ATSPIRole.of(traits: .button) == .pushButton)
        #expect(ATSPIRole.of(traits: .staticText) == .label)
        #expect(ATSPIRole.of(traits: .adjustable) == .slider)
        #expect(ATSPIRole.of(traits: [.header, .button]) == .heading)
        #expect(ATSPIRole.of(traits: .link) == .link)
        #expect(ATSPIRole.of(traits: .image) == .image)
        #expect(ATSPIRole.of(traits: .searchField) == .entry)
        #expect(ATSPIRole.of(traits: .tabBar) == .pageTabList)
        #expect(ATSPIRole.of(traits: .none, container: .list, isElement: false) == .list)
        #expect(ATSPIRole.of(UISwitch()) == .toggleButton)
        #expect(ATSPIRole.of(UITextField()) == .entry)
        #expect(ATSPIRole.pushButton.name == "push button")
    }

    @Test func statesFollowControlState() {
        let toggle = UISwitch()
        toggle.isOn = true
        let states = ATSPIStateSet.of(toggle, shown: true, focused: true, isKeyWindow: false)
        #expect(states.contains(.checked) && states.contains(.checkable) && states.contains(.focused))
        #expect(states.contains(.enabled) && states.contains(.sensitive) && states.contains(.showing))
        let off = button("Off", .zero)
        off.isEnabled = false
        #expect(!ATSPIStateSet.of(off, shown: false, focused: false, isKeyWindow: false).contains(.enabled))
        #expect(ATSPIStateSet([.focused]).words == [1 << 12, 0])
    }

    @Test func treeMatchesViewTreeAndHandlerAnswers() throws {
        let screen = try HeadlessScreen(width: 400, height: 300)
        let menu = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let play = button("Play", CGRect(x: 20, y: 20, width: 100, height: 44))
        let quit = button("Quit", CGRect(x: 20, y: 80, width: 100, height: 44))
        let hidden = button("Hidden", CGRect(x: 20, y: 140, width: 100, height: 44))
        hidden.isHidden = true
        let offscreen = button("Far", CGRect(x: 900, y: 20, width: 100, height: 44))
        for view in [play, quit, hidden, offscreen] { menu.addSubview(view) }
        screen.window.addSubview(menu)
        screen.runFrame()
        let tree = ATSPITree(windows: [screen.window])
        #expect(tree.children(of: .object(screen.window)).map(\.accessibilityLabel) == ["Play", "Quit"])
        #expect(tree.indexInParent(of: .object(quit)) == 1)

        let registry = ATSPIObjectRegistry()
        var played = 0
        play.addAction(UIAction { _ in played += 1 }, for: .primaryActionTriggered)
        let handler = ATSPIRequestHandler(
            registry: registry, busName: ":1.9", makeTree: { ATSPITree(windows: [screen.window]) },
            focusedResponder: { nil })
        let windowPath = registry.path(for: screen.window)
        #expect(
            handler.handle(path: windowPath, interface: "org.a11y.atspi.Accessible", member: "GetChildAtIndex",
                           arguments: [.int32(0)]) == .values([.structure([.string(":1.9"), .objectPath(registry.path(for: play))])]))
        let playPath = registry.path(for: play)
        #expect(
            handler.handle(path: playPath, interface: "org.a11y.atspi.Accessible", member: "GetRole", arguments: [])
                == .values([.uint32(ATSPIRole.pushButton.rawValue)]))
        #expect(
            handler.handle(path: playPath, interface: "org.freedesktop.DBus.Properties", member: "Get",
                           arguments: [.string("org.a11y.atspi.Accessible"), .string("Name")]) == .values([.variant(.string("Play"))]))
        #expect(
            handler.handle(path: playPath, interface: "org.a11y.atspi.Action", member: "DoAction", arguments: [.int32(0)])
                == .values([.bool(true)]))
        #expect(played == 1)
        // Bad input: an index out of range, a missing argument, an unknown path.
        if case .error(let name, _) = handler.handle(
            path: windowPath, interface: "org.a11y.atspi.Accessible", member: "GetChildAtIndex", arguments: [.int32(9)])
        {
            #expect(name == ATSPIRequestHandler.invalidArgs)
        } else {
            Issue.record("an index out of range was answered")
        }
        if case .values = handler.handle(path: "/org/a11y/atspi/accessible/999", interface: "org.a11y.atspi.Accessible",
                                         member: "GetRole", arguments: []) {
            Issue.record("an unknown path was answered")
        }
    }

    /// The Selection interface on a segmented control: the selected segment,
    /// choosing another (as a screen reader's "select" does), and refusals.
    @Test func segmentedControlsAnswerSelection() throws {
        let screen = try HeadlessScreen(width: 400, height: 200)
        let difficulty = UISegmentedControl(items: ["Easy", "Normal", "Hard"])
        difficulty.frame = CGRect(x: 20, y: 20, width: 300, height: 32)
        difficulty.selectedSegmentIndex = 1
        var changes = 0
        difficulty.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        screen.window.addSubview(difficulty)
        screen.runFrame()
        let registry = ATSPIObjectRegistry()
        let handler = ATSPIRequestHandler(
            registry: registry, busName: ":1.9", makeTree: { ATSPITree(windows: [screen.window]) },
            focusedResponder: { nil })
        let path = registry.path(for: difficulty)
        let segments = handler.tree.children(of: .object(difficulty))
        #expect(segments.map(\.accessibilityLabel) == ["Easy", "Normal", "Hard"])
        #expect(handler.role(of: .object(difficulty)) == .pageTabList || handler.role(of: .object(difficulty)) == .panel)
        func call(_ member: String, _ arguments: [DBusValue] = []) -> ATSPIRequestHandler.Reply {
            handler.handle(path: path, interface: "org.a11y.atspi.Selection", member: member, arguments: arguments)
        }
        #expect(handler.interfaces(of: .object(difficulty)).contains("org.a11y.atspi.Selection"))
        #expect(
            handler.handle(path: path, interface: "org.freedesktop.DBus.Properties", member: "Get",
                           arguments: [.string("org.a11y.atspi.Selection"), .string("NSelectedChildren")])
                == .values([.variant(.int32(1))]))
        #expect(call("GetSelectedChild", [.int32(0)]) == .values([.structure([.string(":1.9"), .objectPath(registry.path(for: segments[1]))])]))
        #expect(call("IsChildSelected", [.int32(2)]) == .values([.bool(false)]))
        #expect(call("SelectChild", [.int32(2)]) == .values([.bool(true)]))
        #expect(difficulty.selectedSegmentIndex == 2 && changes == 1)
        #expect(call("DeselectSelectedChild", [.int32(0)]) == .values([.bool(false)]))
        if case .error(let name, _) = call("SelectChild", [.int32(7)]) {
            #expect(name == ATSPIRequestHandler.invalidArgs)
        } else {
            Issue.record("a child index out of range was answered")
        }
    }

    @Test func releasedElementAnswersAnError() {
        let registry = ATSPIObjectRegistry()
        var path = ""
        do {
            let view = UILabel()
            path = registry.path(for: view)
        }
        let handler = ATSPIRequestHandler(registry: registry, busName: ":1.1", makeTree: { ATSPITree(windows: []) },
                                          focusedResponder: { nil })
        let reply = handler.handle(path: path, interface: "org.a11y.atspi.Accessible", member: "GetRole", arguments: [])
        if case .error(let name, _) = reply { #expect(name == ATSPIRequestHandler.unknownObject) } else {
            Issue.record("a released element was answered")
        }
    }

    /// The model check: after random insertions, removals, hides and
    /// reorders, the export lists the shown buttons in depth-first subview
    /// order, and a surviving button keeps its path.
    @Test func exportFollowsRandomHierarchyChanges() throws {
        let screen = try HeadlessScreen(width: 400, height: 300)
        var random = SeededGenerator(seed: 40)
        let registry = ATSPIObjectRegistry()
        var containers = [screen.window as UIView]
        // The objects are kept, so a released button's address is never reused by a new one here.
        var paths: [ObjectIdentifier: (object: UIResponder, path: String)] = [:]
        for step in 0..<200 {
            let parent = containers.randomElement(using: &random)!
            switch Int.random(in: 0..<5, using: &random) {
            case 0:
                let box = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
                parent.addSubview(box)
                containers.append(box)
            case 1, 2:
                parent.addSubview(button("b\(step)", CGRect(x: 10, y: 10, width: 50, height: 50)))
            case 3:
                if let victim = parent.subviews.randomElement(using: &random) {
                    victim.removeFromSuperview()
                    containers.removeAll { $0.isDescendant(of: victim) }
                }
            default:
                parent.subviews.randomElement(using: &random)?.isHidden.toggle()
            }
            let tree = ATSPITree(windows: [screen.window])
            let exported = tree.children(of: .object(screen.window)).map { $0.accessibilityLabel ?? "" }
            #expect(exported == Self.expectedLabels(in: screen.window), "step \(step)")
            for object in tree.allObjects {
                let path = registry.path(for: object)
                if let before = paths[ObjectIdentifier(object)] { #expect(before.path == path) }
                paths[ObjectIdentifier(object)] = (object, path)
            }
        }
    }

    private static func expectedLabels(in view: UIView) -> [String] {
        view.subviews.filter { !$0.isHidden }.flatMap { child -> [String] in
            if let button = child as? UIButton { return [button.accessibilityLabel ?? ""] }
            return expectedLabels(in: child)
        }
    }

    @Test func dbusValuesRoundTrip() throws {
        let message = try #require(DBusMessage.signal(path: "/org/a11y/atspi/accessible/1", interface: "a.b", member: "C"))
        let values: [DBusValue] = [
            .string("focused"), .int32(1), .variant(.structure([.string(":1.2"), .objectPath("/x")])),
            .properties([("k", .double(0.5))]), .array(element: "u", []),
        ]
        #expect(message.append(values))
        #expect(message.arguments() == values)
        #expect(!message.append([.objectPath("not a path")]))
    }

    @Test func disabledExportTouchesNoBus() {
        SDLViewsLog.clear()
        let off = ATSPIBusDiscovery(environment: ["SDLVIEWS_ATSPI": "0", "DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent"])
        #expect(off.mode == .off)
        #expect(ATSPIBridge.start(discovery: off, windows: { [] }, focused: { nil }) == nil)
        #expect(SDLViewsLog.messages.isEmpty)
        // No session bus: one logged reason, no bridge, no hang.
        let absent = ATSPIBusDiscovery(environment: [:])
        #expect(ATSPIBridge.start(discovery: absent, windows: { [] }, focused: { nil }) == nil)
        #expect(SDLViewsLog.messages.contains { $0.contains("no session bus") })
        // Headless screens never make the output at all.
        #expect(UIApplication.shared.accessibilityOutput == nil)
    }

    @Test func utteranceComposition() {
        #expect(UtteranceComposer.compose(label: "Play", value: nil, traits: .button, hint: "Starts a new game")
            == "Play, button, Starts a new game")
        #expect(UtteranceComposer.compose(label: "Volume", value: "80%", traits: .adjustable, hint: nil)
            == "Volume, 80%, adjustable")
        #expect(UtteranceComposer.compose(label: "Hard", value: nil, traits: [.button, .selected, .notEnabled], hint: nil)
            == "Hard, selected, button, dimmed")
        let toggle = UISwitch()
        toggle.accessibilityLabel = "Subtitles"
        #expect(UtteranceComposer.compose(for: toggle) == "Subtitles, off, switch button")
    }

    @Test func narrationInterruptsFocusAndQueuesAnnouncements() {
        let speech = RecordingSpeech()
        let queue = NarrationQueue(output: speech)
        queue.speakFocus("Play, button")
        queue.speakFocus("Options, button")  // cuts Play off
        #expect(speech.log == ["say Play, button", "stop", "say Options, button"])
        queue.announce("Saved")
        queue.announce("Level 2", priority: .important)
        queue.speakFocus("Quit, button")  // cuts Options off; the important announcement waiting goes first
        #expect(speech.log.suffix(2) == ["stop", "say Level 2"])
        speech.speaking = false
        queue.tick()
        #expect(speech.log.last == "say Quit, button")
        speech.speaking = false
        queue.tick()
        #expect(speech.log.last == "say Saved")
    }
}

@MainActor
private final class RecordingSpeech: SpeechOutput {
    var log: [String] = []
    var speaking = false
    func speak(_ text: String) -> Bool {
        log.append("say " + text)
        speaking = true
        return true
    }
    func stop() {
        log.append("stop")
        speaking = false
    }
    var isSpeaking: Bool { speaking }
}
