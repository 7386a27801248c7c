import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Auto Layout through the public API, with exact frames.
@MainActor
@Suite(.serialized) struct AutoLayoutTests {
    /// Variable names are for debugging and built only when asked for.
    @Test func itemVariablesAreNamedAfterTheirViewClassAndRole() {
        let label = UILabel()
        let item = label.layoutStateOrCreate.item
        #expect(
            [item.minX, item.width, item.minY, item.height].map(\.name)
                == ["UILabel.minX", "UILabel.width", "UILabel.minY", "UILabel.height"])
        #expect(LayoutVariable("free").name == "free")
    }

    @Test func centring() {
        let root = container()
        let child = constrained(in: root)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 50)
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 150, y: 125, width: 100, height: 50))
        #expect(!child.hasAmbiguousLayout)
    }

    @Test func equalWidthsSideBySide() {
        let root = container()
        let a = constrained(in: root), b = constrained(in: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            a.widthAnchor.constraint(equalTo: b.widthAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 40),
            b.heightAnchor.constraint(equalTo: a.heightAnchor)
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 20, width: 185, height: 40))
        #expect(b.frame == CGRect(x: 205, y: 20, width: 185, height: 40))
    }

    @Test func multipliersIncludingAspectRatio() {
        let root = container()
        let child = constrained(in: root)
        NSLayoutConstraint.activate([
            child.leftAnchor.constraint(equalTo: root.leftAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25, constant: 10),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.5)  // x and y systems merge
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 110, height: 55))
        let wide = NSLayoutConstraint(
            item: child, attribute: .width, relatedBy: .equal, toItem: root,
            attribute: .height, multiplier: 0.5, constant: 0)
        wide.priority = .defaultHigh
        wide.isActive = true
        root.layoutIfNeeded()
        #expect(child.frame.size == CGSize(width: 110, height: 55))  // the required width wins
    }

    @Test func inequalitiesBoundAWeakWish() {
        let root = container()
        let child = constrained(in: root)
        let wish = child.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = .defaultHigh
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
            child.widthAnchor.constraint(greaterThanOrEqualToConstant: 150),
            child.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -10),
            wish
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 10, y: 0, width: 380, height: 10))
        wish.constant = 100
        root.layoutIfNeeded()
        #expect(child.frame.width == 150)
        wish.constant = 200
        root.layoutIfNeeded()
        #expect(child.frame.width == 200)
    }

    @Test func higherPriorityWins() {
        let root = container()
        let child = constrained(in: root)
        let low = child.widthAnchor.constraint(equalToConstant: 100)
        low.priority = .defaultLow
        let high = child.widthAnchor.constraint(equalToConstant: 200)
        high.priority = .defaultHigh
        NSLayoutConstraint.activate([
            low, high, child.leftAnchor.constraint(equalTo: root.leftAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 1)
        ])
        root.layoutIfNeeded()
        #expect(child.frame.width == 200)
        high.priority = UILayoutPriority(200)
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
    }

    @Test func huggingVersusCompressionResistance() {
        let root = container(300, 100)
        let a = IntrinsicView(100, 20), b = IntrinsicView(100, 20)
        root.addSubview(a)
        root.addSubview(b)
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        b.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor)
        ])
        root.layoutIfNeeded()
        // Extra room: the view that hugs less (b) stretches; heights come from the intrinsic size.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(b.frame == CGRect(x: 100, y: 0, width: 200, height: 20))
        root.frame.size.width = 150
        root.layoutIfNeeded()
        // Too little room: the view that resists compression less (a) shrinks.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 50, y: 0, width: 100, height: 20))
        // invalidateIntrinsicContentSize feeds the engine.
        b.size = CGSize(width: 120, height: 30)
        root.layoutIfNeeded()
        #expect(a.frame.width == 30)
        #expect(b.frame == CGRect(x: 30, y: 0, width: 120, height: 30))
    }

    @Test func layoutMarginsGuideAndMarginAttributes() {
        let root = container()
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let child = constrained(in: root)
        let guide = root.layoutMarginsGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            child.topAnchor.constraint(equalTo: guide.topAnchor),
            child.bottomAnchor.constraint(equalTo: guide.bottomAnchor)
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 10, width: 340, height: 260))
        #expect(guide.layoutFrame == CGRect(x: 20, y: 10, width: 340, height: 260))
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 5, y: 0, width: 390, height: 300))
        let other = constrained(in: root)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: other, attribute: .leading, relatedBy: .equal, toItem: root,
                attribute: .leadingMargin, multiplier: 1, constant: 1),
            other.widthAnchor.constraint(equalToConstant: 10), other.heightAnchor.constraint(equalToConstant: 10),
            other.topAnchor.constraint(equalTo: root.topAnchor)
        ])
        root.layoutIfNeeded()
        #expect(other.frame == CGRect(x: 6, y: 0, width: 10, height: 10))
    }

    @Test func safeAreaFromTheWindowAndTheViewController() throws {
        let screen = try HeadlessScreen(width: 400, height: 300)
        let controller = UIViewController()
        screen.window.rootViewController = controller
        let child = constrained(in: controller.view)
        let safe = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            child.topAnchor.constraint(equalTo: safe.topAnchor),
            child.bottomAnchor.constraint(equalTo: safe.bottomAnchor)
        ])
        screen.window.windowSafeAreaInsets = UIEdgeInsets(top: 20, left: 30, bottom: 10, right: 40)
        screen.runFrame()
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 30, bottom: 10, right: 40))
        #expect(child.frame == CGRect(x: 30, y: 20, width: 330, height: 270))
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        screen.runFrame()
        #expect(child.frame == CGRect(x: 30, y: 25, width: 330, height: 260))
        // A subview's safe area is what of the window's reaches into it.
        let inner = UIView(frame: CGRect(x: 10, y: 100, width: 100, height: 50))
        controller.view.addSubview(inner)
        #expect(inner.safeAreaInsets == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0))
    }

    @Test func maskTranslatedSiblingAndAutoresizing() {
        let root = container()
        let fixed = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 40))
        fixed.autoresizingMask = [.flexibleWidth]
        root.addSubview(fixed)
        let follower = constrained(in: root)
        NSLayoutConstraint.activate([
            follower.topAnchor.constraint(equalTo: fixed.bottomAnchor, constant: 10),
            follower.leadingAnchor.constraint(equalTo: fixed.leadingAnchor),
            follower.widthAnchor.constraint(equalTo: fixed.widthAnchor),
            follower.heightAnchor.constraint(equalToConstant: 20)
        ])
        root.layoutIfNeeded()
        #expect(fixed.translatesAutoresizingMaskIntoConstraints)
        #expect(follower.frame == CGRect(x: 50, y: 110, width: 100, height: 20))
        fixed.frame.origin = CGPoint(x: 70, y: 0)
        root.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 70, y: 50, width: 100, height: 20))
        root.frame.size.width = 500  // autoresizing widens `fixed`; the constraint follows
        root.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 70, y: 0, width: 200, height: 40))
        #expect(follower.frame == CGRect(x: 70, y: 50, width: 200, height: 20))
    }

    @Test func conflictIsLoggedAndOneConstraintBroken() {
        SDLViewsLog.printsToStandardError = false
        defer { SDLViewsLog.printsToStandardError = true }
        SDLViewsLog.clear()
        let root = container()
        let child = constrained(in: root)
        let first = child.widthAnchor.constraint(equalToConstant: 100)
        first.identifier = "first"
        let second = child.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "second"
        NSLayoutConstraint.activate([
            first, second, child.leftAnchor.constraint(equalTo: root.leftAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10)
        ])
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
        let message = SDLViewsLog.messages.first { $0.contains("Unable to simultaneously satisfy constraints") }
        #expect(message != nil)
        #expect(message?.contains("'first'") == true)
        #expect(message?.contains("'second'") == true)
        #expect(message?.contains("Will attempt to recover by breaking constraint") == true)
        #expect(second.isActive)  // still active, only broken in the engine, as UIKit
        first.isActive = false
        second.constant = 250  // retried: it now fits
        root.layoutIfNeeded()
        #expect(child.frame.width == 250)
    }

    @Test func constantEditsAndDeactivation() {
        let root = container()
        let child = constrained(in: root)
        let left = child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        NSLayoutConstraint.activate([
            left, child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 30),
            child.heightAnchor.constraint(equalToConstant: 30)
        ])
        root.layoutIfNeeded()
        #expect(child.frame.origin.x == 10)
        left.constant = 70
        root.layoutIfNeeded()
        #expect(child.frame.origin.x == 70)
        #expect(root.constraints.count == 2)  // installed on the common ancestor: root
        #expect(child.constraints.count == 2)
        left.isActive = false
        #expect(child.hasAmbiguousLayout)
        #expect(root.constraints.count == 1)
        NSLayoutConstraint.activate([child.rightAnchor.constraint(equalTo: root.rightAnchor)])
        root.layoutIfNeeded()
        #expect(child.frame.origin.x == 370)
    }

    @Test func windowResizesAreEdits() throws {
        let screen = try HeadlessScreen(width: 400, height: 300)
        let controller = UIViewController()
        screen.window.rootViewController = controller
        let child = constrained(in: controller.view)
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
            child.widthAnchor.constraint(equalTo: controller.view.widthAnchor, multiplier: 0.5),
            child.bottomAnchor.constraint(equalTo: controller.view.bottomAnchor, constant: -10),
            child.heightAnchor.constraint(equalToConstant: 40)
        ])
        screen.runFrame()
        #expect(child.frame == CGRect(x: 100, y: 250, width: 200, height: 40))
        screen.resize(width: 600, height: 400)
        #expect(screen.window.bounds.size == CGSize(width: 600, height: 400))
        #expect(child.frame == CGRect(x: 150, y: 350, width: 300, height: 40))
        screen.resize(width: 200, height: 100)
        #expect(child.frame == CGRect(x: 50, y: 50, width: 100, height: 40))
    }

    @Test func updateConstraintsRunsBottomUpBeforeLayout() throws {
        let screen = try HeadlessScreen(width: 200, height: 200)
        let log = LayoutLog()
        let outer = LayoutRecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        outer.name = "outer"
        let inner = LayoutRecordingView()
        inner.name = "inner"
        inner.translatesAutoresizingMaskIntoConstraints = false
        outer.log = log
        inner.log = log
        outer.addSubview(inner)
        screen.window.addSubview(outer)
        NSLayoutConstraint.activate([
            inner.leftAnchor.constraint(equalTo: outer.leftAnchor),
            inner.topAnchor.constraint(equalTo: outer.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 20),
            inner.heightAnchor.constraint(equalToConstant: 20)
        ])
        screen.runFrame()
        log.entries.removeAll()
        outer.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        inner.setNeedsUpdateConstraints()
        outer.setNeedsLayout()
        outer.setNeedsLayout()
        screen.runFrame()
        #expect(log.entries == ["inner.updateConstraints", "outer.updateConstraints", "outer.layoutSubviews"])
        log.entries.removeAll()
        screen.runFrame()
        #expect(log.entries.isEmpty)
        // A frame from the engine changing lays out the view and its superview once.
        inner.constraints.first { $0.firstAttribute == .width }?.constant = 50
        screen.runFrame()
        #expect(log.entries == ["outer.layoutSubviews", "inner.layoutSubviews"])
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
    }

    @Test func viewControllerLayoutCallbacksWrapTheConstraintFrames() throws {
        final class Controller: UIViewController {
            var log: [String] = []
            var child: UIView!
            override func viewWillLayoutSubviews() { log.append("will:\(child.frame.width)") }
            override func viewDidLayoutSubviews() { log.append("did:\(child.frame.width)") }
            override func updateViewConstraints() { log.append("updateViewConstraints") }
        }
        let screen = try HeadlessScreen(width: 200, height: 100)
        let controller = Controller()
        controller.child = constrained(in: controller.view)
        NSLayoutConstraint.activate([
            controller.child.leftAnchor.constraint(equalTo: controller.view.leftAnchor),
            controller.child.topAnchor.constraint(equalTo: controller.view.topAnchor),
            controller.child.widthAnchor.constraint(equalTo: controller.view.widthAnchor),
            controller.child.heightAnchor.constraint(equalToConstant: 5)
        ])
        controller.view.setNeedsUpdateConstraints()
        screen.window.rootViewController = controller
        screen.runFrame()
        #expect(controller.log == ["updateViewConstraints", "will:0.0", "did:200.0"])
    }

    @Test func systemLayoutSizeFittingAndIntrinsicLabels() {
        let card = UIView()
        let label = UILabel()
        label.text = "Fitting"
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -5)
        ])
        let text = label.intrinsicContentSize
        #expect(text.width > 0 && text.height > 0)
        #expect(
            card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                == CGSize(width: text.width + 20, height: text.height + 10))
        let fixedWidth = card.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 300, height: text.height + 10))
    }

    @Test func firstBaselinesLineUp() {
        let root = container()
        let small = UILabel(), big = UILabel()
        small.text = "small"
        big.text = "Big"
        big.font = UIFont.systemFont(ofSize: 30)
        for label in [small, big] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        NSLayoutConstraint.activate([
            small.leftAnchor.constraint(equalTo: root.leftAnchor),
            small.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            big.leftAnchor.constraint(equalTo: small.rightAnchor, constant: 8),
            big.firstBaselineAnchor.constraint(equalTo: small.firstBaselineAnchor)
        ])
        root.layoutIfNeeded()
        let smallBaseline = small.frame.minY + small.font.ascender
        let bigBaseline = big.frame.minY + big.font.ascender
        #expect(small.frame.height == small.intrinsicContentSize.height)
        #expect(abs(smallBaseline - bigBaseline) <= 0.5)  // frames are rounded to pixels
        #expect(big.frame.minY < small.frame.minY)
    }

    @Test func frameChangesAnimateInsideAnAnimationBlock() throws {
        let screen = try HeadlessScreen(width: 400, height: 100)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        screen.window.addSubview(root)
        let child = constrained(in: root)
        let left = child.leftAnchor.constraint(equalTo: root.leftAnchor)
        NSLayoutConstraint.activate([
            left, child.topAnchor.constraint(equalTo: root.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.heightAnchor.constraint(equalToConstant: 10)
        ])
        screen.runFrame()
        left.constant = 200
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { root.layoutIfNeeded() })
        #expect(child.frame.minX == 200)
        screen.advance(by: 0.5)
        #expect(child.layer.presentation()?.position.x == 150)
        screen.advance(by: 0.6)
        #expect(child.layer.presentation()?.position.x == 250)
    }

    @Test func constraintsBetweenViewsInDifferentHierarchiesAreRefused() {
        SDLViewsLog.printsToStandardError = false
        defer { SDLViewsLog.printsToStandardError = true }
        let a = UIView(), b = UIView()
        let c = a.leftAnchor.constraint(equalTo: b.leftAnchor)
        c.isActive = true
        a.layoutIfNeeded()
        #expect(!c.isActive)
        #expect(SDLViewsLog.messages.last?.contains("no common ancestor") == true)
    }

    @Test func removingAViewDropsConstraintsThatLeaveItsSubtree() {
        let root = container()
        let box = constrained(in: root)
        let inner = constrained(in: box)
        let outside = box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5)
        let inside = inner.widthAnchor.constraint(equalTo: box.widthAnchor)
        NSLayoutConstraint.activate([outside, inside, box.widthAnchor.constraint(equalToConstant: 50)])
        root.layoutIfNeeded()
        box.removeFromSuperview()
        #expect(!outside.isActive)
        #expect(inside.isActive)
        let other = container(100, 100)
        other.addSubview(box)
        NSLayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: other.leftAnchor),
            box.topAnchor.constraint(equalTo: other.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            inner.leftAnchor.constraint(equalTo: box.leftAnchor),
            inner.topAnchor.constraint(equalTo: box.topAnchor),
            inner.heightAnchor.constraint(equalToConstant: 10)
        ])
        other.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
    }
}

