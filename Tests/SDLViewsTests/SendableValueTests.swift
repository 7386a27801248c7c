import Foundation
import Testing
@testable import SDLViews

/// Types that claim `Sendable` hold up when threads share them.
@Suite struct SendableValueTests {
    @Test func twoThreadsAppendingToOnePathKeepEveryElement() {
        let path = CGMutablePath()
        path.move(to: .zero)
        let perThread = 20_000
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            for i in 0..<perThread { path.addLine(to: CGPoint(x: Double(i), y: Double(thread))) }
        }
        let elements = path.elements
        #expect(elements.count == 1 + 2 * perThread)
        for thread in 0..<2 {
            let xs = elements.compactMap { element -> CGFloat? in
                guard case .line(let p) = element, p.y == CGFloat(thread) else { return nil }
                return p.x
            }
            #expect(xs == (0..<perThread).map { CGFloat($0) }, "each thread's lines in its own order")
        }
    }

    @Test func aParagraphStyleChangedOnOneThreadReadsWholeOnAnother() {
        let style = NSMutableParagraphStyle()
        DispatchQueue.concurrentPerform(iterations: 2) { thread in
            for i in 0..<10_000 {
                if thread == 0 {
                    style.lineSpacing = CGFloat(i % 7)
                } else {
                    #expect(style.lineSpacing >= 0 && style.lineSpacing < 7)
                }
            }
        }
        style.alignment = .center
        #expect(style.alignment == .center && style.mutableCopy().alignment == .center)
    }
}
