import Foundation

/// The views a configured `UIButton` shows besides its title label and image
/// view — a rounded background, a subtitle label and an activity indicator —
/// and the drawing of a resolved `UIButton.Configuration` onto all of them.
@MainActor
final class ButtonConfigurationParts {
    private unowned let button: UIButton
    let backgroundView = UIView(frame: .zero)
    let subtitleLabel = UILabel(frame: .zero)
    let activityIndicator = UIActivityIndicatorView(style: .medium)
    private weak var titleLabel: UILabel?
    private weak var imageView: UIImageView?
    private var shown: UIButton.Configuration?
    private var installed = false

    init(in button: UIButton) { self.button = button }

    private func install() {
        guard !installed else { return }
        installed = true
        backgroundView.isUserInteractionEnabled = false
        subtitleLabel.textAlignment = .center
        button.insertSubview(backgroundView, at: 0)
        button.addSubview(subtitleLabel)
        button.addSubview(activityIndicator)
    }

    /// Back to a classic button: the configuration's views go.
    func remove() {
        guard installed else { return }
        installed = false
        shown = nil
        backgroundView.removeFromSuperview()
        subtitleLabel.removeFromSuperview()
        activityIndicator.stopAnimating()
        activityIndicator.removeFromSuperview()
        titleLabel?.alpha = 1
        imageView?.alpha = 1
    }

    /// Draws `configuration` (already resolved for the state) onto the parts.
    func apply(_ configuration: UIButton.Configuration, title: UILabel, image: UIImageView) {
        install()
        shown = configuration
        titleLabel = title
        imageView = image
        let foreground = configuration.foregroundColor(tint: button.tintColor ?? .systemBlue, state: button.state)
        applyTitles(configuration, title: title, color: foreground)
        applyImage(configuration, to: image, color: foreground)
        backgroundView.backgroundColor = configuration.backgroundColor(
            tint: button.tintColor ?? .systemBlue, state: button.state)
        title.alpha = 1
        image.alpha = 1
    }

    private func applyTitles(_ configuration: UIButton.Configuration, title: UILabel, color: UIColor) {
        title.text = configuration.title
        title.font = configuration.titleFont
        title.textColor = color
        subtitleLabel.text = configuration.subtitle
        subtitleLabel.font = configuration.subtitleFont
        subtitleLabel.textColor = color
        subtitleLabel.isHidden = (configuration.subtitle ?? "").isEmpty
        let alignment = textAlignment(configuration)
        title.textAlignment = alignment
        subtitleLabel.textAlignment = alignment
    }

    private func applyImage(_ configuration: UIButton.Configuration, to view: UIImageView, color: UIColor) {
        view.tintColor = color
        view.image = configuration.showsActivityIndicator ? nil : symbolSized(configuration)
        activityIndicator.color = color
        if configuration.showsActivityIndicator {
            activityIndicator.startAnimating()
        } else {
            activityIndicator.stopAnimating()
        }
    }

    /// A symbol image takes the preferred symbol configuration, or one that matches the title's size.
    private func symbolSized(_ configuration: UIButton.Configuration) -> UIImage? {
        guard let image = configuration.image, image.isSymbolImage else { return configuration.image }
        let matching = UIImage.SymbolConfiguration(pointSize: configuration.titleFont.pointSize)
        let preferred = configuration.preferredSymbolConfigurationForImage
        if image.symbolConfiguration != .unspecified, preferred == nil { return image }
        return image.withConfiguration(matching.applying(image.symbolConfiguration).applying(preferred))
    }

    /// `.automatic` centres titles over or under an image and leads them beside one, as UIKit.
    private func textAlignment(_ configuration: UIButton.Configuration) -> NSTextAlignment {
        switch configuration.titleAlignment {
        case .leading: .left
        case .trailing: .right
        case .center: .center
        case .automatic:
            configuration.imagePlacement == .top || configuration.imagePlacement == .bottom ? .center : .left
        }
    }

    private var layoutModel: ButtonConfigurationLayout? {
        guard let shown, let titleLabel, let imageView else { return nil }
        let titleSize = (titleLabel.text ?? "").isEmpty ? CGSize.zero : titleLabel.intrinsicContentSize
        let subtitleSize = subtitleLabel.isHidden ? CGSize.zero : subtitleLabel.intrinsicContentSize
        let imageSize = shown.showsActivityIndicator ? activityIndicator.intrinsicContentSize : (imageView.image?.size ?? .zero)
        return ButtonConfigurationLayout(
            imageSize: imageSize, titleSize: titleSize, subtitleSize: subtitleSize,
            imagePlacement: shown.imagePlacement, imagePadding: shown.imagePadding, titlePadding: shown.titlePadding,
            insets: shown.contentInsets)
    }

    /// The content plus the insets.
    var fittingSize: CGSize { layoutModel?.fittingSize ?? .zero }

    /// Places the parts in the button's bounds and rounds the background.
    func layout(
        in bounds: CGRect, horizontal: UIControl.ContentHorizontalAlignment,
        vertical: UIControl.ContentVerticalAlignment
    ) {
        guard let model = layoutModel, let shown else { return }
        backgroundView.frame = bounds
        backgroundView.layer.cornerRadius = shown.cornerRadius(height: bounds.height)
        let alignment = titleLabel?.textAlignment ?? .center
        let frames = model.frames(
            in: bounds, horizontal: horizontal, vertical: vertical, alignment: alignment,
            rightToLeft: button.isRightToLeft)
        imageView?.frame = shown.showsActivityIndicator ? .zero : frames.image
        activityIndicator.frame = shown.showsActivityIndicator ? frames.image : .zero
        titleLabel?.frame = frames.title
        subtitleLabel.frame = frames.subtitle
    }
}
