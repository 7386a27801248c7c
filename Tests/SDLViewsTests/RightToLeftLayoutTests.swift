import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// Right-to-left layout with UIKit's values: leading/trailing constraints,
/// forced and playback attributes, directional margins, stack view order,
/// `.natural` alignment, the app-wide direction and where it comes from.
@MainActor
@Suite(.serialized) struct RightToLeftLayoutTests {
    /// A 400 × 300 root going right to left (forced, so no global state is touched).
    private func rightToLeftRoot() -> UIView {
        let root = container()
        root.semanticContentAttribute = .forceRightToLeft
        return root
    }

    private func pinned(in root: UIView, leading: CGFloat, width: CGFloat) -> UIView {
        let child = constrained(in: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: leading),
            child.widthAnchor.constraint(equalToConstant: width),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            child.heightAnchor.constraint(equalToConstant: 40)
        ])
        return child
    }

    @Test func leadingIsTheRightEdgeRightToLeft() {
        let ltr = container()
        let a = pinned(in: ltr, leading: 10, width: 100)
        ltr.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 20, width: 100, height: 40))

        let rtl = rightToLeftRoot()
        let b = pinned(in: rtl, leading: 10, width: 100)
        rtl.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 290, y: 20, width: 100, height: 40), "10 points in from the right")
    }

    @Test func leadingToTrailingChainsRunLeftwards() {
        let root = rightToLeftRoot()
        let a = constrained(in: root), b = constrained(in: root)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 10),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            a.widthAnchor.constraint(equalTo: b.widthAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor), b.topAnchor.constraint(equalTo: root.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 40), b.heightAnchor.constraint(equalToConstant: 40)
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 205, y: 0, width: 185, height: 40))
        #expect(b.frame == CGRect(x: 10, y: 0, width: 185, height: 40))
    }

    @Test func leftAndRightStayPhysical() {
        let root = rightToLeftRoot()
        let child = constrained(in: root)
        NSLayoutConstraint.activate([
            child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            child.widthAnchor.constraint(equalToConstant: 100),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10)
        ])
        root.layoutIfNeeded()
        #expect(child.frame.minX == 10)
    }

    @Test func aForcedLeftToRightViewInsideARightToLeftOne() {
        let root = rightToLeftRoot()
        let inner = pinned(in: root, leading: 10, width: 200)
        inner.semanticContentAttribute = .forceLeftToRight
        let grandchild = pinned(in: inner, leading: 10, width: 50)
        root.layoutIfNeeded()
        #expect(inner.frame.minX == 190, "placed by its right-to-left superview")
        #expect(grandchild.frame.minX == 10, "its own subviews start at its left")
        #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(grandchild.traitCollection.layoutDirection == .leftToRight)
        #expect(root.traitCollection.layoutDirection == .rightToLeft)
    }

    @Test func playbackAndSpatialStayLeftToRightButTheirSubviewsInherit() {
        let root = rightToLeftRoot()
        for attribute in [UISemanticContentAttribute.playback, .spatial] {
            let controls = UIView()
            controls.semanticContentAttribute = attribute
            let button = UIView()
            root.addSubview(controls)
            controls.addSubview(button)
            #expect(controls.effectiveUserInterfaceLayoutDirection == .leftToRight)
            #expect(controls.traitCollection.layoutDirection == .rightToLeft)
            #expect(button.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        }
    }

    @Test func changingTheAttributeRelaysOut() {
        let root = container()
        let child = pinned(in: root, leading: 10, width: 100)
        root.layoutIfNeeded()
        #expect(child.frame.minX == 10)
        root.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(child.frame.minX == 290)
        root.semanticContentAttribute = .spatial
        root.layoutIfNeeded()
        #expect(child.frame.minX == 10, "spatial content is left to right")
    }

    @Test func directionalMarginsFlip() {
        let root = rightToLeftRoot()
        root.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 20, bottom: 2, trailing: 5)
        #expect(root.layoutMargins == UIEdgeInsets(top: 1, left: 5, bottom: 2, right: 20))
        let child = constrained(in: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            child.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10)
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 5, y: 0, width: 375, height: 10))
        // Set directionally, the margins follow the direction when it changes.
        root.semanticContentAttribute = .unspecified
        root.layoutIfNeeded()
        #expect(root.layoutMargins == UIEdgeInsets(top: 1, left: 20, bottom: 2, right: 5))
        #expect(child.frame == CGRect(x: 20, y: 0, width: 375, height: 10))
    }

    @Test func plainMarginsReadDirectionally() {
        let root = rightToLeftRoot()
        root.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 4)
        #expect(root.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 30))
        root.semanticContentAttribute = .forceLeftToRight
        #expect(root.layoutMargins.left == 30, "set plainly, they stay on their sides")
    }

    @Test func horizontalStackArrangesFromTheRight() {
        func stack(_ attribute: UISemanticContentAttribute, in root: UIView) -> [CGFloat] {
            let views = (0..<3).map { _ in IntrinsicView(50, 40) }
            let stack = UIStackView(arrangedSubviews: views)
            stack.semanticContentAttribute = attribute
            stack.frame = CGRect(x: 0, y: 0, width: 150, height: 40)
            root.addSubview(stack)
            root.layoutIfNeeded()
            return views.map(\.frame.minX)
        }
        #expect(stack(.unspecified, in: container()) == [0, 50, 100])
        #expect(stack(.unspecified, in: rightToLeftRoot()) == [100, 50, 0])
        #expect(stack(.playback, in: rightToLeftRoot()) == [0, 50, 100], "a media control row stays left to right")
        #expect(stack(.forceRightToLeft, in: container()) == [100, 50, 0])
    }

    @Test func verticalStackLeadingAlignmentIsRight() {
        func aligned(in root: UIView) -> CGRect {
            let view = IntrinsicView(50, 40)
            view.setContentHuggingPriority(.required, for: .horizontal)
            let stack = UIStackView(arrangedSubviews: [view])
            stack.axis = .vertical
            stack.alignment = .leading
            stack.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
            root.addSubview(stack)
            root.layoutIfNeeded()
            return view.frame
        }
        #expect(aligned(in: container()) == CGRect(x: 0, y: 0, width: 50, height: 40))
        #expect(aligned(in: rightToLeftRoot()) == CGRect(x: 150, y: 0, width: 50, height: 40))
    }

    @Test func naturalAlignmentIsRightRightToLeft() {
        let root = rightToLeftRoot()
        let label = UILabel(), field = UITextField(), textView = UITextView()
        for view in [label, field, textView] as [UIView] { root.addSubview(view) }
        #expect(label.drawnTextAlignment == .right)
        #expect(field.drawnTextAlignment == .right)
        #expect(textView.drawnTextAlignment == .right)
        label.textAlignment = .left
        #expect(label.drawnTextAlignment == .left, "explicit alignments are physical")
        let ltrLabel = UILabel()
        container().addSubview(ltrLabel)
        #expect(ltrLabel.drawnTextAlignment == .natural, "left to right, each paragraph's own direction decides")
    }

    @Test func aRightToLeftLabelDrawsAtTheRight() throws {
        let screen = try HeadlessScreen(width: 200, height: 40)
        screen.window.semanticContentAttribute = .forceRightToLeft
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        label.text = "Hi"
        screen.window.addSubview(label)
        screen.window.backgroundColor = .white
        screen.runFrame()
        let image = try #require(screen.window.readFramePixels())
        let scale = screen.window.screen.scale
        let inked = (0..<200).filter { x in
            (0..<40).contains { y in
                (image.pixel(x: Int(CGFloat(x) * scale), y: Int(CGFloat(y) * scale))?.r ?? 255) < 128
            }
        }
        #expect((inked.min() ?? 0) > 150, "ink from x \(inked.min() ?? -1) to \(inked.max() ?? -1)")
    }

    @Test func theClassFunctionsResolveAgainstTheApp() throws {
        _ = try HeadlessScreen(width: 10, height: 10)
        defer { UIApplication.shared.layoutDirectionOverride = nil }
        UIApplication.shared.layoutDirectionOverride = .rightToLeft
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .leftToRight) == .leftToRight)
    }

    @Test func theAppOverrideRelaysOutEveryWindow() throws {
        let screen = try HeadlessScreen(width: 400, height: 300)
        defer { UIApplication.shared.layoutDirectionOverride = nil }
        let child = pinned(in: screen.window, leading: 10, width: 100)
        screen.runFrame()
        #expect(child.frame.minX == 10)
        UIApplication.shared.layoutDirectionOverride = .rightToLeft
        #expect(screen.window.traitCollection.layoutDirection == .rightToLeft)
        screen.runFrame()
        #expect(child.frame.minX == 290)
        UIApplication.shared.layoutDirectionOverride = .leftToRight
        screen.runFrame()
        #expect(child.frame.minX == 10)
    }

    @Test func theEnvironmentChoosesTheDirection() {
        func read(_ environment: [String: String]) -> UIUserInterfaceLayoutDirection {
            LayoutDirectionEnvironment.read(environment)
        }
        #expect(read([:]) == .leftToRight)
        #expect(read(["LANG": "C"]) == .leftToRight)
        #expect(read(["LANG": "en_US.UTF-8"]) == .leftToRight)
        for locale in ["ar_EG.UTF-8", "he_IL.UTF-8", "fa_IR", "ur_PK.UTF-8", "yi", "ckb_IQ"] {
            #expect(read(["LANG": locale]) == .rightToLeft, "\(locale)")
        }
        #expect(read(["LANGUAGE": "he:en", "LANG": "en_US.UTF-8"]) == .rightToLeft, "LANGUAGE wins")
        #expect(read(["LANGUAGE": "en:ar", "LANG": "ar_EG.UTF-8"]) == .leftToRight, "its first entry")
        #expect(read(["LC_ALL": "ar_SA.UTF-8", "LANG": "en_US.UTF-8"]) == .rightToLeft)
        #expect(read(["SDLVIEWS_LAYOUT_DIRECTION": "rtl", "LANG": "en_US.UTF-8"]) == .rightToLeft)
        #expect(read(["SDLVIEWS_LAYOUT_DIRECTION": "LTR", "LANG": "ar_EG.UTF-8"]) == .leftToRight)
    }

    @Test func aBadOverrideIsLoggedAndTheLocaleDecides() {
        SDLViewsLog.clear()
        let direction = LayoutDirectionEnvironment.read(["SDLVIEWS_LAYOUT_DIRECTION": "sideways", "LANG": "fa_IR"])
        #expect(direction == .rightToLeft)
        #expect(SDLViewsLog.messages.contains { $0.contains("SDLVIEWS_LAYOUT_DIRECTION=\"sideways\" ignored") })
    }

    @Test func interfaceBuilderFilesCarryTheAttribute() throws {
        _ = try HeadlessScreen(width: 100, height: 100)
        let data = InterfaceBuilderFixtures.xib(
            """
            <view semanticContentAttribute="playback" id="x"><rect key="frame" x="0" y="0" width="30" height="40"/></view>
            """)
        let view = try #require(UINib(data: data, bundle: nil).instantiate(withOwner: nil).first as? UIView)
        #expect(view.semanticContentAttribute == .playback)
        view.semanticContentAttribute = .forceRightToLeft
        let written = UINib.xibData(for: [view])
        let again = try #require(UINib(data: written, bundle: nil).instantiate(withOwner: nil).first as? UIView)
        #expect(again.semanticContentAttribute == .forceRightToLeft)
    }

    /// A game's language option: switching to Arabic (or the right-to-left
    /// pseudo-language) mirrors the windows on their next frame.
    @Test func switchingTheLanguageMirrors() throws {
        let screen = try HeadlessScreen(width: 400, height: 300)
        defer { Localization.restoreEnvironmentLanguages() }
        Localization.preferredLanguages = ["en"]
        let child = pinned(in: screen.window, leading: 10, width: 100)
        screen.runFrame()
        #expect(child.frame.minX == 10)
        Localization.preferredLanguages = ["ar-EG", "en"]
        screen.runFrame()
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft)
        #expect(child.frame.minX == 290)
        Localization.preferredLanguages = ["en"]
        Localization.pseudoLanguage = .rightToLeft
        screen.runFrame()
        #expect(child.frame.minX == 290, "the right-to-left pseudo-language mirrors too")
        Localization.pseudoLanguage = nil
        screen.runFrame()
        #expect(child.frame.minX == 10)
    }
}
