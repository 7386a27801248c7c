import Foundation

/// The compositional layout's scroll direction as a main axis (sections and groups follow each
/// other along it) and a cross axis (an orthogonal section scrolls along it).
struct CompositionalAxis {
    let vertical: Bool

    init(_ direction: UICollectionView.ScrollDirection) {
        vertical = direction == .vertical
    }

    func main(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
    func cross(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
    func main(_ point: CGPoint) -> CGFloat { vertical ? point.y : point.x }
    func cross(_ point: CGPoint) -> CGFloat { vertical ? point.x : point.y }

    func point(main: CGFloat, cross: CGFloat) -> CGPoint {
        vertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
    }

    func size(main: CGFloat, cross: CGFloat) -> CGSize {
        vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
    }

    /// The rectangle spanning `main` along the main axis and `cross` across it.
    func rect(main: ClosedRange<CGFloat>, cross: ClosedRange<CGFloat>) -> CGRect {
        CGRect(
            origin: point(main: main.lowerBound, cross: cross.lowerBound),
            size: size(main: main.upperBound - main.lowerBound, cross: cross.upperBound - cross.lowerBound))
    }

    func minMain(_ rect: CGRect) -> CGFloat { vertical ? rect.minY : rect.minX }
    func maxMain(_ rect: CGRect) -> CGFloat { vertical ? rect.maxY : rect.maxX }

    /// Section insets as (main start, main end, cross start, cross end).
    func insets(_ insets: NSDirectionalEdgeInsets) -> (mainStart: CGFloat, mainEnd: CGFloat, crossStart: CGFloat, crossEnd: CGFloat) {
        vertical
            ? (insets.top, insets.bottom, insets.leading, insets.trailing)
            : (insets.leading, insets.trailing, insets.top, insets.bottom)
    }

    /// An alignment's edge along the main axis (-1 start, 1 end, 0 neither) and across it.
    func mainEdge(_ alignment: NSRectAlignment) -> Int { vertical ? alignment.vertical : alignment.horizontal }
    func crossEdge(_ alignment: NSRectAlignment) -> Int { vertical ? alignment.horizontal : alignment.vertical }
}
