import SDLViews

/// A label with padding and a background whose intrinsic size is its text's
/// plus the padding: the building block of the Auto Layout samples.
@MainActor
final class SampleChip: UILabel {
    var padding = UIEdgeInsets(top: 6, left: 12, bottom: 6, right: 12) { didSet { invalidateIntrinsicContentSize() } }

    init(_ text: String, color: UIColor = SampleTheme.accent, textColor: UIColor = .white, action: (() -> Void)? = nil)
    {
        super.init(frame: .zero)
        self.text = text
        self.textColor = textColor
        font = SampleTheme.bodyFont
        textAlignment = .center
        backgroundColor = color
        isUserInteractionEnabled = action != nil
        translatesAutoresizingMaskIntoConstraints = false
        if let action { _ = SampleButton(covering: self, action: action) }
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize {
        let text = super.intrinsicContentSize
        return CGSize(
            width: text.width + padding.left + padding.right, height: text.height + padding.top + padding.bottom)
    }
}
