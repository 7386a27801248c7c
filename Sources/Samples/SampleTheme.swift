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
    static let accent = UIColor.systemBlue
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

    /// A coloured square with a caption inside, for the geometry samples.
    static func tile(_ text: String, color: UIColor, frame: CGRect) -> UIView {
        let tile = UIView(frame: frame)
        tile.backgroundColor = color
        let caption = label(text, font: captionFont, color: .white, frame: tile.bounds)
        caption.textAlignment = .center
        caption.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tile.addSubview(caption)
        return tile
    }
}
