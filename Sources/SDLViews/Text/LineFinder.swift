/// How a text view finds one wrapped line: from `start` in `chars`, the
/// Characters the line shows and where the next line starts (after spaces
/// hung at the wrap). The incremental layout (`ParagraphLines`) asks only
/// this, one line at a time, so a shaping engine (issue 39) replaces the
/// measuring here without touching how lines are cached and re-synchronised.
@MainActor
protocol LineFinding {
    /// Nil when `chars` ends before the line can be decided and `textEnds` is
    /// false (more of the paragraph is needed); the caller passes more text.
    mutating func nextLine(in chars: [Character], from start: Int, textEnds: Bool) -> (line: Range<Int>, next: Int)?
}

/// UILabel's word wrapping (`LineBreaker`'s rules: wrap at the last space
/// that fits, break a word wider than the line between Characters, hang the
/// spaces at a wrap) measured with `TextMeasurer`. The search for the longest
/// fitting prefix starts from the previous line's length, so a line costs a
/// few measurements instead of a gallop from one Character.
@MainActor
struct WordWrapLineFinder: LineFinding {
    let measurer: TextMeasurer
    let maxWidth: CGFloat
    /// The last line's fitting length: the next line's first guess.
    private var hint: Int

    init(font: UIFont, maxWidth: CGFloat, hint: Int) {
        measurer = TextMeasurer(font: font)
        self.maxWidth = maxWidth
        self.hint = max(hint, 1)
    }

    mutating func nextLine(in chars: [Character], from start: Int, textEnds: Bool) -> (line: Range<Int>, next: Int)? {
        let remaining = chars.count - start
        guard remaining > 0 else { return textEnds ? (start..<start, start) : nil }
        var text = CharacterPrefixes(chars, from: start)
        let fitting = max(1, largestFitting(upTo: remaining) { measurer.width(text.prefix($0)) <= maxWidth })
        hint = fitting
        let end = start + fitting
        if end == chars.count { return textEnds ? (start..<end, end) : nil }
        guard let space = (start + 1...end).last(where: { chars[$0] == " " }) else { return (start..<end, end) }
        var lineEnd = space
        while lineEnd > start + 1 && chars[lineEnd - 1] == " " { lineEnd -= 1 }
        var next = space + 1
        while next < chars.count && chars[next] == " " { next += 1 }
        if next == chars.count && !textEnds { return nil }
        return (start..<lineEnd, next)
    }

    /// The largest `k` in 1...`upper` that fits (1 if none does), searching
    /// outwards from `hint` and then bisecting.
    private func largestFitting(upTo upper: Int, _ fits: (Int) -> Bool) -> Int {
        let guess = min(hint, upper)
        var low: Int, high: Int  // fits(low) or low == 0; high == upper + 1 or !fits(high)
        if fits(guess) {
            low = guess
            var step = max(guess / 8, 1)
            high = low + step
            while high <= upper && fits(high) {
                low = high
                step *= 2
                high = low + step
            }
            high = min(high, upper + 1)
        } else {
            high = guess
            var step = max(guess / 8, 1)
            low = high - step
            while low > 0 && !fits(low) {
                high = low
                step *= 2
                low = high - step
            }
            low = max(low, 0)
        }
        while high - low > 1 {
            let mid = (low + high) / 2
            if fits(mid) { low = mid } else { high = mid }
        }
        return low
    }
}

/// The prefixes of `chars[start...]` as Strings, made from one buffer of their
/// UTF-8 bytes that grows as longer prefixes are asked: each Character is
/// encoded once per line, where `String(chars[range])` appended every
/// Character of every prefix measured again.
struct CharacterPrefixes {
    private let chars: [Character]
    private let start: Int
    private var bytes: [UInt8] = []
    /// `ends[k]`: the bytes of the first `k` Characters.
    private var ends: [Int] = [0]

    init(_ chars: [Character], from start: Int) {
        self.chars = chars
        self.start = start
    }

    /// The first `count` Characters (clamped to those there are).
    mutating func prefix(_ count: Int) -> String {
        let count = min(max(count, 0), chars.count - start)
        while ends.count <= count {
            bytes.append(contentsOf: chars[start + ends.count - 1].utf8)
            ends.append(bytes.count)
        }
        let end = ends[count]
        return bytes.withUnsafeBufferPointer {
            String(decoding: UnsafeBufferPointer(rebasing: $0[..<end]), as: UTF8.self)
        }
    }
}
