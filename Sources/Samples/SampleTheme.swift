import Foundation
import SDLViews

/// Colours and fonts shared by the launcher and its samples.
@MainActor
enum SampleTheme {
    /// Dynamic: the samples follow dark mode (F2) live.
    static let background = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.07, green: 0.07, blue: 0.09, alpha: 1) : UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
    }
    static let header = UIColor(red: 0.16, green: 0.18, blue: 0.24, alpha: 1)
    /// iOS's Increase Contrast variant of systemBlue (#0040DD): white text on
    /// it reads at 7.4:1, where plain systemBlue gives 4.0:1, under WCAG's 4.5:1.
    static let accent = UIColor(red: 0, green: 0x40 / 255.0, blue: 0xDD / 255.0, alpha: 1)
    /// Secondary text (subtitles, notes, values) that passes WCAG's 4.5:1 on
    /// the samples' backgrounds in light and dark mode; UIKit's
    /// `secondaryLabel` (60 % grey) reads at 3.4:1 on white.
    static let secondaryText = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.68, green: 0.68, blue: 0.72, alpha: 1) : UIColor(red: 0.33, green: 0.33, blue: 0.36, alpha: 1)
    }
    static let selection = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.1, green: 0.2, blue: 0.36, alpha: 1) : UIColor(red: 0.85, green: 0.91, blue: 1, alpha: 1)
    }
    static let titleFont = UIFont.boldSystemFont(ofSize: 20)
    static let bodyFont = UIFont.systemFont(ofSize: 15)
    static let captionFont = UIFont.systemFont(ofSize: 13)

    /// A label with the launcher's look.
    static func label(_ text: String, font: UIFont = bodyFont, color: UIColor = .label, frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = font
        label.textColor = color
        return label
    }

    /// White or black, whichever reads better on `background` (WCAG's
    /// contrast ratio): one of the two always reaches 4.5:1.
    static func captionColor(on background: UIColor) -> UIColor {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        guard background.getRed(&r, green: &g, blue: &b, alpha: &a) else { return .white }
        func linear(_ c: CGFloat) -> CGFloat { c <= 0.03928 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let luminance = 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
        // Contrast with white (1.05 / (L + 0.05)) against contrast with black ((L + 0.05) / 0.05).
        return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? .white : .black
    }

    /// A coloured square with a caption inside, for the geometry samples.
    static func tile(_ text: String, color: UIColor, frame: CGRect) -> UIView {
        let tile = UIView(frame: frame)
        tile.backgroundColor = color
        let caption = label(text, font: captionFont, color: captionColor(on: color), frame: tile.bounds)
        caption.textAlignment = .center
        caption.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tile.addSubview(caption)
        return tile
    }
}
