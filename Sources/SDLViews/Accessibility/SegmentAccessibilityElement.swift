import Foundation

/// One segment of a `UISegmentedControl` as a screen reader sees it (the
/// control's default `accessibilityElements`): the segment's title, else its
/// symbol's name; `.button`, with `.selected` on the selected segment and
/// `.notEnabled` on a disabled one; "2 of 3" as value; its frame follows the
/// control. Activating it selects the segment as a tap does.
@MainActor
final class SegmentAccessibilityElement: UIAccessibilityElement {
    let index: Int

    init(control: UISegmentedControl, index: Int) {
        self.index = index
        super.init(accessibilityContainer: control)
    }

    private var control: UISegmentedControl? { accessibilityContainer as? UISegmentedControl }

    override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    override var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? control?.accessibilityLabel(ofSegment: index) }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityValue: String? {
        get { accessibilityStorage?.value ?? control.map { "\(index + 1) of \($0.numberOfSegments)" } }
        set { super.accessibilityValue = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = accessibilityStorage?.traits ?? .button
            guard let control else { return traits }
            if control.selectedSegmentIndex == index { traits.insert(.selected) }
            if !control.isEnabled || !control.isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    override var accessibilityFrame: CGRect {
        get { accessibilityStorage?.frame ?? control?.accessibilityFrame(ofSegment: index) ?? .zero }
        set { super.accessibilityFrame = newValue }
    }

    override func accessibilityActivate() -> Bool { control?.accessibilityActivate(segment: index) ?? false }
}
