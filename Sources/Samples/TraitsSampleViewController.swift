import Foundation
import SDLViews

/// Traits, dark mode and Dynamic Type: swatches of the system colours and a
/// dynamic colour of its own, the window's size classes, and one label per
/// text style that follows the text size. F2 toggles dark mode and F3 / F4
/// step the text size anywhere in the launcher (`LauncherTraitKeys`); the
/// "Dark card" forces dark on its subtree with `overrideUserInterfaceStyle`.
@MainActor
final class TraitsSampleViewController: SampleViewController {
    private let traitsLabel = UILabel()

    /// A colour of the sample's own: warm in light, cool in dark.
    static let ownColor = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.35, green: 0.8, blue: 0.95, alpha: 1) : UIColor(red: 0.9, green: 0.45, blue: 0.15, alpha: 1)
    }

    override func buildContent(in content: UIView) {
        content.backgroundColor = .systemGroupedBackground
        content.addSubview(swatchCard(frame: CGRect(x: 24, y: 20, width: 360, height: 300)))
        let dark = swatchCard(frame: CGRect(x: 24, y: 336, width: 360, height: 196), compact: true)
        dark.overrideUserInterfaceStyle = .dark
        content.addSubview(dark)
        content.addSubview(typeCard(frame: CGRect(x: 400, y: 20, width: 376, height: 512)))
        showTraits()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        showTraits()
    }

    private func showTraits() {
        let traits = traitCollection
        let style = traits.userInterfaceStyle == .dark ? "dark" : "light"
        func name(_ sizeClass: UIUserInterfaceSizeClass) -> String { sizeClass == .regular ? "regular" : "compact" }
        traitsLabel.text = "\(style) · width \(name(traits.horizontalSizeClass)) · height "
            + "\(name(traits.verticalSizeClass)) · text \(traits.preferredContentSizeCategory)"
    }

    private func card(frame: CGRect, title: String) -> UIView {
        let card = UIView(frame: frame)
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        let heading = SampleTheme.label(title, font: .boldSystemFont(ofSize: 15), frame: CGRect(x: 16, y: 10, width: frame.width - 32, height: 22))
        card.addSubview(heading)
        return card
    }

    private func swatchCard(frame: CGRect, compact: Bool = false) -> UIView {
        let card = card(frame: frame, title: compact ? "Dark card (overrideUserInterfaceStyle)" : "System colours")
        let colors: [(String, UIColor)] = [
            ("systemBlue", .systemBlue), ("systemRed", .systemRed), ("systemGreen", .systemGreen),
            ("systemOrange", .systemOrange), ("systemFill", .systemFill), ("own", Self.ownColor),
        ]
        for (index, (name, color)) in colors.enumerated() {
            let column = CGFloat(index % 3), row = CGFloat(index / 3)
            let swatch = UIView(frame: CGRect(x: 16 + column * 112, y: 42 + row * 64, width: 100, height: 36))
            swatch.backgroundColor = color
            swatch.layer.cornerRadius = 8
            card.addSubview(swatch)
            let caption = SampleTheme.label(
                name, font: SampleTheme.captionFont, color: SampleTheme.secondaryText,
                frame: CGRect(x: swatch.frame.minX, y: swatch.frame.maxY + 2, width: 100, height: 18))
            card.addSubview(caption)
        }
        let separator = UIView(frame: CGRect(x: 16, y: 174, width: frame.width - 32, height: 1))
        separator.backgroundColor = .separator
        card.addSubview(separator)
        let text = SampleTheme.label(
            compact ? "label on a grouped background" : "label · secondary text below",
            frame: CGRect(x: 16, y: 182, width: frame.width - 32, height: 20))
        card.addSubview(text)
        if !compact {
            traitsLabel.frame = CGRect(x: 16, y: 208, width: frame.width - 32, height: 40)
            traitsLabel.numberOfLines = 0
            traitsLabel.font = SampleTheme.captionFont
            traitsLabel.textColor = SampleTheme.secondaryText
            card.addSubview(traitsLabel)
        }
        return card
    }

    private func typeCard(frame: CGRect) -> UIView {
        let card = card(frame: frame, title: "Dynamic Type (F3 −, F4 +, F2 dark)")
        card.clipsToBounds = true
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 6
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        let styles: [(String, UIFont.TextStyle)] = [
            ("Large Title", .largeTitle), ("Title 1", .title1), ("Title 2", .title2), ("Title 3", .title3),
            ("Headline", .headline), ("Body", .body), ("Callout", .callout), ("Subheadline", .subheadline),
            ("Footnote", .footnote), ("Caption 1", .caption1), ("Caption 2", .caption2),
        ]
        for (name, style) in styles {
            let label = UILabel()
            label.text = name
            label.font = .preferredFont(forTextStyle: style)
            label.adjustsFontForContentSizeCategory = true
            label.textColor = style == .footnote || style == .caption1 || style == .caption2 ? SampleTheme.secondaryText : .label
            stack.addArrangedSubview(label)
        }
        card.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: card.topAnchor, constant: 40),
        ])
        return card
    }
}
