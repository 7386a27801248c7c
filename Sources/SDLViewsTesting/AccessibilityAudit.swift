import Foundation
import SDLViews

/// One problem `HeadlessScreen.accessibilityAudit()` found.
public struct AccessibilityFinding: Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, CaseIterable {
        /// An accessibility element with no label: a screen reader has nothing to say for it.
        case missingLabel
        /// Text whose colour against what is behind it is below WCAG's minimum
        /// contrast ratio (4.5:1, or 3:1 for large text).
        case lowContrast
        /// An interactive element whose hit area is smaller than 44 × 44 points.
        case smallHitTarget
        /// A focusable view the focus engine cannot reach from where focus starts.
        case unreachableByFocus
        /// A label that follows the text size (`adjustsFontForContentSizeCategory`)
        /// and cannot show all its text at the largest accessibility size.
        case clippedAtLargestTextSize
    }

    public let kind: Kind
    /// The view (or element): its type, label or identifier, and frame in the window.
    public let view: String
    public let message: String

    public init(kind: Kind, view: String, message: String) {
        self.kind = kind
        self.view = view
        self.message = message
    }

    public var description: String { "\(kind.rawValue): \(view): \(message)" }
}

extension HeadlessScreen {
    /// Audits what the window shows now, as Xcode's Accessibility Inspector
    /// audit does on iOS: accessibility elements without a label, text
    /// contrast below WCAG 2's 4.5:1 (3:1 for text of 18 points, or bold of
    /// 14), interactive elements smaller than 44 × 44 points, and focusable
    /// views the focus engine cannot reach (`FocusReachability`), and labels
    /// following Dynamic Type whose text no longer fits at the largest
    /// accessibility text size (`LargestTextSizeCheck`: the app's text size
    /// is changed for the check and put back).
    ///
    /// Hidden, transparent and `accessibilityElementsHidden` subtrees are
    /// skipped, and a view with `accessibilityViewIsModal` hides its siblings.
    /// Contrast is computed from the label's text colour and the layer
    /// backgrounds behind it (the nearest opaque one, with translucent ones
    /// in front of it blended over); text over an image (an image view's or
    /// a button's background image) is not measured, its contrast being
    /// unknown to this walk; content drawn in `draw(_:)` is not seen. The text of disabled labels and controls is exempt, as in
    /// WCAG. A part of a control (a segment) passes when the control's hit
    /// area covers 44 points around it.
    public func accessibilityAudit() -> [AccessibilityFinding] {
        window.layoutIfNeeded()
        var audit = AccessibilityAuditWalk(window: window)
        audit.run()
        return audit.findings + LargestTextSizeCheck(window: window).findings()
    }
}

/// The walk behind `HeadlessScreen.accessibilityAudit()`.
@MainActor
struct AccessibilityAuditWalk {
    let window: UIWindow
    private(set) var findings: [AccessibilityFinding] = []
    /// Every visible view, back to front, with its frame in the window and
    /// its background as shown (its alpha times its views' opacity), for
    /// the contrast search.
    private var painted: [(frame: CGRect, background: RGB?, isImage: Bool)] = []

    init(window: UIWindow) { self.window = window }

    static let minimumTarget: CGFloat = 44

    mutating func run() {
        visit(window, elementAbove: false, clip: window.bounds)
        checkFocusReachability()
    }

    private static func isShown(_ view: UIView) -> Bool { !view.isHidden && view.alpha >= 0.01 }

    /// `clip`: the part of the window the view's clipping ancestors let show.
    private mutating func visit(_ view: UIView, elementAbove: Bool, clip: CGRect) {
        guard Self.isShown(view) else { return }
        let frame = view.convert(view.bounds, to: nil)
        painted.append((frame, Self.shownBackground(of: view), Self.showsImage(view)))
        // Text scrolled out of sight (under a header, outside a table) is not read on screen.
        if let label = view as? UILabel, clip.contains(CGPoint(x: frame.midX, y: frame.midY)) {
            checkContrast(of: label, frame: frame)
        }
        var isInsideElement = elementAbove
        // An element with no area (a collapsed label) is skipped by a screen reader's cursor too.
        let isVisible = !frame.isEmpty && !frame.intersection(clip).isNull
        if !elementAbove && !view.accessibilityElementsHidden && isVisible {
            if view.isAccessibilityElement {
                checkElement(view, frame: view.accessibilityFrame)
                isInsideElement = true
            } else if let elements = view.accessibilityElements {
                for case let element as UIAccessibilityElement in elements where element.isAccessibilityElement {
                    checkElement(element, frame: element.accessibilityFrame)
                }
            }
        }
        // Below an element (or in a hidden subtree) views are not elements of
        // their own, but their text still has to be readable.
        let hidesElements = isInsideElement || view.accessibilityElementsHidden
        let children = view.subviews.filter(Self.isShown)
        let shown = children.last(where: \.accessibilityViewIsModal).map { [$0] } ?? children
        let inner = view.clipsToBounds ? clip.intersection(frame) : clip
        for child in children {
            let silenced = hidesElements || !shown.contains { $0 === child }
            visit(child, elementAbove: silenced, clip: inner)
        }
    }

