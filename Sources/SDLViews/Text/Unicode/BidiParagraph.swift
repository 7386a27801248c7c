internal import CFriBidi

/// One paragraph's bidirectional structure per UAX #9, computed by FriBidi.
///
/// Indices are Unicode scalar indices (UTF-32), not UTF-16 offsets or
/// `Character`s: FriBidi works on scalars, and the bidi classes belong to
/// scalars, so any other unit would need a mapping on every call. Callers that
/// hold UTF-16 offsets convert at the edge.
///
/// Levels are resolved once for the paragraph; rule L1's reset of trailing
/// white space depends on where lines end, so it is applied per line in
/// `line(_:)`, together with the reordering (L2). Rule L3 (moving combining
/// marks after their base) is not applied: shaping keeps marks with their base
/// within a run, and the conformance files assume it is off.
struct BidiParagraph: Sendable {
    /// How the paragraph's own direction is chosen.
    enum BaseDirection: Sendable {
        case leftToRight
        case rightToLeft
        /// From the first strong character (rules P2 and P3), left to right when
        /// there is none: UIKit's `.natural`.
        case natural
    }

    /// One line of the paragraph, as laid out left to right.
    struct Line: Sendable {
        /// The paragraph scalar indices the line covers.
        let range: Range<Int>
        /// The level of each of the line's scalars after rule L1, first scalar first.
        let levels: [UInt8]
        /// Paragraph scalar indices from the leftmost to the rightmost (rule L2).
        let visualOrder: [Int]
    }

    /// The paragraph's text.
    let scalars: [UInt32]
    /// Each scalar's resolved embedding level, before the line-end part of rule L1.
    let levels: [UInt8]
    /// 0 for a left-to-right paragraph, 1 for right-to-left.
    let paragraphLevel: UInt8

    private let types: [FriBidiCharType]
    private let rawLevels: [FriBidiLevel]
    private let resolvedBase: FriBidiParType

    init(_ text: String, base: BaseDirection) {
        self.init(scalars: text.unicodeScalars.map { $0.value }, base: base)
    }

    init(scalars: [UInt32], base: BaseDirection) {
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: scalars.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: scalars.count)
        if !scalars.isEmpty {
            scalars.withUnsafeBufferPointer { text in
                types.withUnsafeMutableBufferPointer { types in
                    fribidi_get_bidi_types(text.baseAddress, Int32(text.count), types.baseAddress)
                    brackets.withUnsafeMutableBufferPointer { brackets in
                        fribidi_get_bracket_types(
                            text.baseAddress, Int32(text.count), types.baseAddress, brackets.baseAddress)
                    }
                }
            }
        }
        self.init(scalars: scalars, types: types, brackets: brackets, base: base)
    }

    /// A paragraph given by bidi classes alone, with no paired brackets (as in BidiTest.txt).
    init(classes: [BidiClass], base: BaseDirection) {
        var scalars: [UInt32] = []
        var types: [FriBidiCharType] = []
        scalars.reserveCapacity(classes.count)
        types.reserveCapacity(classes.count)
        for bidiClass in classes {
            scalars.append(bidiClass.representative)
            types.append(bidiClass.fribidiType)
        }
        self.init(
            scalars: scalars, types: types, brackets: [FriBidiBracketType](repeating: 0, count: classes.count),
            base: base)
    }

    private init(scalars: [UInt32], types: [FriBidiCharType], brackets: [FriBidiBracketType], base: BaseDirection) {
        var direction: FriBidiParType =
            switch base {
            case .leftToRight: sdlviews_fribidi_par_ltr()
            case .rightToLeft: sdlviews_fribidi_par_rtl()
            case .natural: sdlviews_fribidi_par_on()
            }
        var rawLevels = [FriBidiLevel](repeating: 0, count: scalars.count)
        var resolved = false
        if !scalars.isEmpty {
            let result = types.withUnsafeBufferPointer { types in
                brackets.withUnsafeBufferPointer { brackets in
                    rawLevels.withUnsafeMutableBufferPointer { levels in
                        fribidi_get_par_embedding_levels_ex(
                            types.baseAddress, brackets.baseAddress, Int32(types.count), &direction,
                            levels.baseAddress)
                    }
                }
            }
            resolved = result != 0
        }
        if !resolved {
            // Empty, or FriBidi could not allocate: every scalar keeps the
            // paragraph's level, which reads as plain text in the base direction.
            if direction != sdlviews_fribidi_par_rtl() { direction = sdlviews_fribidi_par_ltr() }
            let level: FriBidiLevel = direction == sdlviews_fribidi_par_rtl() ? 1 : 0
            rawLevels = [FriBidiLevel](repeating: level, count: scalars.count)
        }
        self.scalars = scalars
        self.types = types
        self.rawLevels = rawLevels
        self.resolvedBase = direction
        self.paragraphLevel = direction == sdlviews_fribidi_par_rtl() ? 1 : 0
        self.levels = rawLevels.map { UInt8(clamping: $0) }
    }

    var count: Int { scalars.count }

    /// Whether rule X9 takes the scalar out of the algorithm (embedding and
    /// override controls, boundary neutrals): it has no level of its own and
    /// draws nothing, so it has no place in the visual order that matters.
    func isRemovedByX9(_ index: Int) -> Bool {
        sdlviews_fribidi_is_explicit_or_bn(types[index]) != 0
    }

    /// The line covering `range` of the paragraph: L1's reset of trailing
    /// white space and isolates to the paragraph level, then L2's reversals.
    func line(_ range: Range<Int>) -> Line {
        precondition(range.lowerBound >= 0 && range.upperBound <= scalars.count, "line outside the paragraph")
        guard !range.isEmpty else { return Line(range: range, levels: [], visualOrder: []) }
        var lineLevels = rawLevels
        var map = [FriBidiStrIndex](unsafeUninitializedCapacity: scalars.count) { buffer, initialized in
            for index in 0..<buffer.count { buffer[index] = FriBidiStrIndex(index) }
            initialized = buffer.count
        }
        let result = types.withUnsafeBufferPointer { types in
            lineLevels.withUnsafeMutableBufferPointer { levels in
                map.withUnsafeMutableBufferPointer { map in
                    fribidi_reorder_line(
                        0, types.baseAddress, Int32(range.count), Int32(range.lowerBound), resolvedBase,
                        levels.baseAddress, nil, map.baseAddress)
                }
            }
        }
        guard result != 0 else {
            // FriBidi could not allocate: logical order is readable, if wrong for mixed text.
            return Line(range: range, levels: Array(levels[range]), visualOrder: Array(range))
        }
        return Line(
            range: range, levels: lineLevels[range].map { UInt8(clamping: $0) },
            visualOrder: map[range].map { Int($0) })
    }

    /// The line's scalars from left to right, with mirrored glyphs (rule L4)
    /// for characters such as brackets that sit at a right-to-left level.
    func displayedScalars(_ line: Line) -> [UInt32] {
        line.visualOrder.map { index in
            let level = line.levels[index - line.range.lowerBound]
            return level & 1 == 1 ? Self.mirror(of: scalars[index]) : scalars[index]
        }
    }

    /// The mirrored form of `scalar` (Bidi_Mirroring_Glyph), or `scalar` when it has none.
    static func mirror(of scalar: UInt32) -> UInt32 {
        var mirrored: FriBidiChar = 0
        return fribidi_get_mirror_char(scalar, &mirrored) != 0 ? mirrored : scalar
    }
}