/// Smaller Auto Layout behaviours: preserved margins, required-priority
/// changes, bad input, descriptions and views that require constraint-based layout.
@MainActor
@Suite(.serialized) struct AutoLayoutDetailTests {
    @Test func preservedSuperviewMargins() {
        let root = container()
        root.layoutMargins = UIEdgeInsets(top: 30, left: 30, bottom: 30, right: 30)
        let box = UIView(frame: CGRect(x: 10, y: 0, width: 200, height: 100))
        box.layoutMargins = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        root.addSubview(box)
        #expect(box.effectiveLayoutMargins == UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        box.preservesSuperviewLayoutMargins = true
        // 10 from the root's left edge: the root's 30-point margin reaches 20 into the box.
        #expect(box.effectiveLayoutMargins == UIEdgeInsets(top: 30, left: 20, bottom: 5, right: 5))
    }

    @Test func priorityCannotTurnRequiredWhileActive() {
        SDLViewsLog.printsToStandardError = false
        defer { SDLViewsLog.printsToStandardError = true }
        let root = container()
        let child = constrained(in: root)
        let width = child.widthAnchor.constraint(equalToConstant: 10)
        width.priority = .defaultHigh
        width.isActive = true
        width.priority = .required
        #expect(width.priority == .defaultHigh)
        #expect(SDLViewsLog.messages.last?.contains("from or to required") == true)
        width.isActive = false
        width.priority = .required
        #expect(width.priority == .required)
    }

