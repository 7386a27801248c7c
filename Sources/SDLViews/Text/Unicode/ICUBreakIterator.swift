internal import CICUBreak
import Synchronization

/// One of ICU's break iterators, through the CICUBreak wrapper (ICU's C names
/// carry its version, which Swift cannot import).
///
/// Opening an iterator loads and compiles ICU's rules, so each kind and locale
/// opens once and is reused: `withShared` lends the cached one under a lock, as
/// an ICU iterator is not safe to share between threads.
final class ICUBreakIterator: @unchecked Sendable {
    enum Kind: Sendable, Hashable {
        /// Line break opportunities (UAX #14), with ICU's dictionaries for
        /// scripts written without spaces (Thai, Lao, Khmer, Burmese).
        case line
        /// Extended grapheme clusters (UAX #29).
        case character
        /// Word boundaries (UAX #29), with ICU's dictionaries for Thai, Lao,
        /// Khmer, Burmese, Chinese and Japanese.
        case word
    }

    /// A boundary after the start of the text.
    struct Boundary: Sendable, Equatable {
        /// Scalars before the boundary.
        var scalarOffset: Int
        /// A line must end here (ICU's hard line break status); always false for characters.
        var isMandatory: Bool
        /// The segment before is a word (letters, digits, kana or ideographs),
        /// not spaces or punctuation; only words tell.
        var endsWord: Bool = false
    }

    /// ICU's rule statuses: UBRK_LINE_HARD up to its limit marks a mandatory
    /// line break; a word segment's status is UBRK_WORD_NONE_LIMIT or more.
    private static let hardLineStatuses: Range<Int32> = 100..<200
    private static let firstWordStatus: Int32 = 100

    private static func cKind(_ kind: Kind) -> SDLViewsBreakKind {
        switch kind {
        case .line: SDLViewsBreakKindLine
        case .character: SDLViewsBreakKindCharacter
        case .word: SDLViewsBreakKindWord
        }
    }

    private let handle: OpaquePointer

    private init?(kind: Kind, locale: String) {
        let opened = locale.withCString { sdlviews_break_open(Self.cKind(kind), $0) }
        guard let opened else { return nil }
        handle = opened
    }

    deinit { sdlviews_break_close(handle) }

    private struct Key: Hashable {
        var kind: Kind
        var locale: String
    }

    /// Iterators are few (a kind per language the app lays out) and live as
    /// long as the process.
    private static let shared = Mutex<[Key: ICUBreakIterator]>([:])

    /// The boundaries of `scalars` after its start, the end of the text last;
    /// nil when ICU cannot open an iterator for `kind` (its data is missing).
    /// `locale` is a BCP 47 tag; nil is ICU's root locale, so the answer does
    /// not depend on the environment.
    static func boundaries(_ kind: Kind, of scalars: [UInt32], locale: String? = nil) -> [Boundary]? {
        // ICU reads UTF-16: scalars beyond Unicode become U+FFFD, lone
        // surrogates stay single units, as ICU takes them.
        var text: [UInt16] = []
        text.reserveCapacity(scalars.count)
        for value in scalars {
            if value >= 0x10000 && value <= 0x10FFFF {
                let shifted = value - 0x10000
                text.append(UInt16(0xD800 + (shifted >> 10)))
                text.append(UInt16(0xDC00 + (shifted & 0x3FF)))
            } else {
                text.append(value <= 0xFFFF ? UInt16(value) : 0xFFFD)
            }
        }
        var offsets = [Int32](repeating: 0, count: text.count)
        var statuses = [Int32](repeating: 0, count: text.count)
        let count = shared.withLock { cache -> Int32? in
            let key = Key(kind: kind, locale: locale ?? "")
            let iterator: ICUBreakIterator
            if let cached = cache[key] {
                iterator = cached
            } else {
                guard let opened = ICUBreakIterator(kind: kind, locale: key.locale) else { return nil }
                cache[key] = opened
                iterator = opened
            }
            return sdlviews_break_boundaries(
                iterator.handle, text, Int32(text.count), &offsets, &statuses, Int32(text.count))
        }
        guard let count, count >= 0 else { return nil }
        // UTF-16 offsets back to scalar offsets: both only grow, so one pass.
        var boundaries: [Boundary] = []
        boundaries.reserveCapacity(Int(count))
        var scalarIndex = 0
        var utf16Offset = 0
        for index in 0..<Int(count) {
            let target = Int(offsets[index])
            while utf16Offset < target && scalarIndex < scalars.count {
                let value = scalars[scalarIndex]
                utf16Offset += value >= 0x10000 && value <= 0x10FFFF ? 2 : 1
                scalarIndex += 1
            }
            let status = statuses[index]
            boundaries.append(
                Boundary(
                    scalarOffset: scalarIndex,
                    isMandatory: kind == .line && hardLineStatuses.contains(status),
                    endsWord: kind == .word && status >= firstWordStatus))
        }
        return boundaries
    }
}
