/// The wrapped lines of one paragraph, laid out only where they were needed
/// and kept across edits (the per-paragraph, per-line cache of `TextViewLayout`).
///
/// Lines come in blocks: runs of consecutive lines, each starting at a column
/// where a line starts. Between blocks, and after the last, the lines are
/// estimated from the Characters left (`perLine`). A block grows one line at
/// a time; when it reaches the next block at one of that block's line starts,
/// the two wrap the same from there on (a line depends only on the text from
/// its start), so they merge: this is how an edit re-wraps only the lines it
/// changed. A block far from every other (showing the end of a 5 MB
/// paragraph) starts at a word near the place asked for, like TextKit's
/// non-contiguous layout: its first lines may differ from a wrap from the
/// paragraph's start until the block before it grows into it.
@MainActor
final class ParagraphLines {
    struct Block {
        /// Where the first line starts (also where an empty block would).
        var anchor: Int
        /// Each line's first column and the column after its last drawn Character.
        var starts: [Int] = []
        var ends: [Int] = []
        /// Where the line after the block starts.
        var end: Int

        var count: Int { starts.count }

        /// Lines starting at or before `column` (binary search).
        func lines(startingAtOrBefore column: Int) -> Int {
            var low = 0, high = starts.count
            while low < high {
                let mid = (low + high) / 2
                if starts[mid] <= column { low = mid + 1 } else { high = mid }
            }
            return low
        }
    }

    /// Where a line is: in a block, or in an estimated gap between `lower` and `upper` (columns).
    enum Place {
        case line(block: Int, index: Int)
        case gap(lower: Int, upper: Int, lineInGap: Int, blockBefore: Int?)
    }

    private(set) var blocks: [Block]
    let length: Int
    /// Characters an estimated line holds.
    let perLine: Int
    private(set) var lineCount = 1
    /// Set when a growing block merged with the next: the line (in the grown
    /// block) from which the lines came from the next block (`settleEdit`).
    var mergedAt: Int?

    init(length: Int, perLine: Int, blocks: [Block] = []) {
        self.length = length
        // Bounded so that arithmetic on a few lines' worth cannot overflow (no wrapping: one line per paragraph).
        self.perLine = min(max(perLine, 1), 1 << 32)
        self.blocks = blocks
        recount()
    }

    /// Estimated lines of `characters` not laid out.
    func estimatedLines(_ characters: Int) -> Int { characters <= 0 ? 0 : (characters - 1) / perLine + 1 }

    private func recount() {
        var lines = 0, column = 0
        for block in blocks {
            lines += estimatedLines(block.anchor - column) + block.count
            column = block.end
        }
        lineCount = max(lines + estimatedLines(length - column), 1)
    }

    /// Lines (laid out and estimated) before block `index`.
    func lines(before index: Int) -> Int {
        var lines = 0, column = 0
        for block in blocks[..<index] {
            lines += estimatedLines(block.anchor - column) + block.count
            column = block.end
        }
        return lines + estimatedLines(blocks[index].anchor - column)
    }

    func place(ofLine line: Int) -> Place {
        var remaining = max(line, 0), column = 0
        for (index, block) in blocks.enumerated() {
            let gap = estimatedLines(block.anchor - column)
            if remaining < gap {
                return .gap(lower: column, upper: block.anchor, lineInGap: remaining, blockBefore: index == 0 ? nil : index - 1)
            }
            remaining -= gap
            if remaining < block.count { return .line(block: index, index: remaining) }
            remaining -= block.count
            column = block.end
        }
        let gap = blocks.isEmpty ? max(estimatedLines(length - column), 1) : estimatedLines(length - column)
        if remaining < gap || blocks.isEmpty {
            return .gap(lower: column, upper: length, lineInGap: min(remaining, gap - 1),
                        blockBefore: blocks.isEmpty ? nil : blocks.count - 1)
        }
        return .line(block: blocks.count - 1, index: blocks[blocks.count - 1].count - 1)
    }

