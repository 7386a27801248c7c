import Foundation
import SDLViews

/// How a sample's content meets its window (the launcher's window is resizable, 640×360 to 4K, at
/// pixel scale 1 or 2).
enum SampleContentLayout: Equatable {
    /// The content view fills the window below the header and the sample lays itself out with
    /// autoresizing masks, Auto Layout or `layoutSubviews`; below `minimum` the content keeps that
    /// size and scrolls.
    case adaptive(minimum: CGSize)
    /// A composition of fixed size (the sample places its views with fixed frames): centred in a larger
    /// window, scrolled in a smaller one.
    case fixed(CGSize)

    /// The size the samples were first composed for: 800×600 less the header.
    static let classic = SampleContentLayout.fixed(CGSize(width: 800, height: 552))

    var minimumSize: CGSize {
        switch self {
        case .adaptive(let minimum): minimum
        case .fixed(let size): size
        }
    }
}

/// The frame every sample shares: a header with its title and the way back,
/// and a content view below it that the sample fills in `buildContent(in:)`.
/// The content sits in a scroll view, so a window too small for it scrolls
/// (as a UIKit app puts a form in a `UIScrollView`); `contentLayout` says
/// whether it follows the window or is a fixed composition centred in it.
@MainActor
class SampleViewController: UIViewController {
    /// Called when the user asks to go back (Escape or the header's back label).
    var onBack: (() -> Void)?
    private(set) var content: UIView!
    /// Scrolls the content when the window is smaller than `contentLayout.minimumSize`.
    private(set) var contentScroller: SampleContentScroller!

    var sampleTitle: String { title ?? "" }

    /// Samples override this: `.classic` (a fixed 800×552 composition) unless they adapt.
    var contentLayout: SampleContentLayout { .classic }

    static let headerHeight: CGFloat = 48

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = SampleTheme.background
        let back = BackButton(frame: CGRect(x: 12, y: 12, width: 90, height: 24)) { [weak self] in self?.onBack?() }
        let titleLabel = SampleTheme.label(
            sampleTitle, font: SampleTheme.titleFont, color: .white,
            frame: CGRect(x: 112, y: 10, width: root.bounds.width - 124, height: 28))
        let header = SampleHeaderView(
            frame: CGRect(x: 0, y: 0, width: root.bounds.width, height: Self.headerHeight), back: back,
            title: titleLabel)
        let scroller = SampleContentScroller(
            frame: CGRect(
                x: 0, y: Self.headerHeight, width: root.bounds.width,
                height: max(root.bounds.height - Self.headerHeight, 0)),
            layout: contentLayout)
        scroller.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(scroller)
        root.addSubview(header)
        contentScroller = scroller
        content = scroller.content
        view = root
        buildContent(in: content)
    }

    /// A window too small for the content shows the scroll indicators for a moment, so the player
    /// sees there is more (UIKit apps flash them when a scroll view appears).
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let scroller = contentScroller!
        if scroller.contentSize.width > scroller.bounds.width || scroller.contentSize.height > scroller.bounds.height {
            scroller.flashScrollIndicators()
        }
    }

    /// Subclasses add their views here.
    func buildContent(in content: UIView) {}

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.contains(where: { $0.type == .menu }) {
            onBack?()
        } else {
            let rest = LauncherTraitKeys.unhandled(presses)   // F2 dark mode, F3/F4 text size, F6 mirroring
            if !rest.isEmpty { super.pressesBegan(rest, with: event) }
        }
    }
}

/// "‹ Back" in the header: a tap (touch down and up inside) goes back.
@MainActor
final class BackButton: UIView {
    private let action: () -> Void
    private let label: UILabel

    init(frame: CGRect, action: @escaping () -> Void) {
        self.action = action
        label = SampleTheme.label("‹ Back (Esc)", font: SampleTheme.captionFont, color: .white, frame: frame)
        super.init(frame: frame)
        label.frame = bounds
        label.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(label)
        // A screen reader hears one "Back" button, as UIKit's back button reads (no chevron, no key hint).
        isAccessibilityElement = true
        accessibilityLabel = "Back"
        accessibilityTraits = .button
    }

    /// "‹ Back (Esc)", or right to left "Back (Esc) ›", pointing to the leading edge.
    func showChevron(pointingRight: Bool) {
        label.text = pointingRight ? "Back (Esc) ›" : "‹ Back (Esc)"
    }

    override func accessibilityActivate() -> Bool {
        action()
        return true
    }

    required init?(coder: NSCoder) { nil }

    /// The caption stays a slim 24 points tall in the header, but the finger's
    /// target is at least 44 × 44 (as UIKit's back button's is).
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: min(0, (bounds.width - 44) / 2), dy: min(0, (bounds.height - 44) / 2)).contains(point)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, point(inside: touch.location(in: self), with: event) else { return }
        action()
    }
}
