import Foundation
import SDLViews

/// A pager: a horizontal `UIScrollView` with `isPagingEnabled`. Flick or
/// drag past halfway to turn a page, use the wheel or arrow keys over it, or
/// the buttons (`setContentOffset(_:animated:)`); the caption follows
/// `scrollViewDidScroll`.
@MainActor
final class PagerSampleViewController: SampleViewController, UIScrollViewDelegate {
    static let pageCount = 5
    let pager = UIScrollView(frame: CGRect(x: 100, y: 40, width: 600, height: 400))
    private let caption = SampleTheme.label("", frame: CGRect(x: 100, y: 456, width: 300, height: 24))
    private static let colors: [UIColor] = [
        UIColor(red: 0.95, green: 0.55, blue: 0.45, alpha: 1), UIColor(red: 0.98, green: 0.78, blue: 0.4, alpha: 1),
        UIColor(red: 0.55, green: 0.8, blue: 0.55, alpha: 1), UIColor(red: 0.45, green: 0.7, blue: 0.95, alpha: 1),
        UIColor(red: 0.7, green: 0.55, blue: 0.9, alpha: 1)
    ]

    override func buildContent(in content: UIView) {
        pager.isPagingEnabled = true
        pager.delegate = self
        pager.showsHorizontalScrollIndicator = false
        let size = pager.bounds.size
        pager.contentSize = CGSize(width: size.width * CGFloat(Self.pageCount), height: size.height)
        for index in 0..<Self.pageCount {
            let page = UIView(
                frame: CGRect(x: size.width * CGFloat(index), y: 0, width: size.width, height: size.height))
            page.backgroundColor = Self.colors[index]
            let label = SampleTheme.label(
                "Page \(index + 1)", font: UIFont.boldSystemFont(ofSize: 48), color: SampleTheme.captionColor(on: Self.colors[index]),
                frame: CGRect(x: 0, y: 150, width: size.width, height: 80))
            label.textAlignment = .center
            page.addSubview(label)
            pager.addSubview(page)
        }
        content.addSubview(pager)
        content.addSubview(caption)
        content.addSubview(
            SampleButton("‹ Previous", frame: CGRect(x: 470, y: 452, width: 110, height: 32)) { [weak self] in
                self?.turn(by: -1)
            })
        content.addSubview(
            SampleButton("Next ›", frame: CGRect(x: 590, y: 452, width: 110, height: 32)) { [weak self] in
                self?.turn(by: 1)
            })
        updateCaption()
    }

    var currentPage: Int { Int((pager.contentOffset.x / pager.bounds.width).rounded()) }

    private func turn(by step: Int) {
        let page = min(max(currentPage + step, 0), Self.pageCount - 1)
        pager.setContentOffset(CGPoint(x: CGFloat(page) * pager.bounds.width, y: 0), animated: true)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { updateCaption() }

    private func updateCaption() {
        let text = "Page \(currentPage + 1) of \(Self.pageCount)"
        if caption.text != text { caption.text = text }
    }
}
