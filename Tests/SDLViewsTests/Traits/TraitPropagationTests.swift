import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Records every `traitCollectionDidChange(_:)` it gets.
@MainActor
final class TraitRecordingView: UIView {
    var changes: [UITraitCollection?] = []
    var currentDuringCallback: UITraitCollection?
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes.append(previousTraitCollection)
        currentDuringCallback = UITraitCollection.current
    }
}

@MainActor
final class TraitRecordingController: UIViewController {
    var changes = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes += 1
    }
}

@MainActor
@Suite struct TraitPropagationTests {
    @Test func windowGivesSizeClassesStyleAndTextSize() throws {
        let screen = try HeadlessScreen(width: 800, height: 600)
        let view = UIView()
        screen.window.addSubview(view)
        let traits = view.traitCollection
        #expect(traits.horizontalSizeClass == .regular)
        #expect(traits.verticalSizeClass == .regular)
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.preferredContentSizeCategory == .large)
        #expect(traits.displayScale == 1)
        #expect(traits.layoutDirection == .leftToRight)
    }

    @Test func resizingTheWindowChangesSizeClassesAndTellsOnlyThen() throws {
        let screen = try HeadlessScreen(width: 800, height: 600)
        let view = TraitRecordingView()
        screen.window.addSubview(view)
        view.changes.removeAll()
        screen.resize(width: 700, height: 650)   // still regular/regular
        screen.runFrame()
        #expect(view.changes.isEmpty)
        screen.resize(width: 480, height: 650)
        screen.runFrame()
        #expect(view.traitCollection.horizontalSizeClass == .compact)
        #expect(view.changes.count == 1)
        #expect(view.changes.first??.horizontalSizeClass == .regular)
        screen.resize(width: 900, height: 400)
        screen.runFrame()
        #expect(view.traitCollection.horizontalSizeClass == .regular)
        #expect(view.traitCollection.verticalSizeClass == .compact)
        #expect(view.changes.count == 2)
    }

    @Test func sizeClassRuleThresholds() {
        #expect(UIWindow.sizeClasses(for: CGSize(width: 599, height: 499)) == (.compact, .compact))
        #expect(UIWindow.sizeClasses(for: CGSize(width: 600, height: 500)) == (.regular, .regular))
        #expect(UIWindow.sizeClasses(for: CGSize(width: CGFloat.nan, height: -1)) == (.compact, .compact))
    }

    @Test func appearanceChangeReachesEveryViewOnceAndNotAgainForTheSameStyle() throws {
        let screen = try HeadlessScreen(width: 320, height: 240)
        let parent = TraitRecordingView(), child = TraitRecordingView()
        parent.addSubview(child)
        screen.window.addSubview(parent)
        parent.changes.removeAll(); child.changes.removeAll()
        defer { UIApplication.shared.userInterfaceStyle = .light }
        UIApplication.shared.userInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(parent.changes.count == 1 && child.changes.count == 1)
        #expect(child.changes.first??.userInterfaceStyle == .light)
        #expect(child.currentDuringCallback?.userInterfaceStyle == .dark)
        UIApplication.shared.userInterfaceStyle = .dark
        UIApplication.shared.preferredContentSizeCategory = .large   // unchanged
        #expect(parent.changes.count == 1 && child.changes.count == 1)
    }

    @Test func movingBetweenWindowsWithTheSameTraitsDoesNotTell() throws {
        let screen = try HeadlessScreen(width: 320, height: 240)
        let a = UIView(frame: screen.window.bounds), b = UIView(frame: screen.window.bounds)
        screen.window.addSubview(a); screen.window.addSubview(b)
        let view = TraitRecordingView()
        a.addSubview(view)
        view.changes.removeAll()
        b.addSubview(view)
        view.removeFromSuperview()
        a.addSubview(view)
        #expect(view.changes.isEmpty)
    }

    @Test func overrideStyleAppliesToTheSubtreeOnly() throws {
        let screen = try HeadlessScreen(width: 320, height: 240)
        let dark = UIView(), inner = TraitRecordingView(), sibling = TraitRecordingView()
        dark.addSubview(inner)
        screen.window.addSubview(dark); screen.window.addSubview(sibling)
        inner.changes.removeAll(); sibling.changes.removeAll()
        dark.overrideUserInterfaceStyle = .dark
        #expect(inner.traitCollection.userInterfaceStyle == .dark)
        #expect(sibling.traitCollection.userInterfaceStyle == .light)
        #expect(inner.changes.count == 1 && sibling.changes.isEmpty)
        // The app going dark changes nothing under an override that already is.
        defer { UIApplication.shared.userInterfaceStyle = .light }
        UIApplication.shared.userInterfaceStyle = .dark
        #expect(inner.changes.count == 1 && sibling.changes.count == 1)
        dark.overrideUserInterfaceStyle = .light
        #expect(inner.traitCollection.userInterfaceStyle == .light)
        #expect(inner.changes.count == 2)
    }

    @Test func viewControllersInheritAndOverride() throws {
        let screen = try HeadlessScreen(width: 320, height: 240)
        let parent = TraitRecordingController(), child = TraitRecordingController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        screen.window.rootViewController = parent
        screen.runFrame()
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        let childChanges = child.changes
        parent.overrideUserInterfaceStyle = .dark
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(child.view.traitCollection.userInterfaceStyle == .dark)
        #expect(child.changes == childChanges + 1)
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(child.traitCollection.horizontalSizeClass == .regular)
        #expect(child.view.traitCollection.horizontalSizeClass == .regular)
        #expect(parent.traitCollection.horizontalSizeClass == .compact)
        #expect(parent.overrideTraitCollection(forChild: child)?.horizontalSizeClass == .regular)
        SDLViewsLog.clear()
        child.setOverrideTraitCollection(nil, forChild: parent)
        #expect(SDLViewsLog.messages.contains { $0.contains("is not a child") })
    }

    @Test func collectionsMergeCompareAndContain() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let compact = UITraitCollection(horizontalSizeClass: .compact)
        let merged = UITraitCollection(traitsFrom: [dark, compact, UITraitCollection(userInterfaceStyle: .light)])
        #expect(merged.userInterfaceStyle == .light)
        #expect(merged.horizontalSizeClass == .compact)
        #expect(merged.containsTraits(in: compact))
        #expect(!merged.containsTraits(in: dark))
        #expect(merged == UITraitCollection(traitsFrom: [compact, UITraitCollection(userInterfaceStyle: .light)]))
        #expect(dark.hasDifferentColorAppearance(comparedTo: merged))
        #expect(!compact.hasDifferentColorAppearance(comparedTo: UITraitCollection()))
        #expect(UITraitCollection(displayScale: .infinity).displayScale == 0)
    }

    @Test func performAsCurrentRestores() {
        let before = UITraitCollection.current
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
        }
        #expect(UITraitCollection.current == before)
    }
}
