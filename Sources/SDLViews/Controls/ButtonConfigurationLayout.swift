import Foundation

/// Where a configured button's parts go: the image (or activity indicator)
/// on the `imagePlacement` side of the title block, `imagePadding` between
/// them, the subtitle `titlePadding` under the title, all inside
/// `contentInsets` and placed by the control's content alignment.
struct ButtonConfigurationLayout {
    var imageSize: CGSize
    var titleSize: CGSize
    var subtitleSize: CGSize
    var imagePlacement: NSDirectionalRectEdge
    var imagePadding: CGFloat
    var titlePadding: CGFloat
    var insets: NSDirectionalEdgeInsets

    private var hasImage: Bool { imageSize.width > 0 && imageSize.height > 0 }
    private var hasTitles: Bool { titleSize.height > 0 || subtitleSize.height > 0 }
    private var stacksVertically: Bool { imagePlacement == .top || imagePlacement == .bottom }

    /// The title and subtitle stacked.
    var titleBlock: CGSize {
        let gap = titleSize.height > 0 && subtitleSize.height > 0 ? titlePadding : 0
        return CGSize(
            width: max(titleSize.width, subtitleSize.width), height: titleSize.height + gap + subtitleSize.height)
    }

    private var gap: CGFloat { hasImage && hasTitles ? imagePadding : 0 }

    /// The image and the title block together.
    var contentSize: CGSize {
        let block = titleBlock
        if stacksVertically {
            return CGSize(width: max(imageSize.width, block.width), height: imageSize.height + gap + block.height)
        }
        return CGSize(width: imageSize.width + gap + block.width, height: max(imageSize.height, block.height))
    }

    /// The content plus the insets: the button's intrinsic size.
    var fittingSize: CGSize {
        let content = contentSize
        return CGSize(
            width: (content.width + insets.leading + insets.trailing).rounded(.up),
            height: (content.height + insets.top + insets.bottom).rounded(.up))
    }

    /// The frames of the image, title and subtitle in `bounds`; titles aligned
    /// by `alignment`. Right to left, as UIKit's, leading is the right: the
    /// image of a `.leading` placement, the leading inset and `.leading`
    /// content alignment go to the right, while `.left` and `.right` stay physical.
    func frames(
        in bounds: CGRect, horizontal: UIControl.ContentHorizontalAlignment,
        vertical: UIControl.ContentVerticalAlignment, alignment: NSTextAlignment, rightToLeft: Bool
    ) -> (image: CGRect, title: CGRect, subtitle: CGRect) {
        guard rightToLeft else { return frames(in: bounds, horizontal: horizontal, vertical: vertical, alignment: alignment) }
        // The left-to-right layout of the physically swapped alignments, mirrored.
        let swapped = frames(
            in: bounds, horizontal: Self.physicallySwapped(horizontal), vertical: vertical,
            alignment: Self.physicallySwapped(alignment))
        func mirrored(_ frame: CGRect) -> CGRect {
            CGRect(x: bounds.minX + bounds.maxX - frame.maxX, y: frame.minY, width: frame.width, height: frame.height)
        }
        return (mirrored(swapped.image), mirrored(swapped.title), mirrored(swapped.subtitle))
    }

    private static func physicallySwapped(_ alignment: UIControl.ContentHorizontalAlignment) -> UIControl.ContentHorizontalAlignment {
        switch alignment {
        case .left: .right
        case .right: .left
        default: alignment
        }
    }

    private static func physicallySwapped(_ alignment: NSTextAlignment) -> NSTextAlignment {
        switch alignment {
        case .left: .right
        case .right: .left
        default: alignment
        }
    }

    /// The left-to-right frames.
    private func frames(
        in bounds: CGRect, horizontal: UIControl.ContentHorizontalAlignment,
        vertical: UIControl.ContentVerticalAlignment, alignment: NSTextAlignment
    ) -> (image: CGRect, title: CGRect, subtitle: CGRect) {
        let area = CGRect(
            x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
            width: max(0, bounds.width - insets.leading - insets.trailing),
            height: max(0, bounds.height - insets.top - insets.bottom))
        let content = contentSize
        let origin = CGPoint(x: originX(content.width, in: area, horizontal), y: originY(content.height, in: area, vertical))
        let box = CGRect(origin: origin, size: content)
        let (imageFrame, block) = split(box)
        let title = CGRect(
            x: alignedX(titleSize.width, in: block, alignment), y: block.minY, width: titleSize.width,
            height: titleSize.height)
        let subtitleY = block.maxY - subtitleSize.height
        let subtitle = CGRect(
            x: alignedX(subtitleSize.width, in: block, alignment), y: subtitleY, width: subtitleSize.width,
            height: subtitleSize.height)
        return (imageFrame, title, subtitle)
    }

    /// The image's frame and the title block's frame inside the content box.
    private func split(_ box: CGRect) -> (CGRect, CGRect) {
        let block = titleBlock
        switch imagePlacement {
        case .top:
            return (centeredX(imageSize, in: box, y: box.minY),
                    centeredX(block, in: box, y: box.minY + imageSize.height + gap))
        case .bottom:
            return (centeredX(imageSize, in: box, y: box.maxY - imageSize.height), centeredX(block, in: box, y: box.minY))
        case .trailing:
            return (centeredY(imageSize, in: box, x: box.maxX - imageSize.width), centeredY(block, in: box, x: box.minX))
        default:
            return (centeredY(imageSize, in: box, x: box.minX),
                    centeredY(block, in: box, x: box.minX + imageSize.width + gap))
        }
    }

    private func centeredX(_ size: CGSize, in box: CGRect, y: CGFloat) -> CGRect {
        CGRect(x: box.minX + ((box.width - size.width) / 2).rounded(), y: y, width: size.width, height: size.height)
    }

    private func centeredY(_ size: CGSize, in box: CGRect, x: CGFloat) -> CGRect {
        CGRect(x: x, y: box.minY + ((box.height - size.height) / 2).rounded(), width: size.width, height: size.height)
    }

    private func alignedX(_ width: CGFloat, in block: CGRect, _ alignment: NSTextAlignment) -> CGFloat {
        switch alignment {
        case .left, .natural, .justified: block.minX
        case .right: block.maxX - width
        case .center: block.minX + ((block.width - width) / 2).rounded()
        }
    }

    private func originX(_ width: CGFloat, in area: CGRect, _ alignment: UIControl.ContentHorizontalAlignment) -> CGFloat {
        switch alignment {
        case .left, .leading, .fill: area.minX
        case .right, .trailing: area.maxX - width
        case .center: area.minX + ((area.width - width) / 2).rounded()
        }
    }

    private func originY(_ height: CGFloat, in area: CGRect, _ alignment: UIControl.ContentVerticalAlignment) -> CGFloat {
        switch alignment {
        case .top, .fill: area.minY
        case .bottom: area.maxY - height
        case .center: area.minY + ((area.height - height) / 2).rounded()
        }
    }
}
