import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

@MainActor
@Suite struct DynamicTypeTests {
    func size(_ style: UIFont.TextStyle, _ category: UIContentSizeCategory) -> CGFloat {
        UIFont.preferredFont(
            forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category)
        ).pointSize
    }

    @Test func preferredFontSizesMatchApplesTable() {
        #expect(size(.body, .large) == 17)
        #expect(size(.body, .extraSmall) == 14)
        #expect(size(.body, .extraExtraExtraLarge) == 23)
        #expect(size(.body, .accessibilityExtraExtraExtraLarge) == 53)
        #expect(size(.largeTitle, .large) == 34)
        #expect(size(.largeTitle, .accessibilityMedium) == 44)
        #expect(size(.title1, .large) == 28)
        #expect(size(.title2, .large) == 22)
        #expect(size(.title3, .large) == 20)
        #expect(size(.headline, .large) == 17)
        #expect(size(.subheadline, .large) == 15)
        #expect(size(.callout, .large) == 16)
        #expect(size(.footnote, .large) == 13)
        #expect(size(.caption1, .large) == 12)
        #expect(size(.caption2, .large) == 11)
        #expect(size(.caption2, .accessibilityExtraLarge) == 29)
        #expect(size(.footnote, .small) == 12)
        #expect(size(.body, .unspecified) == 17)   // falls back to the app's (large)
    }

    @Test func headlineIsBoldBodyRegular() {
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        let body = UIFont.preferredFont(forTextStyle: .body)
        #expect(headline.fontName != body.fontName)
        #expect(body.fontName == UIFont.systemFont(ofSize: 17).fontName)
    }

    @Test func appCategoryDrivesPreferredFont() throws {
        _ = try HeadlessScreen(width: 10, height: 10)
        defer { UIApplication.shared.preferredContentSizeCategory = .large }
        UIApplication.shared.preferredContentSizeCategory = .extraLarge
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 19)
        SDLViewsLog.clear()
        UIApplication.shared.preferredContentSizeCategory = .unspecified
        UIApplication.shared.preferredContentSizeCategory = UIContentSizeCategory(rawValue: "huge")
        #expect(UIApplication.shared.preferredContentSizeCategory == .extraLarge)
        #expect(SDLViewsLog.messages.count == 2)
    }

    @Test func categoriesOrderAndAccessibility() {
        #expect(UIContentSizeCategory.extraSmall < .large)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(UIContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    }

    @Test func fontMetricsScaleByTheStylesRatio() {
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let custom = UIFont.systemFont(ofSize: 34)
        let scaled = UIFontMetrics.default.scaledFont(for: custom, compatibleWith: xxxl)
        #expect(scaled.pointSize == 46)   // 34 × 23/17
        let capped = UIFontMetrics(forTextStyle: .body).scaledFont(for: custom, maximumPointSize: 40, compatibleWith: xxxl)
        #expect(capped.pointSize == 40)
        #expect(UIFontMetrics(forTextStyle: .title1).scaledValue(for: 28, compatibleWith: xxxl) == 34)
        #expect(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)) == 10)
        // Scaling a scaled font starts again from its base rather than compounding.
        let twice = UIFontMetrics.default.scaledFont(for: scaled, compatibleWith: xxxl)
        #expect(twice.pointSize == 46)
        #expect(UIFontMetrics.default.scaledValue(for: .nan).isNaN)
    }

    @Test func labelAdjustsAndRelaysOutWhenAsked() throws {
        let screen = try HeadlessScreen(width: 400, height: 200)
        let adjusting = UILabel(), fixed = UILabel()
        for label in [adjusting, fixed] {
            label.font = .preferredFont(forTextStyle: .body)
            label.text = "Dynamic Type"
            label.translatesAutoresizingMaskIntoConstraints = false
            screen.window.addSubview(label)
        }
        adjusting.adjustsFontForContentSizeCategory = true
        adjusting.leadingAnchor.constraint(equalTo: screen.window.leadingAnchor).isActive = true
        adjusting.topAnchor.constraint(equalTo: screen.window.topAnchor).isActive = true
        screen.runFrame()
        let before = adjusting.frame.size
        defer { UIApplication.shared.preferredContentSizeCategory = .large }
        UIApplication.shared.preferredContentSizeCategory = .accessibilityMedium
        screen.runFrame()
        #expect(adjusting.font.pointSize == 28)
        #expect(fixed.font.pointSize == 17)
        #expect(adjusting.frame.height > before.height)
        #expect(adjusting.frame.width > before.width)
    }

    @Test func textFieldAndTextViewAdjustToo() throws {
        let screen = try HeadlessScreen(width: 400, height: 200)
        let field = UITextField(), textView = UITextView()
        field.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 20))
        textView.font = .preferredFont(forTextStyle: .caption1)
        field.adjustsFontForContentSizeCategory = true
        textView.adjustsFontForContentSizeCategory = true
        screen.window.addSubview(field); screen.window.addSubview(textView)
        defer { UIApplication.shared.preferredContentSizeCategory = .large }
        UIApplication.shared.preferredContentSizeCategory = .extraExtraExtraLarge
        #expect(abs((field.font?.pointSize ?? 0) - 20 * 23 / 17) < 0.001)
        #expect(textView.font?.pointSize == 18)
    }
}