    private mutating func checkElement(_ element: UIResponder, frame: CGRect) {
        let label = element.accessibilityLabel?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        if label.isEmpty {
            add(.missingLabel, element, frame, "an accessibility element without an accessibilityLabel")
        }
        let interactive = (element as? UIControl)?.isEnabled ?? element.accessibilityRespondsToUserInteraction
        guard interactive else { return }
        if let view = element as? UIView, !Self.hitAreaCoversMinimum(view) {
            add(
                .smallHitTarget, element, frame,
                "hit area \(Self.points(frame.width)) × \(Self.points(frame.height)) points, under 44 × 44")
        } else if let element = element as? UIAccessibilityElement, let container = element.accessibilityContainer as? UIView {
            // A part of a control (a segment): the control's hit area around the part's centre decides.
            let centre = container.convert(CGPoint(x: frame.midX, y: frame.midY), from: nil)
            if !Self.hitAreaCoversMinimum(container, around: centre) {
                add(
                    .smallHitTarget, element, frame,
                    "frame \(Self.points(frame.width)) × \(Self.points(frame.height)) points, under 44 × 44")
            }
        } else if !(element is UIView), frame.width < Self.minimumTarget || frame.height < Self.minimumTarget {
            add(
                .smallHitTarget, element, frame,
                "frame \(Self.points(frame.width)) × \(Self.points(frame.height)) points, under 44 × 44")
        }
    }

    /// Whether a 44-point square centred on the view lies inside its hit
    /// area, asking `point(inside:with:)` so that a control that enlarges
    /// its hit area passes.
    private static func hitAreaCoversMinimum(_ view: UIView, around centre: CGPoint? = nil) -> Bool {
        let centre = centre ?? CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        let half = minimumTarget / 2 - 0.01
        for dx in [-half, 0, half] {
            for dy in [-half, 0, half] {
                let point = CGPoint(x: centre.x + dx, y: centre.y + dy)
                if !view.point(inside: point, with: nil) { return false }
            }
        }
        return true
    }

    private mutating func checkContrast(of label: UILabel, frame: CGRect) {
        guard let text = label.text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty,
            let color = label.textColor, let font = label.font
        else { return }
        // WCAG exempts the text of inactive controls (a disabled button's title).
        guard label.isEnabled, !Self.isInsideDisabledControl(label) else { return }
        let traits = label.traitCollection
        guard let foreground = RGB(color.resolvedColor(with: traits)), foreground.alpha > 0 else { return }
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        // Text over an image (a nine-slice panel, a picture) cannot be measured
        // from background colours: it is left to a look at the screenshot.
        guard let background = backgroundShown(at: centre) else { return }
        let shown = foreground.over(background, opacity: Self.effectiveAlpha(of: label))
        let ratio = RGB.contrastRatio(shown, background)
        let isLarge = font.pointSize >= 18 || (font.pointSize >= 14 && font.fontName.localizedCaseInsensitiveContains("bold"))
        let required: CGFloat = isLarge ? 3 : 4.5
        guard ratio < required else { return }
        add(
            .lowContrast, label, frame,
            "text contrast \(String(format: "%.2f", ratio)):1, under \(isLarge ? "3" : "4.5"):1"
                + (isLarge ? " (large text)" : ""))
    }

    private static func isInsideDisabledControl(_ view: UIView) -> Bool {
        var current = view.superview
        while let node = current {
            if let control = node as? UIControl, !control.isEnabled { return true }
            current = node.superview
        }
        return false
    }

