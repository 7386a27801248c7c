import Foundation
import Testing
@testable import SDLViews
import SDLViewsTesting

@MainActor
@Suite struct LabelTests {
    @Test func defaultsMatchUIKit() {
        let label = UILabel()
        #expect(label.font == UIFont.systemFont(ofSize: 17))
        #expect(label.textColor == .label)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.isUserInteractionEnabled == false)
        #expect(label.contentMode == .redraw)
        label.textColor = nil
        #expect(label.textColor == .label)
    }

    @Test func intrinsicSizeIsTheTextSizeRoundedUp() {
        let label = UILabel()
        label.text = "Hello"
        let size = label.intrinsicContentSize
        #expect(size.height == label.font.lineHeight)
        #expect(size.width == size.width.rounded(.up))
        #expect(size.width > 30 && size.width < 60)
        label.sizeToFit()
        #expect(label.bounds.size == size)
    }

    /// UIKit's automatic `preferredMaxLayoutWidth`: a multi-line label laid
    /// out by Auto Layout at a width its text does not fit grows to the
    /// height of its wrapped lines in the same layout pass.
    @Test func aWrappingLabelUnderAutoLayoutTakesTheHeightOfItsLines() throws {
        let screen = try HeadlessScreen(width: 400, height: 300)
        let single = UILabel()
        single.text = "One line"
        let wrapping = UILabel()
        wrapping.text = "A sentence long enough to wrap onto a second line at two hundred points."
        wrapping.numberOfLines = 0
        let stack = UIStackView(arrangedSubviews: [single, wrapping])
        stack.axis = .vertical
        stack.translatesAutoresizingMaskIntoConstraints = false
        screen.window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: screen.window.leadingAnchor, constant: 10),
            stack.topAnchor.constraint(equalTo: screen.window.topAnchor, constant: 10),
            stack.widthAnchor.constraint(equalToConstant: 200),
        ])
        screen.advance(by: 1.0 / 60)
        let lines = (wrapping.bounds.height / single.bounds.height).rounded()
        #expect(wrapping.bounds.width == 200)
        #expect(lines >= 2 && lines == (wrapping.sizeThatFits(CGSize(width: 200, height: 1000)).height / single.bounds.height).rounded())
        #expect(wrapping.preferredMaxLayoutWidth == 0)
    }

    @Test func wrappingLabelsFitTheWidth() {
        let label = UILabel()
        label.text = "one two three four five six"
        label.numberOfLines = 0
        let narrow = label.sizeThatFits(CGSize(width: 80, height: CGFloat.greatestFiniteMagnitude))
        #expect(narrow.width <= 80)
        #expect(narrow.height >= 3 * label.font.lineHeight)
        label.numberOfLines = 2
        let two = label.sizeThatFits(CGSize(width: 80, height: CGFloat.greatestFiniteMagnitude))
        #expect(two.height == 2 * label.font.lineHeight)
    }

    @Test func textChangeRedrawsAndMovingDoesNot() throws {
        let screen = try HeadlessScreen(width: 120, height: 40)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.text = "A"
        screen.window.addSubview(label)
        screen.advance(by: 0.016)
        let first = label.layer.contents as? CGImage
        #expect(first != nil)
        label.center = CGPoint(x: 70, y: 25)
        label.alpha = 0.5
        screen.advance(by: 0.016)
        #expect(label.layer.contents as? CGImage === first)
        label.text = "B"
        screen.advance(by: 0.016)
        #expect(label.layer.contents as? CGImage !== first)
        label.bounds.size = CGSize(width: 60, height: 40)
        screen.advance(by: 0.016)
        #expect((label.layer.contents as? CGImage)?.width == 60)
    }

    @Test func emptyTextHasNoContents() throws {
        let screen = try HeadlessScreen(width: 50, height: 20)
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        label.text = "x"
        screen.window.addSubview(label)
        screen.advance(by: 0.016)
        label.text = ""
        screen.advance(by: 0.016)
        #expect(label.layer.contents == nil)
    }

    @Test func labelGolden() throws {
        let screen = try HeadlessScreen(width: 160, height: 60)
        let label = UILabel(frame: CGRect(x: 5, y: 5, width: 150, height: 50))
        label.text = "Hello, SDLViews and a long tail"
        label.textAlignment = .center
        label.numberOfLines = 2
        label.textColor = .systemBlue
        screen.window.addSubview(label)
        screen.advance(by: 0.016)
        let result = GoldenImage.compare(
            screen.snapshot(), named: "label-two-lines-centered", in: CompositorTests.goldenDirectory)
        #expect(result.matches, "\(result)")
    }
}