    /// The laid-out line holding `column`, nil when it is in a gap.
    func line(holding column: Int) -> (block: Int, index: Int)? {
        for (index, block) in blocks.enumerated() where block.anchor <= column && block.count > 0 {
            guard column < block.end || (column == block.end && block.end == length) else { continue }
            return (index, max(block.lines(startingAtOrBefore: column) - 1, 0))
        }
        return nil
    }

    /// The paragraph-local line number of a laid-out line.
    func lineNumber(block: Int, index: Int) -> Int { lines(before: block) + index }

    // MARK: Laying out

    /// Lays out (at least) local line `line`; returns where it is.
    func ensureLine(_ line: Int, text: ParagraphText, finder: inout some LineFinding) -> (block: Int, index: Int) {
        for _ in 0..<100_000 {
            switch place(ofLine: line) {
            case .line(let block, let index): return (block, index)
            case .gap(let lower, _, let lineInGap, let before):
                let target = min(lower + lineInGap * perLine, length)
                layOut(at: target, after: before, gapStart: lower, text: text, finder: &finder)
            }
        }
        return (blocks.count - 1, max(blocks[blocks.count - 1].count - 1, 0))
    }

    /// Lays out the line holding `column`; returns where it is.
    func ensureColumn(_ column: Int, text: ParagraphText, finder: inout some LineFinding) -> (block: Int, index: Int) {
        let column = min(max(column, 0), length)
        for _ in 0..<100_000 {
            if let found = line(holding: column) { return found }
            let before = blocks.lastIndex { $0.anchor <= column }
            layOut(at: column, after: before, gapStart: before.map { blocks[$0].end } ?? 0, text: text, finder: &finder)
        }
        return (0, 0)
    }

    /// Lays out the line holding `target`: by growing the block before it when
    /// that is near, else by a new block starting at a word near `target`.
    private func layOut(at target: Int, after before: Int?, gapStart: Int, text: ParagraphText, finder: inout some LineFinding) {
        let near = max(perLine * 64, 2048)
        var index: Int
        if let before, target - blocks[before].end <= near {
            index = before
        } else {
            var anchor = gapStart == 0 && target <= near ? 0 : Self.anchor(near: target, notBefore: gapStart, text: text, perLine: perLine)
            // A block must hold a line: the one holding the paragraph's end starts before it.
            if length > 0 { anchor = min(anchor, max(length - 1, gapStart)) }
            index = (blocks.lastIndex { $0.anchor < anchor } ?? -1) + 1
            blocks.insert(Block(anchor: anchor, end: anchor), at: index)
        }
        grow(&index, until: { $0.end > target }, text: text, finder: &finder)
    }

    /// A column at which a line probably starts near `target`: just after the
    /// last space within two lines before it (the start of a word), else `target`.
    private static func anchor(near target: Int, notBefore lower: Int, text: ParagraphText, perLine: Int) -> Int {
        let from = max(lower, target - 2 * perLine)
        let chars = text.characters(from: from, count: target - from)
        guard let space = chars.lastIndex(of: " ") else { return target }
        return from + space + 1
    }

    /// Grows block `index` line by line until `done` or the paragraph's end,
    /// merging with the blocks it reaches; `index` follows the block.
    func grow(_ index: inout Int, until done: (Block) -> Bool, text: ParagraphText, finder: inout some LineFinding) {
        defer { recount() }
        if length == 0 {
            blocks[index] = Block(anchor: 0, starts: [0], ends: [0], end: 0)
            resolveOverlap(after: index)
            return
        }
        var chunk: [Character] = [], chunkStart = 0, want = max(perLine * 8, 512)
        while blocks[index].end < length && !(blocks[index].count > 0 && done(blocks[index])) {
            let start = blocks[index].end
            if start < chunkStart || start >= chunkStart + chunk.count {
                chunk = text.characters(from: start, count: want)
                chunkStart = start
            }
            let textEnds = chunkStart + chunk.count >= length
            guard let found = finder.nextLine(in: chunk, from: start - chunkStart, textEnds: textEnds) else {
                want *= 2
                chunk = text.characters(from: start, count: want)
                chunkStart = start
                continue
            }
            let next = max(found.next + chunkStart, start + 1)
            blocks[index].starts.append(found.line.lowerBound + chunkStart)
            blocks[index].ends.append(found.line.upperBound + chunkStart)
            blocks[index].end = min(next, length)
            resolveOverlap(after: index)
        }
    }

