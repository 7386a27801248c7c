import Foundation

/// UIKit's `UIRefreshControl`: pull-to-refresh for a scroll view (set it as
/// the scroll view's `refreshControl`). Pulling the content down past the
/// trigger distance while dragging starts refreshing: the spinner turns, the
/// control sends `.valueChanged`, and the scroll view keeps room for it above
/// the content until the app calls `endRefreshing()`. `beginRefreshing()`
/// shows it from code without sending `.valueChanged`, as UIKit's.
///
/// Differences from UIKit: the title shows under the spinner as plain text.
@MainActor
open class UIRefreshControl: UIControl {
    /// The room the control takes above the content while refreshing.
    static let height: CGFloat = 60
    /// How far past the top the content must be pulled to start refreshing.
    static let triggerDistance: CGFloat = 100

    private let spinner = UIActivityIndicatorView(style: .medium)
    private let titleLabel = UILabel()
    weak var scrollView: UIScrollView?

    public init() {
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: Self.height))
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    /// Whether a refresh is under way (from a pull or `beginRefreshing()`).
    open private(set) var isRefreshing = false

    /// Text under the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet {
            titleLabel.text = attributedTitle?.string
            setNeedsLayout()
        }
    }

    /// Shows the control refreshing (no `.valueChanged`, as UIKit's); the
    /// scroll view makes room for it, scrolling to show it when at the top.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        startRefreshing()
        guard let scrollView, !scrollView.isDragging else { return }
        let top = -scrollView.adjustedContentInset.top
        if scrollView.contentOffset.y <= top + Self.height {
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: top), animated: true)
        }
    }

    /// Ends the refresh: the spinner stops and the room above the content
    /// closes (animated, as UIKit's).
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        spinner.stopAnimating()
        guard let scrollView else { return }
        let wasAtTop = scrollView.contentOffset.y <= -scrollView.adjustedContentInset.top + 1
        scrollView.setRefreshInset(0)
        if wasAtTop && !scrollView.isDragging {
            let top = -scrollView.adjustedContentInset.top
            scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: top), animated: true)
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let titleHeight: CGFloat = titleLabel.text == nil ? 0 : 18
        spinner.center = CGPoint(x: bounds.midX, y: ((bounds.height - titleHeight) / 2).rounded())
        titleLabel.frame = CGRect(x: 0, y: bounds.height - titleHeight - 4, width: bounds.width, height: titleHeight)
    }

    private func setUp() {
        spinner.hidesWhenStopped = false
        spinner.alpha = 0
        addSubview(spinner)
        titleLabel.font = .systemFont(ofSize: 13)
        titleLabel.textColor = .secondaryLabel
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
    }

    private func startRefreshing() {
        isRefreshing = true
        spinner.alpha = 1
        spinner.startAnimating()
        scrollView?.setRefreshInset(Self.height)
    }

    /// The scroll view moved: the control sits above the content, fades in
    /// with the pull, and a drag past the trigger distance starts a refresh.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        frame = CGRect(x: 0, y: -Self.height, width: scrollView.bounds.width, height: Self.height)
        let pulled = -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
        if !isRefreshing { spinner.alpha = max(0, min(1, pulled / Self.triggerDistance)) }
        guard !isRefreshing, scrollView.isDragging, pulled >= Self.triggerDistance else { return }
        startRefreshing()
        sendActions(for: .valueChanged)
    }
}
