import Foundation

/// Where a text field's one line is scrolled to, and the geometry of its
/// offsets. Scrolling is kept as the first visible Character (not a pixel
/// offset), so every measurement covers about one field's width of text:
/// a line of 100,000 Characters costs what a short one does, apart from
/// finding the offsets in the string.
@MainActor
struct SingleLineTextLayout {
    /// The first Character shown at the left edge.
    private(set) var firstVisible = 0
    var font: UIFont
    /// Secure entry shows one bullet per Character.
    var isSecure = false

    static let bullet = "\u{2022}"

    /// The text shown for `range` (bullets when secure).
    func displayText(_ storage: TextStorage, _ range: Range<Int>) -> String {
        isSecure ? String(repeating: Self.bullet, count: range.count) : storage.substring(range)
    }

    func width(_ storage: TextStorage, _ range: Range<Int>) -> CGFloat {
        let range = storage.clamp(range)
        return range.isEmpty ? 0 : TextMeasurer(font: font).width(displayText(storage, range))
    }

    /// At most this many Characters fit in `width` (no glyph is narrower than a fifth of an em).
    func capacity(_ width: CGFloat) -> Int {
        Int(saturating: max(width, 0) / max(font.pointSize * 0.2, 0.5), rounding: .up) + 2
    }

    /// The Characters shown in a field `width` wide.
    func visibleRange(_ storage: TextStorage, width: CGFloat) -> Range<Int> {
        let end = min(storage.count, firstVisible + capacity(width))
        return min(firstVisible, end)..<end
    }

    /// The x of `offset` from the left of the first visible Character.
    func x(of offset: Int, in storage: TextStorage) -> CGFloat {
        let offset = min(max(offset, 0), storage.count)
        return offset >= firstVisible
            ? width(storage, firstVisible..<offset) : -width(storage, offset..<firstVisible)
    }

    /// The offset nearest to `x` (from the left of the first visible Character).
    func offset(at x: CGFloat, in storage: TextStorage, width visibleWidth: CGFloat) -> Int {
        let range = visibleRange(storage, width: visibleWidth)
        guard x > 0, !range.isEmpty else { return range.lowerBound }
        var low = range.lowerBound, high = range.upperBound
        // Largest `low` whose prefix ends at or before x.
        while low < high {
            let mid = (low + high + 1) / 2
            if width(storage, range.lowerBound..<mid) <= x { low = mid } else { high = mid - 1 }
        }
        guard low < range.upperBound else { return low }
        let left = width(storage, range.lowerBound..<low), right = width(storage, range.lowerBound..<low + 1)
        return x - left < right - x ? low : low + 1
    }

    /// Scrolls so `caret` shows in a field `width` wide, and so no space is
    /// left empty on the right while text is hidden on the left.
    /// A caret outside the text is taken at the nearest end (the layout never
    /// forms a range from an offset the text does not have).
    mutating func scrollToShow(caret: Int, in storage: TextStorage, width: CGFloat) {
        let room = max(width - 2, 1)
        let caret = min(max(caret, 0), storage.count)
        firstVisible = min(firstVisible, storage.count)
        if caret < firstVisible {
            firstVisible = caret
        } else if caret - firstVisible > capacity(room) || self.width(storage, firstVisible..<caret) > room {
            firstVisible = firstFitting(endingAt: caret, in: storage, room: room)
        }
        let end = storage.count
        if firstVisible > 0, end - firstVisible <= capacity(room), self.width(storage, firstVisible..<end) < room {
            firstVisible = min(firstVisible, firstFitting(endingAt: end, in: storage, room: room))
        }
    }

    mutating func reset() { firstVisible = 0 }

    /// The smallest start whose text up to `end` fits in `room`.
    private func firstFitting(endingAt end: Int, in storage: TextStorage, room: CGFloat) -> Int {
        var low = max(0, end - capacity(room)), high = end
        while low < high {
            let mid = (low + high) / 2
            if width(storage, mid..<end) <= room { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
