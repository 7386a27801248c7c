import Foundation
import SDLViewsTesting
import Testing

@testable import SDLViews

/// A view with its own coded state: written by `encode(with:)`, read back in `init?(coder:)`.
final class ScoreBadge: UIView {
    var score = 0.0
    var caption = ""

    override init(frame: CGRect) { super.init(frame: frame) }

    required init?(coder: NSCoder) {
        score = coder.decodeDouble(forKey: "score")
        caption = coder.decodeObject(forKey: "caption") as? String ?? ""
        super.init(coder: coder)
    }

    override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(score, forKey: "score")
        coder.encode(caption, forKey: "caption")
    }

    /// Already decoded in `init?(coder:)`.
    override func setValue(_ value: Any?, forUndefinedKey key: String) {}
}

/// The coder round trip: views made in code → .xib (`encode(with:)`) → views, equal.
@MainActor
@Suite struct InterfaceBuilderCodingTests {
    private func makeHierarchy() -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.backgroundColor = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1)
        root.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        root.accessibilityIdentifier = "root"
        let badge = ScoreBadge(frame: CGRect(x: 10, y: 20, width: 80, height: 40))
        badge.score = 42.5
        badge.caption = "High & \"mighty\""
        badge.alpha = 0.5
        badge.tag = 3
        badge.clipsToBounds = true
        badge.isHidden = true
        badge.contentMode = .center
        badge.isUserInteractionEnabled = false
        let label = UILabel(frame: CGRect(x: 1, y: 2, width: 30, height: 10))
        label.text = "Hello <world>"
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        let button = UIButton(frame: CGRect(x: 100, y: 100, width: 60, height: 30))
        button.setTitle("Go", for: .normal)
        root.addSubview(badge)
        badge.addSubview(label)
        root.addSubview(button)
        return root
    }

    private func describe(_ view: UIView) -> [String] {
        var lines = [
            "\(type(of: view)) \(view.frame) \(view.autoresizingMask.rawValue) \(String(describing: view.backgroundColor)) "
                + "\(view.alpha) \(view.tag) \(view.clipsToBounds) \(view.isHidden) \(view.contentMode) "
                + "\(view.isUserInteractionEnabled) \(view.translatesAutoresizingMaskIntoConstraints) "
                + "\(view.accessibilityIdentifier ?? "-")"
        ]
        if let badge = view as? ScoreBadge { lines.append("score \(badge.score) \(badge.caption)") }
        if let label = view as? UILabel { lines.append("label \(label.text ?? "-") \(label.numberOfLines)") }
        if let button = view as? UIButton { lines.append("button \(button.title(for: .normal) ?? "-")") }
        return lines + view.subviews.flatMap(describe)
    }

    @Test func codeToXibToViewsIsEqual() throws {
        let screen = try HeadlessScreen(width: 100, height: 100)
        let original = makeHierarchy()
        let data = UINib.xibData(for: [original])
        let loaded = try #require(UINib(data: data, bundle: nil).instantiate(withOwner: nil).first as? UIView)
        #expect(describe(loaded) == describe(original))
        _ = screen
    }

    @Test func coderAnswersMissingKeysAsUIKitDoes() {
        let coder = InterfaceBuilderCoder(values: ["n": 2.5, "flag": true])
        #expect(coder.decodeDouble(forKey: "n") == 2.5 && coder.decodeInteger(forKey: "n") == 2)
        #expect(coder.decodeBool(forKey: "flag") && !coder.decodeBool(forKey: "missing"))
        #expect(coder.decodeObject(forKey: "missing") == nil && !coder.containsValue(forKey: "missing"))
        #expect(coder.decodeCGRect(forKey: "missing") == .zero)
    }
}
