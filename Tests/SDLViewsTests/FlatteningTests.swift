import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

/// Static opaque cards drawn from a flattened copy on the software renderer
/// (`Compositor+Flattening`): which layers qualify, when a copy is made and
/// dropped, and, above all, that every frame has exactly the pixels of the
/// same tree composited piece by piece.
@MainActor
@Suite struct FlatteningTests {
    private func compositor(_ screen: HeadlessScreen) throws -> Compositor {
        try #require(screen.window.host?.compositor)
    }

    /// A "button": an opaque background with a centred title inside it.
    private func card(_ frame: CGRect, title: String, color: UIColor = .systemBlue) -> UIView {
        let card = UIView(frame: frame)
        card.backgroundColor = color
        let label = UILabel(frame: card.bounds)
        label.text = title
        label.textColor = .white
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 11)
        card.addSubview(label)
        return card
    }

    /// Builds the same tree in two windows: `flat` flattens, `reference`
    /// composites with flattening off (the switch is read while compositing).
    private struct Pair {
        let flat: HeadlessScreen
        let reference: HeadlessScreen

        @MainActor func composite() {
            flat.window.forceComposite()
            runtime.flattensStaticCards = false
            defer { runtime.flattensStaticCards = true }
            reference.window.forceComposite()
        }

        @MainActor func expectSamePixels(_ step: String) {
            guard let a = flat.snapshot().cgImage, let b = reference.snapshot().cgImage else {
                Issue.record("no snapshot at \(step)")
                return
            }
            let result = GoldenImage.difference(a, b, tolerance: 0, maxDifferingPixels: 0, name: step)
            #expect(result.matches, "\(step): \(result)")
        }
    }

    private func pair(width: Int, height: Int, build: (UIWindow) -> Void) throws -> Pair {
        let flat = try HeadlessScreen(width: width, height: height)
        let reference = try HeadlessScreen(width: width, height: height)
        build(flat.window)
        build(reference.window)
        flat.advance(by: 0.016)
        reference.advance(by: 0.016)
        return Pair(flat: flat, reference: reference)
    }

    @Test func staticCardsAreCopiedWithTheSamePixels() throws {
        let pair = try pair(width: 320, height: 200) { window in
            for i in 0..<12 {
                window.addSubview(
                    card(CGRect(x: 4 + (i % 4) * 60, y: 4 + (i / 4) * 24, width: 56, height: 20), title: "B\(i)"))
            }
        }
        let c = try compositor(pair.flat)
        // The first composite (the frame `advance` ran) drew every card the usual way.
        #expect(c.cardsFlattened == 0)
        #expect(c.cardsCopied == 0)
        #expect(c.layersDrawn == 25)
        pair.composite()
        #expect(c.cardsFlattened == 12)
        // Each card and title drawn into the copy, then the copies.
        #expect(c.layersDrawn == 37)
        #expect(c.cardsCopied == 12)
        pair.expectSamePixels("first copies")
        pair.composite()
        #expect(c.cardsFlattened == 0)
        #expect(c.cardsCopied == 12)
        #expect(c.layersDrawn == 13)
        #expect(pair.flat.window.host?.textures.flattenedCopyCount == 12)
        pair.expectSamePixels("copies reused")
    }

    @Test func onlyExactCardsAreFlattened() throws {
        let pair = try pair(width: 320, height: 240) { window in
            // Flattened: the plain card.
            window.addSubview(card(CGRect(x: 10, y: 10, width: 60, height: 20), title: "ok"))
            // Not: a translucent background.
            window.addSubview(card(CGRect(x: 80, y: 10, width: 60, height: 20), title: "a", color: .red.withAlphaComponent(0.5)))
            // Not: rounded corners.
            let rounded = card(CGRect(x: 150, y: 10, width: 60, height: 20), title: "r")
            rounded.layer.cornerRadius = 6
            window.addSubview(rounded)
            // Not: a subview reaching past the background.
            let spill = card(CGRect(x: 220, y: 10, width: 60, height: 20), title: "s")
            let badge = UIView(frame: CGRect(x: 50, y: -6, width: 14, height: 14))
            badge.backgroundColor = .red
            spill.addSubview(badge)
            window.addSubview(spill)
            // Not: at a fractional position.
            window.addSubview(card(CGRect(x: 10.5, y: 40, width: 60, height: 20), title: "f"))
            // Not: rotated.
            let turned = card(CGRect(x: 80, y: 40, width: 60, height: 20), title: "t")
            turned.transform = CGAffineTransform(rotationAngle: 0.3)
            window.addSubview(turned)
            // Not: translucent as a whole.
            let faded = card(CGRect(x: 150, y: 40, width: 60, height: 20), title: "o")
            faded.alpha = 0.5
            window.addSubview(faded)
            // Not: a shadow.
            let shadowed = card(CGRect(x: 220, y: 40, width: 60, height: 20), title: "h")
            shadowed.layer.shadowOpacity = 0.5
            window.addSubview(shadowed)
            // Not: larger than an eighth of the window.
            window.addSubview(card(CGRect(x: 10, y: 80, width: 200, height: 60), title: "big"))
            // Flattened: clipping its overflowing subview.
            let clipped = card(CGRect(x: 220, y: 80, width: 60, height: 20), title: "c")
            let overflow = UIView(frame: CGRect(x: 40, y: 10, width: 40, height: 40))
            overflow.backgroundColor = .green
            clipped.addSubview(overflow)
            clipped.clipsToBounds = true
            window.addSubview(clipped)
        }
        let c = try compositor(pair.flat)
        pair.composite()
        #expect(c.cardsFlattened == 2)
        pair.composite()
        #expect(c.cardsFlattened == 0)
        #expect(c.cardsCopied == 2)
        pair.expectSamePixels("mixed cards")
    }

    @Test func aChangedCardIsDrawnAgainThenFlattenedAgain() throws {
        var titles: [[UILabel]] = [[], []]
        var side = 0
        let pair = try pair(width: 240, height: 120) { window in
            for i in 0..<6 {
                let button = card(CGRect(x: 4 + (i % 3) * 70, y: 4 + (i / 3) * 30, width: 64, height: 24), title: "T\(i)")
                titles[side].append(button.subviews[0] as! UILabel)
                window.addSubview(button)
            }
            side += 1
        }
        let c = try compositor(pair.flat)
        pair.composite()
        #expect(c.cardsFlattened == 6)
        for labels in titles { labels[2].text = "changed" }
        pair.flat.advance(by: 0.016)
        pair.reference.advance(by: 0.016)
        // That frame redrew only the changed card, the usual way.
        #expect(c.cardsFlattened == 0)
        pair.expectSamePixels("after the change")
        pair.composite()
        #expect(c.cardsFlattened == 1)
        #expect(c.cardsCopied == 6)
        pair.expectSamePixels("flattened again")
        pair.composite()
        #expect(c.cardsFlattened == 0)
        for labels in titles { labels[4].superview?.backgroundColor = .orange }
        pair.composite()
        #expect(c.cardsFlattened == 0)
        #expect(c.cardsCopied == 5)
        pair.composite()
        #expect(c.cardsFlattened == 1)
        pair.expectSamePixels("new background")
    }

    @Test func scrollingByWholePixelsKeepsTheCopies() throws {
        var contents: [UIView] = []
        let pair = try pair(width: 200, height: 160) { window in
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
            for i in 0..<20 {
                content.addSubview(card(CGRect(x: 10, y: i * 22, width: 90, height: 20), title: "Row \(i)"))
            }
            window.addSubview(content)
            contents.append(content)
        }
        let c = try compositor(pair.flat)
        pair.composite()
        #expect(c.cardsFlattened == 8)
        for step in 1...12 {
            for content in contents { content.bounds.origin.y = CGFloat(step * 7) }
            pair.flat.advance(by: 0.016)
            pair.reference.advance(by: 0.016)
            pair.composite()
            pair.expectSamePixels("scrolled \(step * 7)")
        }
        // Rows coming into view are flattened once; those already in view are copied as they are.
        #expect(c.cardsCopied >= 6)
        #expect(c.cardsFlattened <= 1)
    }

    @Test func anAncestorsScaleRedrawsTheCopyAtThatScale() throws {
        var holders: [UIView] = []
        let pair = try pair(width: 240, height: 160) { window in
            let holder = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
            holder.addSubview(card(CGRect(x: 10, y: 10, width: 40, height: 20), title: "S"))
            window.addSubview(holder)
            holders.append(holder)
        }
        let c = try compositor(pair.flat)
        pair.composite()
        #expect(c.cardsFlattened == 1)
        for holder in holders {
            holder.transform = CGAffineTransform(scaleX: 2, y: 2)
            holder.frame.origin = .zero
        }
        pair.flat.advance(by: 0.016)
        pair.reference.advance(by: 0.016)
        // The card did not change, its scale did: drawn the usual way (what it
        // covered before does not cover it now), then its copy made again at 2×.
        #expect(c.cardsFlattened == 0)
        pair.composite()
        #expect(c.cardsFlattened == 1)
        pair.composite()
        #expect(c.cardsFlattened == 0)
        #expect(c.cardsCopied == 1)
        #expect(pair.flat.window.host?.compositor.textures.flattenedCopyCount == 1)
        pair.expectSamePixels("at 2×")
    }

    @Test func copiesOfRemovedCardsAreSwept() throws {
        let screen = try HeadlessScreen(width: 200, height: 100)
        var cards: [UIView] = []
        for i in 0..<4 {
            let button = card(CGRect(x: 4 + i * 48, y: 4, width: 44, height: 20), title: "\(i)")
            cards.append(button)
            screen.window.addSubview(button)
        }
        screen.advance(by: 0.016)
        screen.window.forceComposite()
        let textures = try #require(screen.window.host?.textures)
        #expect(textures.flattenedCopyCount == 4)
        let bytes = textures.bytesInUse
        // Kept while the cards live, out of the window too.
        let kept = cards.removeLast()
        kept.removeFromSuperview()
        for _ in 0..<Int(TextureCache.sweepInterval) { screen.window.forceComposite() }
        #expect(textures.flattenedCopyCount == 4)
        #expect(textures.bytesInUse == bytes)
        for button in cards { button.removeFromSuperview() }
        cards.removeAll()
        _ = kept
        for _ in 0..<Int(TextureCache.sweepInterval) { screen.window.forceComposite() }
        // Three cards (and their titles) freed: their copies go at the next sweep.
        #expect(textures.flattenedCopyCount == 1)
        #expect(textures.bytesInUse <= bytes - 3 * 44 * 20 * 4)
    }

    /// Random changes at every level (whole and fractional moves, scrolling,
    /// recolouring, new titles, hiding, fading, adding and removing cards,
    /// reparenting): every frame equals the same tree composited piece by piece.
    @Test func randomChangesMatchUnflattenedComposites() throws {
        var trees: [[UIView]] = []
        let pair = try pair(width: 220, height: 160) { window in
            var views: [UIView] = []
            for g in 0..<3 {
                let content = UIView(frame: CGRect(x: g * 70, y: 0, width: 70, height: 160))
                for i in 0..<6 {
                    content.addSubview(card(CGRect(x: 2, y: 2 + i * 26, width: 64, height: 22), title: "\(g)-\(i)"))
                }
                window.addSubview(content)
                views.append(content)
            }
            trees.append(views)
        }
        let c = try compositor(pair.flat)
        var generator = SeededGenerator(seed: 1515)
        var copied = 0
        for step in 0..<160 {
            let change = Int.random(in: 0..<12, using: &generator)
            let g = Int.random(in: 0..<3, using: &generator)
            let i = Int.random(in: 0..<6, using: &generator)
            let amount = CGFloat(Int.random(in: -6...6, using: &generator))
            for views in trees { apply(change, to: views, group: g, index: i, amount: amount, step: step) }
            pair.flat.advance(by: 0.016)
            pair.reference.advance(by: 0.016)
            if Int.random(in: 0..<3, using: &generator) == 0 { pair.composite() }
            pair.composite()
            copied += c.cardsCopied
            pair.expectSamePixels("step \(step), change \(change)")
        }
        #expect(copied > 400)
    }

    private func apply(_ change: Int, to views: [UIView], group g: Int, index i: Int, amount: CGFloat, step: Int) {
        let content = views[g]
        let cards = content.subviews
        guard !cards.isEmpty else {
            content.addSubview(card(CGRect(x: 2, y: 2, width: 64, height: 22), title: "new"))
            return
        }
        let target = cards[i % cards.count]
        switch change {
        case 0: content.bounds.origin.y += amount
        case 1: target.center.x += amount
        case 2: target.center.y += amount / 4
        case 3: target.backgroundColor = amount > 0 ? .systemGreen : .systemBlue
        case 4: (target.subviews.first as? UILabel)?.text = "s\(step)"
        case 5: target.isHidden.toggle()
        case 6: target.alpha = target.alpha < 1 ? 1 : 0.6
        case 7: target.removeFromSuperview()
        case 8: content.addSubview(card(CGRect(x: 2, y: 2 + CGFloat(step % 5) * 30, width: 64, height: 22), title: "n"))
        case 9: views[(g + 1) % views.count].addSubview(target)
        case 10: target.transform = target.transform.isIdentity ? CGAffineTransform(scaleX: 1, y: 2) : .identity
        default: break  // nothing changes: copies are reused
        }
    }
}