    @Test func nonFiniteInputIsRefused() {
        SDLViewsLog.printsToStandardError = false
        defer { SDLViewsLog.printsToStandardError = true }
        let root = container()
        let child = constrained(in: root)
        let c = NSLayoutConstraint(
            item: child, attribute: .width, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, multiplier: .nan, constant: .infinity)
        #expect(c.multiplier == 1 && c.constant == 0)
        c.isActive = true
        c.constant = .nan
        #expect(c.constant == 0)
        root.layoutMargins = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(root.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        NSLayoutConstraint.activate([
            child.leftAnchor.constraint(equalTo: root.leftAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 5)
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 0, height: 5))
    }

    @Test func descriptionReadsLikeUIKit() {
        let root = container()
        let child = constrained(in: root)
        let c = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 12)
        c.identifier = "inset"
        c.priority = .defaultHigh
        #expect(c.description.hasPrefix("<NSLayoutConstraint 'inset' UIView:0x"))
        #expect(c.description.contains(".leading == UIView:0x"))
        #expect(c.description.hasSuffix(".leading + 12.0 @750.0>"))
    }

    @Test func requiresConstraintBasedLayoutGetsUpdateConstraints() throws {
        final class Needy: UIView {
            var updates = 0
            override class var requiresConstraintBasedLayout: Bool { true }
            override func updateConstraints() { updates += 1; super.updateConstraints() }
        }
        let root = container()
        let needy = Needy()
        root.addSubview(needy)
        #expect(needy.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(needy.updates == 1)
        #expect(!needy.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(needy.updates == 1)
        needy.setNeedsUpdateConstraints()
        needy.updateConstraintsIfNeeded()
        #expect(needy.updates == 2)
    }

    @Test func guidesTakePartLikeViews() {
        let root = container()
        let spacer = UILayoutGuide()
        root.addLayoutGuide(spacer)
        #expect(spacer.owningView === root)
        let a = constrained(in: root), b = constrained(in: root)
        NSLayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            spacer.leftAnchor.constraint(equalTo: a.rightAnchor),
            spacer.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.25),
            b.leftAnchor.constraint(equalTo: spacer.rightAnchor), b.rightAnchor.constraint(equalTo: root.rightAnchor),
            spacer.topAnchor.constraint(equalTo: root.topAnchor), spacer.heightAnchor.constraint(equalToConstant: 1),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 10)
        ])
        root.layoutIfNeeded()
        #expect(spacer.layoutFrame == CGRect(x: 50, y: 0, width: 100, height: 1))
        #expect(b.frame == CGRect(x: 150, y: 0, width: 250, height: 10))
        root.removeLayoutGuide(spacer)
        #expect(spacer.owningView == nil)
        #expect(b.hasAmbiguousLayout)
    }
}
