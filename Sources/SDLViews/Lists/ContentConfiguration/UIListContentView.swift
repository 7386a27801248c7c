import Foundation

/// UIKit's `UIListContentView`: shows a `UIListContentConfiguration` (an
/// image, then the text and the secondary text stacked or side by side),
/// sized by `sizeThatFits(_:)` so self-sizing rows fit their text.
@MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        imageView.contentMode = .scaleAspectFit
        for view in [imageView, textLabel, secondaryLabel] as [UIView] { addSubview(view) }
        apply()
    }

    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// A configuration that is not a `UIListContentConfiguration` is refused (logged).
    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                SDLViewsLog.error(
                    "UIListContentView: \(type(of: newValue)) is not a UIListContentConfiguration; ignored")
                return
            }
            listConfiguration = list
            apply()
        }
    }

    private func apply() {
        let config = listConfiguration
        imageView.image = config.image
        imageView.tintColor = config.imageProperties.tintColor
        imageView.isHidden = config.image == nil
        style(textLabel, config.text, config.textProperties)
        style(secondaryLabel, config.secondaryText, config.secondaryTextProperties)
        setNeedsLayout()
    }

    private func style(_ label: UILabel, _ text: String?, _ properties: UIListContentConfiguration.TextProperties) {
        label.text = text
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.textAlignment = properties.alignment
        label.isHidden = text == nil
    }

    private var imageSize: CGSize {
        guard let image = listConfiguration.image else { return .zero }
        var size = image.size
        let limit = listConfiguration.imageProperties.maximumSize
        if limit.width > 0 && size.width > limit.width {
            size = CGSize(width: limit.width, height: size.height * limit.width / size.width)
        }
        if limit.height > 0 && size.height > limit.height {
            size = CGSize(width: size.width * limit.height / size.height, height: limit.height)
        }
        return size
    }

    /// Where the texts start.
    private var textStart: CGFloat {
        let margins = listConfiguration.directionalLayoutMargins
        return listConfiguration.image == nil
            ? margins.leading : margins.leading + imageSize.width + listConfiguration.imageToTextPadding
    }

    private func textHeights(width: CGFloat) -> (CGFloat, CGFloat) {
        let fit = CGSize(width: width, height: .greatestFiniteMagnitude)
        let text = listConfiguration.text == nil ? 0 : textLabel.sizeThatFits(fit).height
        let secondary = listConfiguration.secondaryText == nil ? 0 : secondaryLabel.sizeThatFits(fit).height
        return (text, secondary)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let margins = listConfiguration.directionalLayoutMargins
        let width = max(0, size.width - textStart - margins.trailing)
        let (text, secondary) = textHeights(width: width)
        let content: CGFloat
        if listConfiguration.prefersSideBySideTextAndSecondaryText {
            content = max(text, secondary)
        } else {
            content = text + secondary + (text > 0 && secondary > 0 ? listConfiguration.textToSecondaryTextPadding : 0)
        }
        let height = max(content, imageSize.height) + margins.top + margins.bottom
        return CGSize(width: size.width, height: max(44, height.rounded(.up)))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let margins = listConfiguration.directionalLayoutMargins
        let image = imageSize
        imageView.frame = CGRect(
            x: margins.leading, y: ((bounds.height - image.height) / 2).rounded(), width: image.width,
            height: image.height)
        let start = textStart
        let width = max(0, bounds.width - start - margins.trailing)
        if listConfiguration.prefersSideBySideTextAndSecondaryText {
            layoutSideBySide(start: start, width: width)
            return mirrorIfRightToLeft()
        }
        let (text, secondary) = textHeights(width: width)
        let gap = text > 0 && secondary > 0 ? listConfiguration.textToSecondaryTextPadding : 0
        var y = ((bounds.height - text - secondary - gap) / 2).rounded()
        textLabel.frame = CGRect(x: start, y: y, width: width, height: text)
        y += text + gap
        secondaryLabel.frame = CGRect(x: start, y: y, width: width, height: secondary)
        mirrorIfRightToLeft()
    }

    /// The directional margins put leading at the right: the left-to-right
    /// layout is mirrored (image at the right, texts aligned right through `.natural`).
    private func mirrorIfRightToLeft() {
        guard isRightToLeft else { return }
        mirrorHorizontally([imageView, textLabel, secondaryLabel])
    }

    private func layoutSideBySide(start: CGFloat, width: CGFloat) {
        let fit = CGSize(width: width, height: bounds.height)
        let secondaryWidth =
            listConfiguration.secondaryText == nil ? 0 : min(secondaryLabel.sizeThatFits(fit).width, width / 2)
        let textWidth = max(0, width - secondaryWidth - (secondaryWidth > 0 ? 8 : 0))
        textLabel.frame = CGRect(x: start, y: 0, width: textWidth, height: bounds.height)
        secondaryLabel.frame = CGRect(
            x: start + width - secondaryWidth, y: 0, width: secondaryWidth, height: bounds.height)
    }
}
