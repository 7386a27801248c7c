import SDLViews

/// A sample's dark header: the back button at the leading edge and the title
/// beside it, laid out by hand in the header's layout direction (mirrored
/// right to left: back at the right, "Back ›", the title aligned right by
/// `.natural`), so F6 or `SDLVIEWS_LAYOUT_DIRECTION=rtl` mirrors it.
@MainActor
final class SampleHeaderView: UIView {
    private let back: BackButton
    private let title: UILabel

    init(frame: CGRect, back: BackButton, title: UILabel) {
        self.back = back
        self.title = title
        super.init(frame: frame)
        backgroundColor = SampleTheme.header
        autoresizingMask = [.flexibleWidth]
        addSubview(back)
        addSubview(title)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        back.frame = CGRect(x: rightToLeft ? bounds.width - 102 : 12, y: 12, width: 90, height: 24)
        title.frame = CGRect(x: rightToLeft ? 12 : 112, y: 10, width: max(bounds.width - 124, 0), height: 28)
        back.showChevron(pointingRight: rightToLeft)
    }
}
