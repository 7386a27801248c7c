import Foundation
import Testing
@testable import SDLViews

@MainActor
@Suite struct AutoresizingTests {
    private func child(_ mask: UIView.AutoresizingMask, in parent: UIView) -> UIView {
        let view = UIView(frame: CGRect(x: 20, y: 10, width: 60, height: 30))
        view.autoresizingMask = mask
        parent.addSubview(view)
        return view
    }

    @Test func flexibleWidthTakesTheWholeChange() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let view = child([.flexibleWidth], in: parent)
        parent.frame.size = CGSize(width: 150, height: 50)
        #expect(view.frame == CGRect(x: 20, y: 10, width: 110, height: 30))
    }

    @Test func flexibleMarginsShareInProportion() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        // Left margin 20, right margin 20: equal shares of +40.
        let view = child([.flexibleLeftMargin, .flexibleRightMargin], in: parent)
        parent.frame.size = CGSize(width: 140, height: 50)
        #expect(view.frame == CGRect(x: 40, y: 10, width: 60, height: 30))
    }

    @Test func allThreeFlexiblePartsShareByLength() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        // Left 20, width 60, right 20 share +100 as 20 : 60 : 20.
        let view = child([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], in: parent)
        parent.frame.size = CGSize(width: 200, height: 50)
        #expect(view.frame == CGRect(x: 40, y: 10, width: 120, height: 30))
    }

    @Test func fixedViewsStayAndHeightFollows() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let fixed = child([], in: parent)
        let tall = child([.flexibleHeight, .flexibleTopMargin], in: parent)
        parent.frame.size = CGSize(width: 100, height: 90)
        #expect(fixed.frame == CGRect(x: 20, y: 10, width: 60, height: 30))
        // Top margin 10 and height 30 share +40 as 10 : 30.
        #expect(tall.frame == CGRect(x: 20, y: 20, width: 60, height: 60))
    }

    /// A view laid out by constraints ignores its mask, as in UIKit, and a
    /// masked sibling after any number of such views still follows its own.
    @Test func constraintBasedSubviewsIgnoreTheirMaskButSiblingsFollowTheirs() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let byConstraints = (0..<3).map { _ in child([.flexibleWidth], in: parent) }
        for view in byConstraints { view.translatesAutoresizingMaskIntoConstraints = false }
        let masked = child([.flexibleWidth], in: parent)
        parent.frame.size = CGSize(width: 150, height: 50)
        #expect(byConstraints.allSatisfy { $0.frame == CGRect(x: 20, y: 10, width: 60, height: 30) })
        #expect(masked.frame == CGRect(x: 20, y: 10, width: 110, height: 30))
    }

    @Test func autoresizesSubviewsFalseStopsIt() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        parent.autoresizesSubviews = false
        let view = child([.flexibleWidth], in: parent)
        parent.frame.size = CGSize(width: 150, height: 50)
        #expect(view.frame.width == 60)
    }

    @Test func resizingCascadesDownTheTree() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let middle = UIView(frame: parent.bounds)
        middle.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 100))
        leaf.autoresizingMask = [.flexibleWidth]
        parent.addSubview(middle)
        middle.addSubview(leaf)
        parent.frame.size = CGSize(width: 200, height: 100)
        #expect(middle.frame.width == 200)
        #expect(leaf.frame.width == 150)
    }
}