    /// Block `index` reached the blocks after it: merges at a shared line start, drops what it overtook.
    @discardableResult
    func resolveOverlap(after index: Int) -> Bool {
        var merged = false
        while index + 1 < blocks.count && blocks[index].end >= blocks[index + 1].anchor {
            let end = blocks[index].end
            let next = blocks[index + 1]
            let i = next.lines(startingAtOrBefore: end - 1)
            if i < next.count && next.starts[i] == end {
                mergedAt = blocks[index].count
                blocks[index].starts += next.starts[i...]
                blocks[index].ends += next.ends[i...]
                blocks[index].end = next.end
                blocks.remove(at: index + 1)
                merged = true
            } else if i >= next.count {
                blocks.remove(at: index + 1)
            } else {
                blocks[index + 1] = Block(
                    anchor: next.starts[i], starts: Array(next.starts[i...]), ends: Array(next.ends[i...]), end: next.end)
            }
        }
        return merged
    }

    // MARK: Edits

    /// The blocks still valid before an edit whose first changed column is
    /// `keptHead`: the line holding it and the one before are dropped (a
    /// shorter first word can move up a line).
    func prefix(before keptHead: Int) -> [Block] {
        var kept: [Block] = []
        for block in blocks where block.anchor < keptHead {
            let keep = block.lines(startingAtOrBefore: keptHead) - 2
            guard keep >= 1 else {
                // No line survives, but the block's start still starts a line.
                kept.append(Block(anchor: block.anchor, end: block.anchor))
                continue
            }
            kept.append(
                Block(anchor: block.anchor, starts: Array(block.starts[..<keep]), ends: Array(block.ends[..<keep]),
                      end: block.starts[keep]))
        }
        return kept
    }

    /// The lines starting at or after `tailStart` (unchanged text after an
    /// edit), moved by `shift` columns: where a re-wrap re-synchronises.
    func suffix(from tailStart: Int, shift: Int) -> [Block] {
        var kept: [Block] = []
        for block in blocks where block.end > tailStart {
            let i = block.lines(startingAtOrBefore: tailStart - 1)
            guard i < block.count else { continue }
            var starts = Array(block.starts[i...]), ends = Array(block.ends[i...])
            for j in starts.indices {
                starts[j] += shift
                ends[j] += shift
            }
            kept.append(Block(anchor: starts[0], starts: starts, ends: ends, end: block.end + shift))
        }
        return kept
    }
}

/// One paragraph's Characters as the layout reads them: a window at a time.
@MainActor
struct ParagraphText {
    let storage: TextStorage
    let paragraph: Int

    /// Up to `count` Characters from `column` (the storage walks from the nearest index it knows).
    func characters(from column: Int, count: Int) -> [Character] {
        let length = storage.lengths[paragraph]
        let column = min(max(column, 0), length)
        let count = min(max(count, 0), length - column)
        guard count > 0 else { return [] }
        let text = storage.paragraph(paragraph)
        var result: [Character] = []
        result.reserveCapacity(count)
        if storage.isASCII(paragraph: paragraph) {
            // A byte is a Character: no grapheme breaking to find where each ends.
            for byte in text.utf8.dropFirst(column).prefix(count) { result.append(Character(Unicode.Scalar(byte))) }
            return result
        }
        let start = storage.index(paragraph: paragraph, column: column)
        var index = start
        for _ in 0..<count {
            result.append(text[index])
            index = text.index(after: index)
        }
        return result
    }
}
