import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// UIAccessibility's model: UIView's defaults and stored values, the
/// element's frame in its container, posts, settings and their
/// notifications, escape up the responder chain, custom actions.
@MainActor
@Suite struct AccessibilityModelTests {
    @Test func aPlainViewHasUIKitsDefaults() throws {
        let screen = try HeadlessScreen(width: 200, height: 150)
        let holder = UIView(frame: CGRect(x: 5, y: 5, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
        holder.addSubview(view)
        screen.window.addSubview(holder)
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil && view.accessibilityValue == nil && view.accessibilityHint == nil)
        #expect(view.accessibilityLanguage == nil && view.accessibilityPath == nil)
        #expect(view.accessibilityTraits == .none)
        #expect(view.accessibilityFrame == CGRect(x: 15, y: 25, width: 40, height: 30), "in window coordinates")
        #expect(view.accessibilityActivationPoint == CGPoint(x: 35, y: 40), "the frame's centre")
        #expect(view.accessibilityElements == nil && view.accessibilityCustomActions == nil)
        #expect(view.accessibilityContainerType == .none)
        #expect(!view.shouldGroupAccessibilityChildren && !view.accessibilityViewIsModal)
        #expect(!view.accessibilityElementsHidden && !view.accessibilityRespondsToUserInteraction)
        #expect(!view.accessibilityActivate() && !view.accessibilityPerformEscape() && !view.accessibilityPerformMagicTap())
        #expect(view.accessibilityStorage == nil, "reading allocates nothing")
    }

    @Test func theFrameFollowsTheViewUntilSet() throws {
        let screen = try HeadlessScreen(width: 200, height: 150)
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        screen.window.addSubview(view)
        view.frame.origin = CGPoint(x: 50, y: 60)
        #expect(view.accessibilityFrame.origin == CGPoint(x: 50, y: 60))
        view.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        view.frame.origin = .zero
        #expect(view.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
        view.accessibilityActivationPoint = CGPoint(x: 7, y: 8)
        #expect(view.accessibilityActivationPoint == CGPoint(x: 7, y: 8))
    }

    @Test func storedValuesReadBack() {
        let view = UIView()
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Health"
        view.accessibilityValue = "80"
        view.accessibilityHint = "Your remaining health"
        view.accessibilityLanguage = "fr"
        view.accessibilityTraits = [.staticText, .updatesFrequently]
        view.accessibilityContainerType = .semanticGroup
        view.shouldGroupAccessibilityChildren = true
        view.accessibilityViewIsModal = true
        view.accessibilityElementsHidden = true
        view.accessibilityRespondsToUserInteraction = true
        #expect(view.isAccessibilityElement && view.accessibilityLabel == "Health" && view.accessibilityValue == "80")
        #expect(view.accessibilityHint == "Your remaining health" && view.accessibilityLanguage == "fr")
        #expect(view.accessibilityTraits == [.staticText, .updatesFrequently])
        #expect(view.accessibilityContainerType == .semanticGroup && view.shouldGroupAccessibilityChildren)
        #expect(view.accessibilityViewIsModal && view.accessibilityElementsHidden)
        #expect(view.accessibilityRespondsToUserInteraction)
    }

    @Test func respondsToUserInteractionFollowsTraitsAndActions() {
        let view = UIView()
        view.accessibilityTraits = .adjustable
        #expect(view.accessibilityRespondsToUserInteraction)
        view.accessibilityTraits = .staticText
        #expect(!view.accessibilityRespondsToUserInteraction)
        view.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Delete") { _ in true }]
        #expect(view.accessibilityRespondsToUserInteraction)
    }

    @Test func anElementsFrameFollowsItsContainer() throws {
        let screen = try HeadlessScreen(width: 200, height: 150)
        let board = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
        screen.window.addSubview(board)
        let element = UIAccessibilityElement(accessibilityContainer: board)
        #expect(!element.isAccessibilityElement, "false until set, as Apple documents")
        #expect(element.accessibilityContainer === board && element.next === board)
        #expect(element.accessibilityFrameInContainerSpace.isNull)
        element.accessibilityFrame = CGRect(x: 1, y: 1, width: 5, height: 5)
        #expect(element.accessibilityFrame == CGRect(x: 1, y: 1, width: 5, height: 5))
        element.accessibilityFrameInContainerSpace = CGRect(x: 1, y: 2, width: 10, height: 10)
        #expect(element.accessibilityFrame == CGRect(x: 31, y: 42, width: 10, height: 10))
        board.frame.origin = CGPoint(x: 0, y: 0)
        #expect(element.accessibilityFrame == CGRect(x: 1, y: 2, width: 10, height: 10))
        element.accessibilityIdentifier = "square"
        #expect((element as UIAccessibilityIdentification).accessibilityIdentifier == "square")
    }

    @Test func postsAreRecordedAndObserved() throws {
        _ = try HeadlessScreen(width: 100, height: 100)
        var heard: [UIAccessibility.Notification] = []
        runtime.accessibility.postObserver = { heard.append($0.notification) }
        UIAccessibility.post(notification: .announcement, argument: "Level complete")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        UIAccessibility.post(notification: .pageScrolled, argument: "Page 2 of 3")
        #expect(heard == [.announcement, .screenChanged, .layoutChanged, .pageScrolled])
        #expect(runtime.accessibility.posts.first?.argument as? String == "Level complete")
        for _ in 0..<(AccessibilitySettings.keptPosts + 5) { UIAccessibility.post(notification: .layoutChanged, argument: nil) }
        #expect(runtime.accessibility.posts.count == AccessibilitySettings.keptPosts)
    }

    @Test func settingsComeFromTheEnvironment() {
        let read = AccessibilitySettings.read([
            "SDLVIEWS_REDUCE_MOTION": "1", "SDLVIEWS_BOLD_TEXT": "no", "SDLVIEWS_DARKER_COLORS": "maybe",
            "SDLVIEWS_REDUCE_TRANSPARENCY": "TRUE"
        ])
        #expect(read == [.reduceMotion, .reduceTransparency])
        #expect(AccessibilitySettings.read([:]).isEmpty)
    }

    @Test func settingAStatusPostsItsNotificationOnChange() throws {
        _ = try HeadlessScreen(width: 100, height: 100)
        let cases: [(WritableKeyPath<UIAccessibilityStatusBox, Bool>, Notification.Name)] = [
            (\.voiceOver, UIAccessibility.voiceOverStatusDidChangeNotification),
            (\.reduceMotion, UIAccessibility.reduceMotionStatusDidChangeNotification),
            (\.reduceTransparency, UIAccessibility.reduceTransparencyStatusDidChangeNotification),
            (\.boldText, UIAccessibility.boldTextStatusDidChangeNotification),
            (\.darkerSystemColors, UIAccessibility.darkerSystemColorsStatusDidChangeNotification)
        ]
        for (path, name) in cases {
            let counter = NotificationCounter(name)
            var box = UIAccessibilityStatusBox()
            box[keyPath: path] = false
            let before = counter.count
            box[keyPath: path] = true
            box[keyPath: path] = true
            #expect(box[keyPath: path])
            #expect(counter.count == before + 1, "\(name.rawValue)")
            box[keyPath: path] = false
            #expect(counter.count == before + 2 && !box[keyPath: path])
        }
        // A new screen starts again from the environment.
        UIAccessibility.isReduceMotionEnabled = true
        _ = try HeadlessScreen(width: 100, height: 100)
        #expect(UIAccessibility.isReduceMotionEnabled == AccessibilitySettings.read(ProcessInfo.processInfo.environment).contains(.reduceMotion))
    }

    @Test func escapeWalksUpTheResponderChain() throws {
        let screen = try HeadlessScreen(width: 200, height: 150)
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        screen.window.rootViewController = navigation
        screen.runFrame()
        let inner = UIView()
        root.view.addSubview(inner)
        #expect(!UIAccessibility.performEscape(from: inner), "nothing to pop at the root")
        let next = UIViewController()
        navigation.pushViewController(next, animated: false)
        let deep = UIView()
        next.view.addSubview(deep)
        #expect(UIAccessibility.performEscape(from: deep))
        screen.advance(by: 1)
        #expect(navigation.viewControllers.count == 1, "the navigation controller popped")
    }

    @Test func customActionsRunTheirHandler() {
        var ran = 0
        let action = UIAccessibilityCustomAction(name: "Equip") { action in
            ran += 1
            return action.name == "Equip"
        }
        #expect(action.perform() && ran == 1)
        #expect(!UIAccessibilityCustomAction(name: "None", actionHandler: nil).perform())
    }

    @Test func theFocusedElementIsTheFocusEnginesItem() throws {
        let screen = try HeadlessScreen(width: 200, height: 150)
        let button = UIButton(type: .system)
        button.setTitle("Play", for: .normal)
        button.frame = CGRect(x: 10, y: 10, width: 80, height: 44)
        screen.window.addSubview(button)
        screen.runFrame()
        UIFocusSystem.focusSystem(for: screen.window)?.requestFocusUpdate(to: button)
        UIFocusSystem.focusSystem(for: screen.window)?.updateFocusIfNeeded()
        screen.runFrame()
        #expect(UIAccessibility.focusedElement(using: .notificationVoiceOver) as? UIButton === button)
    }
}

/// The five statuses as key paths, so one test walks them all.
@MainActor
struct UIAccessibilityStatusBox {
    var voiceOver: Bool {
        get { UIAccessibility.isVoiceOverRunning }
        set { UIAccessibility.isVoiceOverRunning = newValue }
    }
    var reduceMotion: Bool {
        get { UIAccessibility.isReduceMotionEnabled }
        set { UIAccessibility.isReduceMotionEnabled = newValue }
    }
    var reduceTransparency: Bool {
        get { UIAccessibility.isReduceTransparencyEnabled }
        set { UIAccessibility.isReduceTransparencyEnabled = newValue }
    }
    var boldText: Bool {
        get { UIAccessibility.isBoldTextEnabled }
        set { UIAccessibility.isBoldTextEnabled = newValue }
    }
    var darkerSystemColors: Bool {
        get { UIAccessibility.isDarkerSystemColorsEnabled }
        set { UIAccessibility.isDarkerSystemColorsEnabled = newValue }
    }
}

/// Counts posts of one notification name while it lives.
@MainActor
final class NotificationCounter {
    private(set) var count = 0
    private var token: NSObjectProtocol?

    init(_ name: Notification.Name) {
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.count += 1 }
        }
    }

    isolated deinit { if let token { NotificationCenter.default.removeObserver(token) } }
}
