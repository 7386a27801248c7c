import Foundation
import SDLViews

/// A form laid out with Auto Layout: labels of equal width beside their fields
/// (centred on them) when the window is wide, labels above fields when
/// it is narrower than 560 points. Resize the window to see it reflow; the
/// switch happens in `viewWillLayoutSubviews` by swapping constraint sets.
/// The fields are real `UITextField`s: click to type, Tab to move on.
@MainActor
final class ConstraintsFormSampleViewController: SampleViewController {
    private var wide: [NSLayoutConstraint] = []
    private var narrow: [NSLayoutConstraint] = []
    private var isWide: Bool?
    private var status: UILabel!

    override func buildContent(in content: UIView) {
        content.layoutMargins = UIEdgeInsets(top: 16, left: 30, bottom: 16, right: 30)
        let guide = content.layoutMarginsGuide
        status = UILabel()
        status.font = SampleTheme.captionFont
        status.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(status)
        var common = [
            status.topAnchor.constraint(equalTo: guide.topAnchor),
            status.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            status.trailingAnchor.constraint(lessThanOrEqualTo: guide.trailingAnchor)
        ]
        var previous = status.bottomAnchor
        var firstLabel: UILabel?
        for (title, placeholder) in [
            ("Name", "Ada Lovelace"), ("Email address", "ada@example.org"),
            ("City", "London"), ("Favourite engine", "Analytical")
        ] {
            let label = SampleChip(title, color: .clear, textColor: .label)
            label.textAlignment = .right
            label.padding = UIEdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
            let field = UITextField()
            field.borderStyle = .roundedRect
            field.placeholder = placeholder
            field.font = SampleTheme.bodyFont
            field.accessibilityLabel = title
            field.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(label)
            content.addSubview(field)
            common += [
                field.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                label.leadingAnchor.constraint(equalTo: guide.leadingAnchor)
            ]
            wide += [
                field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 12),
                field.topAnchor.constraint(equalTo: previous, constant: 14),
                label.centerYAnchor.constraint(equalTo: field.centerYAnchor)
            ]
            if let firstLabel { wide.append(label.widthAnchor.constraint(equalTo: firstLabel.widthAnchor)) }
            narrow += [
                label.topAnchor.constraint(equalTo: previous, constant: 14),
                field.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 2),
                field.leadingAnchor.constraint(equalTo: guide.leadingAnchor)
            ]
            firstLabel = firstLabel ?? label
            previous = field.bottomAnchor
        }
        let submit = SampleChip("Submit")
        content.addSubview(submit)
        common += [
            submit.topAnchor.constraint(equalTo: previous, constant: 20),
            submit.trailingAnchor.constraint(equalTo: guide.trailingAnchor)
        ]
        NSLayoutConstraint.activate(common)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let wideNow = content.bounds.width >= 560
        guard wideNow != isWide else { return }
        isWide = wideNow
        NSLayoutConstraint.deactivate(wideNow ? narrow : wide)
        NSLayoutConstraint.activate(wideNow ? wide : narrow)
        status.text =
            wideNow ? "Wide: labels beside fields (narrow the window below 560 points)" : "Narrow: labels above fields"
        view.updateConstraintsIfNeeded()
    }
}
