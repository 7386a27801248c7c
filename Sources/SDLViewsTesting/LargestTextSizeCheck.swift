import Foundation
import SDLViews

/// The audit's Dynamic Type check: with the app's text at the largest
/// accessibility size, every label that follows the text size
/// (`adjustsFontForContentSizeCategory`) still shows all its text, wrapped
/// at its width, inside its bounds. The text size is put back afterwards.
@MainActor
struct LargestTextSizeCheck {
    let window: UIWindow

    func findings() -> [AccessibilityFinding] {
        let application = UIApplication.shared
        let previous = application.preferredContentSizeCategory
        application.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        window.layoutIfNeeded()
        defer {
            application.preferredContentSizeCategory = previous
            window.layoutIfNeeded()
        }
        return shownScalingLabels(in: window).compactMap(finding)
    }

    private func shownScalingLabels(in root: UIView) -> [UILabel] {
        var labels: [UILabel] = []
        var stack = [root]
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha >= 0.01, !view.accessibilityElementsHidden else { continue }
            if let label = view as? UILabel, label.adjustsFontForContentSizeCategory, !(label.text ?? "").isEmpty {
                labels.append(label)
            }
            stack.append(contentsOf: view.subviews)
        }
        return labels
    }

    /// The label's whole text wrapped at its width, measured by a label of
    /// the same font: taller than the label is, some of it is cut or truncated.
    private func finding(for label: UILabel) -> AccessibilityFinding? {
        let whole = UILabel()
        whole.font = label.font
        whole.text = label.text
        whole.numberOfLines = 0
        whole.lineBreakMode = .byWordWrapping
        let needed = whole.sizeThatFits(CGSize(width: label.bounds.width, height: .greatestFiniteMagnitude))
        guard needed.height > label.bounds.height + 1 else { return nil }
        let frame = label.convert(label.bounds, to: nil)
        return AccessibilityFinding(
            kind: .clippedAtLargestTextSize, view: AccessibilityAuditWalk.describe(label, frame: frame),
            message: "at the largest text size its text needs \(AccessibilityAuditWalk.points(needed.height)) points "
                + "of height at its width, it has \(AccessibilityAuditWalk.points(label.bounds.height))")
    }
}
