import Foundation

extension UIButton {
    /// UIKit's `UIButton.Configuration`: a value describing a button's look —
    /// style, title and subtitle, image and its placement, padding, insets,
    /// corner style, size, colours and an activity indicator. Set it on
    /// `UIButton.configuration` (or pass it to `UIButton(configuration:primaryAction:)`);
    /// the button lays out its content from it and restyles it for the
    /// highlighted, selected and disabled states (see `updated(for:)`).
    ///
    /// The styles match UIKit: `plain`/`borderless` (tint-coloured content,
    /// no background), `tinted`/`borderedTinted` (a pale tint background),
    /// `gray`/`bordered` (a grey fill), `filled`/`borderedProminent` (a tint
    /// background and white content).
    /// Differences from UIKit: no `background` (`UIBackgroundConfiguration`),
    /// attributed titles or text-attribute transformers; see <doc:DifferencesFromUIKit>.
    public struct Configuration {
        /// The style a configuration was made with (UIKit keeps it private; here it is readable).
        public enum Style: Sendable, Equatable { case plain, tinted, gray, filled }

        /// UIKit's `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Sendable {
            case fixed = -1, dynamic = 0, small, medium, large, capsule
        }

        /// UIKit's `UIButton.Configuration.Size`.
        public enum Size: Int, Sendable {
            case medium = 0, small, mini, large
        }

        /// UIKit's `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Int, Sendable {
            case automatic = 0, leading, center, trailing
        }

        /// UIKit's `UIButton.Configuration.Indicator` (the pop-up button's chevron).
        public enum Indicator: Int, Sendable {
            case automatic = 0, none, popup
        }

        public private(set) var style: Style

        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        /// The symbol configuration applied to a symbol `image`; by default one that matches the title.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Where the image sits relative to the titles (`.leading`, `.trailing`, `.top`, `.bottom`).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Space between the image and the titles.
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        public var titleAlignment: TitleAlignment = .automatic
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        /// The content colour; nil takes the style's (the tint, or white on filled buttons).
        public var baseForegroundColor: UIColor?
        /// The background colour; nil takes the style's.
        public var baseBackgroundColor: UIColor?
        /// Shows a spinning activity indicator in place of the image.
        public var showsActivityIndicator = false
        public var indicator: Indicator = .automatic
        /// Set when the button made the configuration for a state (`updated(for:)`);
        /// the colours are then final.
        var resolvedState: UIControl.State?

        private var customContentInsets: NSDirectionalEdgeInsets?

        init(style: Style) { self.style = style }

        /// Padding around the content; by default the button size's.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customContentInsets ?? Self.defaultInsets(for: buttonSize) }
            set {
                let values = [newValue.top, newValue.leading, newValue.bottom, newValue.trailing]
                guard values.allSatisfy(\.isFinite) else {
                    SDLViewsLog.error("UIButton.Configuration: contentInsets \(newValue) are not finite; default insets kept")
                    return customContentInsets = nil
                }
                customContentInsets = newValue
            }
        }

        /// UIKit's `setDefaultContentInsets()`: back to the size's insets.
        public mutating func setDefaultContentInsets() { customContentInsets = nil }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// UIKit's `bordered()`: the gray style.
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// UIKit's `borderedTinted()`: the tinted style.
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// UIKit's `borderedProminent()`: the filled style.
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }
        /// UIKit's `borderless()`: the plain style.
        public static func borderless() -> Configuration { Configuration(style: .plain) }

        static func defaultInsets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: NSDirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        // MARK: State appearance

        /// UIKit's `updated(for:)`: this configuration with the colours the
        /// button's state gives it (highlighted dims, selected fills with the
        /// tint, disabled greys), as the button draws it.
        @MainActor
        public func updated(for button: UIButton) -> Configuration {
            var copy = self
            let state = button.state
            copy.resolvedState = state
            copy.baseForegroundColor = foregroundColor(tint: button.tintColor ?? .systemBlue, state: state)
            copy.baseBackgroundColor = backgroundColor(tint: button.tintColor ?? .systemBlue, state: state)
            return copy
        }

        /// The content colour for a state.
        @MainActor
        func foregroundColor(tint: UIColor, state: UIControl.State) -> UIColor {
            if resolvedState != nil, let baseForegroundColor { return baseForegroundColor }
            if state.contains(.disabled) { return .tertiaryLabel }
            let filled = style == .filled || state.contains(.selected)
            let color = baseForegroundColor ?? (filled ? .white : tint)
            return state.contains(.highlighted) && style == .plain ? color.withAlphaComponent(0.5) : color
        }

        /// The background colour for a state (clear for plain buttons).
        @MainActor
        func backgroundColor(tint: UIColor, state: UIControl.State) -> UIColor {
            if resolvedState != nil, let baseBackgroundColor { return baseBackgroundColor }
            if state.contains(.disabled) { return style == .plain ? .clear : .tertiarySystemFill }
            if state.contains(.selected) { return baseBackgroundColor ?? tint }
            let color: UIColor =
                switch style {
                case .plain: baseBackgroundColor ?? .clear
                case .tinted: (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
                case .gray: baseBackgroundColor ?? .secondarySystemFill
                case .filled: baseBackgroundColor ?? tint
                }
            return state.contains(.highlighted) && style != .plain ? Self.dimmed(color) : color
        }

        /// A pressed background: the colour at a lower opacity, as UIKit lightens pressed fills.
        static func dimmed(_ color: UIColor) -> UIColor {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            _ = color.getRed(&r, green: &g, blue: &b, alpha: &a)
            return color.withAlphaComponent(a * 0.7)
        }

        /// The corner radius for a button `height` high.
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: 0
            case .small: 4
            case .medium: 8
            case .large: 12
            case .capsule: height / 2
            case .dynamic:
                switch buttonSize {
                case .mini, .small: 6
                case .medium: 8
                case .large: 12
                }
            }
        }

        /// The title font for the size, as UIKit's text styles.
        @MainActor
        var titleFont: UIFont {
            switch buttonSize {
            case .mini: .preferredFont(forTextStyle: .footnote)
            case .small: .preferredFont(forTextStyle: .subheadline)
            case .medium: .preferredFont(forTextStyle: .body)
            case .large: .preferredFont(forTextStyle: .headline)
            }
        }

        @MainActor
        var subtitleFont: UIFont {
            switch buttonSize {
            case .mini, .small: .preferredFont(forTextStyle: .caption2)
            case .medium: .preferredFont(forTextStyle: .footnote)
            case .large: .preferredFont(forTextStyle: .subheadline)
            }
        }
    }
}