    private static func effectiveAlpha(of view: UIView) -> CGFloat {
        var alpha: CGFloat = 1
        var current: UIView? = view
        while let node = current {
            alpha *= node.alpha
            current = node.superview
        }
        return alpha
    }

    /// Whether the view shows a picture the text may sit on: an image view's
    /// image or a button's background image.
    private static func showsImage(_ view: UIView) -> Bool {
        if let imageView = view as? UIImageView { return imageView.image != nil }
        if let button = view as? UIButton { return button.currentBackgroundImage != nil }
        return false
    }

    /// The view's layer background as shown: its alpha times the opacity of
    /// the view and its ancestors; nil when there is none to see.
    private static func shownBackground(of view: UIView) -> RGB? {
        guard let color = view.layer.backgroundColor, let components = color.components, components.count >= 4
        else { return nil }
        let alpha = components[3] * effectiveAlpha(of: view)
        guard alpha > 0.01 else { return nil }
        return RGB(red: components[0], green: components[1], blue: components[2], alpha: alpha)
    }

    /// What the text at `point` is drawn on: the last opaque background
    /// under it (back to front, the label's own included; white when none),
    /// with the translucent ones in front of that blended over it in order.
    private func backgroundShown(at point: CGPoint) -> RGB? {
        let stack = painted.filter { $0.frame.contains(point) && ($0.background != nil || $0.isImage) }
        let lastOpaque = stack.lastIndex { ($0.background?.alpha ?? 0) >= 0.99 }
        let inFront = stack[(lastOpaque.map { $0 + 1 } ?? 0)...]
        if inFront.contains(where: \.isImage) { return nil }
        let under = stack.compactMap(\.background)
        let opaque = under.lastIndex { $0.alpha >= 0.99 }
        var shown = opaque.map { under[$0] } ?? RGB(red: 1, green: 1, blue: 1)
        shown.alpha = 1
        for layer in under[(opaque.map { $0 + 1 } ?? 0)...] { shown = layer.over(shown, opacity: 1) }
        return shown
    }

    private mutating func checkFocusReachability() {
        let reach = FocusReachability(window: window)
        for view in reach.focusable where !reach.reachable.contains(ObjectIdentifier(view)) {
            add(
                .unreachableByFocus, view, view.convert(view.bounds, to: nil),
                "focusable, but no arrow, D-pad or Tab move from where focus starts reaches it")
        }
    }

    private mutating func add(_ kind: AccessibilityFinding.Kind, _ element: UIResponder, _ frame: CGRect, _ message: String) {
        findings.append(AccessibilityFinding(kind: kind, view: Self.describe(element, frame: frame), message: message))
    }

    static func describe(_ element: UIResponder, frame: CGRect) -> String {
        var name = String(describing: type(of: element))
        if let label = element.accessibilityLabel, !label.isEmpty {
            name += " \"\(label)\""
        } else if let identified = element as? UIAccessibilityIdentification, let identifier = identified.accessibilityIdentifier {
            name += " #\(identifier)"
        } else if let text = (element as? UILabel)?.text {
            name += " \"\(text)\""
        }
        return name + " at (\(points(frame.minX)), \(points(frame.minY)), \(points(frame.width)) × \(points(frame.height)))"
    }

    static func points(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
}

/// An sRGB colour with WCAG 2's relative luminance and contrast ratio.
struct RGB: Equatable {
    var red: CGFloat, green: CGFloat, blue: CGFloat
    var alpha: CGFloat = 1

    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    init?(_ color: UIColor) {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return nil }
        self.init(red: r, green: g, blue: b, alpha: a)
    }

    /// This colour at `opacity` (times its own alpha) over an opaque `background`.
    func over(_ background: RGB, opacity: CGFloat) -> RGB {
        let a = min(max(alpha * opacity, 0), 1)
        return RGB(
            red: red * a + background.red * (1 - a), green: green * a + background.green * (1 - a),
            blue: blue * a + background.blue * (1 - a))
    }

    /// WCAG 2's relative luminance: each sRGB channel linearised, then weighted.
    var relativeLuminance: CGFloat {
        func linear(_ c: CGFloat) -> CGFloat { c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio, from 1 (same) to 21 (black on white).
    static func contrastRatio(_ a: RGB, _ b: RGB) -> CGFloat {
        let (la, lb) = (a.relativeLuminance, b.relativeLuminance)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
}
