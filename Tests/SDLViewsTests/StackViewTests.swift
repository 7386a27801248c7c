import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// UIStackView distributions and alignments with exact frames (views with
/// fixed intrinsic sizes 50×20, 60×30, 70×40 unless said otherwise).
@MainActor
@Suite(.serialized) struct StackViewTests {
    private func stack(
        _ width: CGFloat, _ height: CGFloat, axis: NSLayoutConstraint.Axis = .horizontal,
        spacing: CGFloat = 10
    ) -> (UIView, UIStackView, [IntrinsicView]) {
        let root = container(500, 500)
        let views = [IntrinsicView(50, 20), IntrinsicView(60, 30), IntrinsicView(70, 40)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: width, height: height)
        stack.axis = axis
        stack.spacing = spacing
        root.addSubview(stack)
        return (root, stack, views)
    }

    @Test func fillStretchesTheViewThatHugsLeast() {
        let (root, _, v) = stack(300, 100)
        v[0].setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        v[2].setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        root.layoutIfNeeded()
        #expect(
            v.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 60, y: 0, width: 160, height: 100),
                CGRect(x: 230, y: 0, width: 70, height: 100)
            ])
    }

    @Test func fillShrinksTheViewThatResistsLeast() {
        let (root, _, v) = stack(150, 100)
        v[0].setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        v[2].setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        root.layoutIfNeeded()
        #expect(v.map(\.frame.width) == [50, 10, 70])
        #expect(v.map(\.frame.minX) == [0, 60, 80])
    }

    @Test func fillEqually() {
        let (root, s, v) = stack(320, 100)
        s.distribution = .fillEqually
        root.layoutIfNeeded()
        #expect(v.map(\.frame.minX) == [0, 110, 220])
        #expect(v.map(\.frame.width) == [100, 100, 100])
    }

    @Test func fillProportionallyUsesIntrinsicSizes() {
        let (root, s, v) = stack(380, 100)
        s.distribution = .fillProportionally
        root.layoutIfNeeded()
        // 360 points for 50 : 60 : 70.
        #expect(v.map(\.frame.minX) == [0, 110, 240])
        #expect(v.map(\.frame.width) == [100, 120, 140])
    }

    @Test func equalSpacing() {
        let (root, s, v) = stack(300, 100)
        s.distribution = .equalSpacing
        root.layoutIfNeeded()
        #expect(v.map(\.frame.minX) == [0, 110, 230])
        #expect(v.map(\.frame.width) == [50, 60, 70])
    }

    @Test func equalCentering() {
        let (root, s, v) = stack(300, 100)
        s.distribution = .equalCentering
        root.layoutIfNeeded()
        #expect(v.map(\.frame.midX) == [25, 145, 265])
        #expect(v.map(\.frame.width) == [50, 60, 70])
    }

    @Test func alignments() {
        let expectations: [(UIStackView.Alignment, [CGFloat])] = [
            (.leading, [0, 0, 0]), (.top, [0, 0, 0]), (.center, [40, 35, 30]), (.trailing, [80, 70, 60]),
            (.bottom, [80, 70, 60])
        ]
        for (alignment, ys) in expectations {
            let (root, s, v) = stack(300, 100)
            s.distribution = .equalSpacing
            s.alignment = alignment
            root.layoutIfNeeded()
            #expect(v.map(\.frame.minY) == ys, "\(alignment)")
            #expect(v.map(\.frame.height) == [20, 30, 40], "\(alignment)")
        }
    }

    @Test func baselineAlignment() {
        let root = container(500, 200)
        let labels = [UILabel(), UILabel(), UILabel()]
        for (index, label) in labels.enumerated() {
            label.text = "Line \(index)"
            label.font = UIFont.systemFont(ofSize: CGFloat(12 + index * 10))
        }
        labels[2].numberOfLines = 0
        labels[2].text = "two\nlines"
        let stack = UIStackView(arrangedSubviews: labels)
        stack.frame = CGRect(x: 0, y: 0, width: 500, height: 200)
        stack.distribution = .equalSpacing
        stack.alignment = .firstBaseline
        root.addSubview(stack)
        root.layoutIfNeeded()
        let baselines = labels.map { $0.frame.minY + $0.font.ascender }
        #expect(labels.map(\.frame.height) == labels.map(\.intrinsicContentSize.height))
        #expect(baselines.allSatisfy { abs($0 - baselines[0]) <= 0.5 })
        #expect(labels.map(\.frame.minY).min() == 0)  // the tallest ascender touches the top
        stack.alignment = .lastBaseline
        root.layoutIfNeeded()
        let last = labels.map { $0.frame.minY + $0.font.ascender + ($0 === labels[2] ? $0.font.lineHeight : 0) }
        #expect(last.allSatisfy { abs($0 - last[0]) <= 0.5 })
    }

    @Test func verticalFillWithCustomSpacingAndMargins() {
        let (root, s, v) = stack(200, 400, axis: .vertical)
        s.setCustomSpacing(30, after: v[0])
        #expect(s.customSpacing(after: v[0]) == 30)
        #expect(s.customSpacing(after: v[1]) == UIStackView.spacingUseDefault)
        s.isLayoutMarginsRelativeArrangement = true
        s.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        v[0].setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        v[1].setContentHuggingPriority(UILayoutPriority(251), for: .vertical)
        root.layoutIfNeeded()
        #expect(
            v.map(\.frame) == [
                CGRect(x: 10, y: 5, width: 180, height: 20), CGRect(x: 10, y: 55, width: 180, height: 30),
                CGRect(x: 10, y: 95, width: 180, height: 300)
            ])
    }

    @Test func hiddenViewsCollapseAndArrangedSubviewsChange() {
        let (root, s, v) = stack(300, 100)
        s.distribution = .equalSpacing
        v[1].isHidden = true
        root.layoutIfNeeded()
        #expect(v[0].frame.minX == 0)
        #expect(v[2].frame.minX == 230)
        v[1].isHidden = false
        s.removeArrangedSubview(v[2])
        #expect(v[2].superview === s)  // stays a subview, as UIKit
        root.layoutIfNeeded()
        #expect(v[1].frame.minX == 240)
        let extra = IntrinsicView(40, 10)
        s.insertArrangedSubview(extra, at: 0)
        #expect(s.arrangedSubviews.first === extra)
        root.layoutIfNeeded()
        #expect([extra.frame.minX, v[0].frame.minX, v[1].frame.minX] == [0, 115, 240])
    }

    @Test func stackSizedByItsContent() {
        let root = container(500, 500)
        let stack = UIStackView(arrangedSubviews: [IntrinsicView(50, 20), IntrinsicView(60, 30)])
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = 4
        stack.alignment = .center
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 7),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 9)
        ])
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 7, y: 9, width: 114, height: 30))
        #expect(stack.arrangedSubviews[0].frame == CGRect(x: 0, y: 5, width: 50, height: 20))
        #expect(!stack.hasAmbiguousLayout)
    }

    @Test func hidingInsideAnAnimationBlockAnimatesTheCollapse() throws {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let s = UIStackView(arrangedSubviews: [IntrinsicView(50, 20), IntrinsicView(60, 30), IntrinsicView(70, 40)])
        s.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        s.spacing = 10
        (s.arrangedSubviews[1] as? IntrinsicView)?.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        screen.window.addSubview(s)
        screen.runFrame()
        let last = s.arrangedSubviews[2]
        #expect(last.frame.minX == 230)
        s.arrangedSubviews[1].setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        last.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        screen.runFrame()
        #expect(last.frame == CGRect(x: 130, y: 0, width: 170, height: 100))
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear], animations: { s.arrangedSubviews[1].isHidden = true })
        #expect(last.frame == CGRect(x: 60, y: 0, width: 240, height: 100))
        screen.advance(by: 0.5)
        #expect(last.layer.presentation()?.position.x == (215.0 + 180) / 2)
        screen.advance(by: 0.6)
        #expect(last.layer.presentation()?.position.x == 180)
    }

    // MARK: Hiding inside animation blocks (UIKit: the view shrinks, then its layer hides)

    /// 300×100 stack, spacing 10, the last view stretching: frames x 0/60/130, widths 50/60/170.
    private func animatedStack() throws -> (HeadlessScreen, [UIView]) {
        let screen = try HeadlessScreen(width: 300, height: 100)
        let views = [IntrinsicView(50, 20), IntrinsicView(60, 30), IntrinsicView(70, 40)]
        views[2].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        let s = UIStackView(arrangedSubviews: views)
        s.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        s.spacing = 10
        screen.window.addSubview(s)
        screen.runFrame()
        #expect(views.map(\.frame) == shownFrames)
        return (screen, views)
    }

    private let shownFrames = [
        CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 60, y: 0, width: 60, height: 100),
        CGRect(x: 130, y: 0, width: 170, height: 100)
    ]
    private let hiddenFrames = [
        CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 50, y: 0, width: 0, height: 100),
        CGRect(x: 60, y: 0, width: 240, height: 100)
    ]

    @Test func hidingInAnAnimationShrinksTheViewAndHidesItsLayerAtTheEnd() throws {
        let (screen, v) = try animatedStack()
        var layerHiddenAtCompletion: Bool?
        UIView.animate(
            withDuration: 1, delay: 0, options: [.curveLinear], animations: { v[1].isHidden = true },
            completion: { _ in layerHiddenAtCompletion = v[1].layer.isHidden })
        #expect(v[1].isHidden)
        #expect(!v[1].layer.isHidden)
        #expect(v.map(\.frame) == hiddenFrames)
        #expect(v[1].hitTest(CGPoint(x: 0, y: 50), with: nil) == nil)
        screen.advance(by: 0.5)
        let mid = try #require(v[1].layer.presentation())
        #expect(!mid.isHidden)
        #expect(mid.bounds.width == 30)  // 60 → 0
        #expect(mid.position.x == 70)  // centre 90 → 50
        #expect(v[2].layer.presentation()?.position.x == 197.5)  // centre 215 → 180
        #expect(layerHiddenAtCompletion == nil)
        screen.advance(by: 0.6)
        #expect(layerHiddenAtCompletion == true)
        #expect(v[1].isHidden && v[1].layer.isHidden)
        #expect(v[1].layer.presentation()?.isHidden == true)
        #expect(v.map(\.frame) == hiddenFrames)
        #expect(v[1].layer.presentation()?.bounds.width == 0)
        #expect(v[2].layer.presentation()?.position.x == 180)
    }

    /// A property animator has no block completion: the layer hides when
    /// the animator ends, after the collapse has been seen.
    @Test func hidingInAPropertyAnimatorHidesTheLayerWhenTheAnimatorEnds() throws {
        let (screen, v) = try animatedStack()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v[1].isHidden = true }
        animator.startAnimation()
        #expect(v[1].isHidden)
        #expect(!v[1].layer.isHidden)
        #expect(v.map(\.frame) == hiddenFrames)
        screen.advance(by: 0.5)
        #expect(v[1].layer.presentation()?.bounds.width == 30)
        #expect(!v[1].layer.isHidden)
        screen.advance(by: 0.6)
        #expect(animator.state == .inactive)
        #expect(v[1].layer.isHidden)
        #expect(v[1].layer.presentation()?.bounds.width == 0)
    }

    @Test func stoppingAPropertyAnimatorHidesTheLayerOfAViewItWasHiding() throws {
        let (screen, v) = try animatedStack()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { v[1].isHidden = true }
        animator.startAnimation()
        screen.advance(by: 0.25)
        #expect(!v[1].layer.isHidden)
        animator.stopAnimation(true)
        #expect(v[1].layer.isHidden)
        // A show after the hide wins over the hide's end.
        let showing = UIViewPropertyAnimator(duration: 1, curve: .linear) { v[1].isHidden = true }
        showing.startAnimation()
        v[1].isHidden = false
        showing.stopAnimation(true)
        #expect(!v[1].layer.isHidden)
    }

    @Test func showingInAnAnimationIsVisibleAtOnceAndGrowsFromZero() throws {
        let (screen, v) = try animatedStack()
        v[1].isHidden = true
        screen.runFrame()
        #expect(v[1].layer.presentation()?.isHidden == true)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { v[1].isHidden = false })
        #expect(!v[1].isHidden && !v[1].layer.isHidden)
        #expect(v.map(\.frame) == shownFrames)
        screen.advance(by: 0.5)
        let mid = try #require(v[1].layer.presentation())
        #expect(!mid.isHidden)
        #expect(mid.bounds.width == 30)
        #expect(mid.position.x == 70)
        #expect(v[2].layer.presentation()?.position.x == 197.5)
        screen.advance(by: 0.6)
        #expect(v[1].layer.presentation()?.bounds.width == 60)
        #expect(v[1].layer.presentation()?.position.x == 90)
        #expect(v[2].layer.presentation()?.position.x == 215)
    }

    @Test func hidingOutsideAnAnimationOrWithoutAnimationIsImmediate() throws {
        let (screen, v) = try animatedStack()
        v[1].isHidden = true
        #expect(v[1].layer.isHidden)
        screen.runFrame()
        #expect(v[1].layer.presentation()?.isHidden == true)
        #expect(v.map(\.frame) == hiddenFrames)
        #expect(v[2].layer.presentation()?.position.x == 180)
        v[1].isHidden = false
        #expect(!v[1].layer.isHidden)
        screen.runFrame()
        #expect(v.map(\.frame) == shownFrames)
        #expect(v[1].layer.presentation()?.isHidden == false)
        UIView.animate(withDuration: 1) { UIView.performWithoutAnimation { v[1].isHidden = true } }
        #expect(v[1].layer.isHidden)
        screen.runFrame()
        #expect(v[1].layer.presentation()?.isHidden == true)
        #expect(v[2].layer.presentation()?.position.x == 180)
    }

    @Test func togglingDuringTheAnimationEndsWithTheLastValue() throws {
        let (screen, v) = try animatedStack()
        // Hide then show in one block: nothing hides, nothing moves.
        UIView.animate(withDuration: 1) {
            v[1].isHidden = true; v[1].isHidden = false
        }
        #expect(!v[1].isHidden && !v[1].layer.isHidden)
        screen.advance(by: 1.1)
        #expect(!v[1].layer.isHidden)
        #expect(v.map(\.frame) == shownFrames)
        #expect(v[2].layer.presentation()?.position.x == 215)
        // Hide (A), show (B) and hide again (C): A's end must not hide what C still shrinks.
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { v[1].isHidden = true })
        screen.advance(by: 0.2)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { v[1].isHidden = false })
        #expect(!v[1].isHidden && !v[1].layer.isHidden)
        screen.advance(by: 0.2)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { v[1].isHidden = true })
        screen.advance(by: 0.7)  // A has ended
        #expect(v[1].isHidden)
        #expect(!v[1].layer.isHidden)
        #expect(v[1].layer.presentation()?.isHidden == false)
        screen.advance(by: 0.4)  // C has ended
        #expect(v[1].layer.isHidden)
        #expect(v[1].layer.presentation()?.isHidden == true)
        #expect(v.map(\.frame) == hiddenFrames)
        #expect(v[2].layer.presentation()?.position.x == 180)
        // Hide in a block, show outside it before the end: visible at the end.
        v[1].isHidden = false
        UIView.animate(withDuration: 1) { v[1].isHidden = true }
        screen.advance(by: 0.3)
        v[1].isHidden = false
        screen.advance(by: 0.8)
        #expect(!v[1].isHidden && !v[1].layer.isHidden)
        #expect(v[1].layer.presentation()?.isHidden == false)
        #expect(v.map(\.frame) == shownFrames)
    }

    @Test func hiddenViewsNeverSizeTheStackAcrossTheAxis() {
        let root = container(500, 500)
        let views = [IntrinsicView(50, 20), IntrinsicView(60, 30)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.spacing = 4
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor)
        ])
        views[1].isHidden = true
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        // Taller content keeps its own height (compression) without growing the stack.
        #expect(views[1].frame == CGRect(x: 50, y: 0, width: 0, height: 30))
        stack.alignment = .center
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(views[1].frame == CGRect(x: 50, y: -5, width: 0, height: 30))
    }

    @Test func removingAViewWhileItsHidingAnimatesHidesItsLayer() throws {
        let (screen, v) = try animatedStack()
        let s = try #require(v[1].superview as? UIStackView)
        UIView.animate(withDuration: 1) { v[1].isHidden = true }
        s.removeArrangedSubview(v[1])
        #expect(v[1].isHidden && v[1].layer.isHidden)
        screen.advance(by: 1.1)
        #expect(v[1].layer.isHidden)
    }
}
