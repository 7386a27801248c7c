import Foundation

/// The attributes of a rich text view's text: runs of Characters sharing one
/// attribute dictionary, covering the editing model's text exactly (the
/// Character offsets `TextStorage` counts). What `NSTextStorage` holds for
/// TextKit, kept beside the plain storage so plain text views pay nothing.
///
/// Dictionaries cannot be compared (`Any` values), so each distinct one is
/// kept once in `styles` and runs name it by index; neighbours naming the
/// same index merge, so no run is empty and no two neighbours repeat a style.
struct TextAttributeRuns {
    struct Run: Equatable {
        var length: Int
        var style: Int
    }

    private(set) var runs: [Run] = []
    private(set) var styles: [[NSAttributedString.Key: Any]] = []

    /// `count` Characters with one dictionary.
    init(count: Int, attributes: [NSAttributedString.Key: Any]) {
        let style = self.style(for: attributes)
        if count > 0 { runs = [Run(length: count, style: style)] }
    }

    /// The runs of an attributed string, its UTF-16 ranges counted in the
    /// Characters of `storage` (which holds the same text).
    init(_ string: NSAttributedString, storage: TextStorage) {
        var runs: [Run] = []
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { attributes, range, _ in
            let characters = TextOffsets.characters(in: storage, utf16: range)
            let style = self.style(for: attributes)
            runs.append(Run(length: characters.count, style: style))
        }
        self.runs = Self.normalized(runs)
        fit(to: storage.count, filler: styles.isEmpty ? self.style(for: [:]) : 0)
    }

    /// The number of Characters the runs cover.
    var count: Int { runs.reduce(0) { $0 + $1.length } }

    /// The dictionary at `offset` (clamped); empty when there is no text.
    func attributes(at offset: Int) -> [NSAttributedString.Key: Any] {
        var start = 0
        for run in runs {
            if offset < start + run.length { return styles[run.style] }
            start += run.length
        }
        return runs.last.map { styles[$0.style] } ?? [:]
    }

    /// The runs inside `range` (clamped), for undo.
    func runs(in range: Range<Int>) -> [Run] {
        var result: [Run] = []
        var start = 0
        for run in runs {
            let lower = max(start, range.lowerBound), upper = min(start + run.length, range.upperBound)
            if lower < upper { result.append(Run(length: upper - lower, style: run.style)) }
            start += run.length
        }
        return result
    }

    /// Replaces `range` with `count` Characters in `attributes`.
    mutating func replace(_ range: Range<Int>, count: Int, attributes: [NSAttributedString.Key: Any]) {
        let style = self.style(for: attributes)
        replace(range, with: count > 0 ? [Run(length: count, style: style)] : [])
    }

    /// Replaces `range` with runs taken earlier from these runs (undo, redo).
    mutating func replace(_ range: Range<Int>, with inserted: [Run]) {
        let total = count
        let range = min(max(range.lowerBound, 0), total)..<min(max(range.upperBound, range.lowerBound, 0), total)
        let head = runs(in: 0..<range.lowerBound), tail = runs(in: range.upperBound..<total)
        runs = Self.normalized(head + inserted.filter { styles.indices.contains($0.style) } + tail)
    }

    /// Every run's dictionary with `key` set to `value` (setting a view's `font` or `textColor`).
    mutating func setAll(_ key: NSAttributedString.Key, to value: Any) {
        styles = styles.map { style in
            var copy = style
            copy[key] = value
            return copy
        }
    }

    /// Stretches or cuts the runs to `length` Characters: the last run (or
    /// `filler`) covers what an edit added that no run named.
    mutating func fit(to length: Int, filler: Int) {
        let total = count
        if total > length {
            runs = Self.normalized(runs(in: 0..<length))
        } else if total < length {
            runs = Self.normalized(runs + [Run(length: length - total, style: runs.last?.style ?? filler)])
        }
    }

    /// The attributed string of `text` (which the runs cover).
    func attributedString(_ text: String) -> NSAttributedString {
        let result = NSMutableAttributedString(string: text)
        var index = text.startIndex
        var utf16 = 0
        for run in runs {
            let end = text.index(index, offsetBy: run.length, limitedBy: text.endIndex) ?? text.endIndex
            let length = text.utf16.distance(from: index, to: end)
            if length > 0 { result.setAttributes(styles[run.style], range: NSRange(location: utf16, length: length)) }
            utf16 += length
            index = end
        }
        return result
    }

    /// Whether every Character has `attributes`' font and colour and nothing
    /// else: such text is a plain view's, drawn on the fast path.
    var isUniform: Bool { Set(runs.map(\.style)).count <= 1 && (runs.first.map { Self.isPlain(styles[$0.style]) } ?? true) }

    /// Only a font and a colour.
    static func isPlain(_ attributes: [NSAttributedString.Key: Any]) -> Bool {
        attributes.keys.allSatisfy { $0 == .font || $0 == .foregroundColor }
            && (attributes[.font].map { $0 is UIFont } ?? true)
            && (attributes[.foregroundColor].map { $0 is UIColor } ?? true)
    }

    /// The index of `attributes` in `styles`, added when new, so typing in
    /// one set of attributes makes one style, not one per keystroke.
    private mutating func style(for attributes: [NSAttributedString.Key: Any]) -> Int {
        if let index = styles.lastIndex(where: { Self.same($0, attributes) }) { return index }
        styles.append(attributes)
        return styles.count - 1
    }

    /// Dictionaries with the same keys whose values are the same objects or equal hashable values.
    static func same(_ a: [NSAttributedString.Key: Any], _ b: [NSAttributedString.Key: Any]) -> Bool {
        guard a.count == b.count else { return false }
        for (key, value) in a {
            guard let other = b[key], sameValue(value, other) else { return false }
        }
        return true
    }

    private static func sameValue(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? AnyHashable, let b = b as? AnyHashable { return a == b }
        if let a = a as? AnyObject, let b = b as? AnyObject { return a === b }
        return false
    }

    /// Without empty runs, neighbours of one style joined.
    private static func normalized(_ runs: [Run]) -> [Run] {
        var result: [Run] = []
        for run in runs where run.length > 0 {
            if let last = result.last, last.style == run.style {
                result[result.count - 1].length += run.length
            } else {
                result.append(run)
            }
        }
        return result
    }
}
