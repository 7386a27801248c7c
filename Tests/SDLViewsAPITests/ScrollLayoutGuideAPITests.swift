import Foundation
import SDLViews
import SDLViewsTesting
import Testing

/// A scrolling form laid out the way iOS code does it since iOS 11: a stack
/// pinned to the content guide, its width tied to the frame guide.
@MainActor
@Suite struct ScrollLayoutGuideAPITests {
    private func makeForm(rows: Int) -> (UIScrollView, UIStackView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        for _ in 0..<rows {
            let row = UIView()
            row.heightAnchor.constraint(equalToConstant: 50).isActive = true
            stack.addArrangedSubview(row)
        }
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32)
        ])
        return (scrollView, stack, root)
    }

    @Test func constraintsToTheContentGuideDecideTheContentSize() {
        let (scrollView, stack, root) = makeForm(rows: 12)
        root.layoutIfNeeded()
        // 12 rows of 50 with 11 gaps of 10, plus 20 above and below.
        #expect(stack.frame == CGRect(x: 16, y: 20, width: 288, height: 710))
        #expect(scrollView.contentSize == CGSize(width: 320, height: 750))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 750))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 480))
    }

    @Test func theContentSizeFollowsWhenTheContentGrows() {
        let (scrollView, stack, root) = makeForm(rows: 2)
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 320, height: 150))
        let row = UIView()
        row.heightAnchor.constraint(equalToConstant: 100).isActive = true
        stack.addArrangedSubview(row)
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 320, height: 260))
    }

    @Test func aViewPinnedToTheFrameGuideStaysOnScreenWhileScrolling() {
        let (scrollView, _, root) = makeForm(rows: 12)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 8),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -8),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20)
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 272, y: 8, width: 40, height: 20))
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        root.layoutIfNeeded()
        // In content coordinates it moved with the offset; on screen it did not.
        #expect(badge.frame == CGRect(x: 272, y: 208, width: 40, height: 20))
        #expect(badge.convert(badge.bounds, to: root) == CGRect(x: 272, y: 8, width: 40, height: 20))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 200, width: 320, height: 480))
    }

    @Test func withNothingConstrainingItTheContentGuideFollowsTheContentSize() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        scrollView.contentSize = CGSize(width: 600, height: 300)
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(marker)
        NSLayoutConstraint.activate([
            marker.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            marker.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10),
            marker.heightAnchor.constraint(equalToConstant: 10)
        ])
        scrollView.layoutIfNeeded()
        #expect(marker.frame == CGRect(x: 590, y: 290, width: 10, height: 10))
        #expect(scrollView.contentSize == CGSize(width: 600, height: 300))
        scrollView.contentSize = CGSize(width: 400, height: 200)
        scrollView.layoutIfNeeded()
        #expect(marker.frame == CGRect(x: 390, y: 190, width: 10, height: 10))
    }
}
