internal import CFriBidi

/// A Unicode Bidi_Class value (UAX #9, table 4), named by its short alias.
///
/// The bidi algorithm only ever looks at a character's class, so a paragraph
/// can be given as classes alone: that is how BidiTest.txt states its cases,
/// and how a caller can ask "what if" questions without inventing characters.
enum BidiClass: String, CaseIterable, Sendable {
    case leftToRight = "L"
    case rightToLeft = "R"
    case arabicLetter = "AL"
    case europeanNumber = "EN"
    case europeanSeparator = "ES"
    case europeanTerminator = "ET"
    case arabicNumber = "AN"
    case commonSeparator = "CS"
    case nonspacingMark = "NSM"
    case boundaryNeutral = "BN"
    case paragraphSeparator = "B"
    case segmentSeparator = "S"
    case whiteSpace = "WS"
    case otherNeutral = "ON"
    case leftToRightEmbedding = "LRE"
    case leftToRightOverride = "LRO"
    case rightToLeftEmbedding = "RLE"
    case rightToLeftOverride = "RLO"
    case popDirectionalFormat = "PDF"
    case leftToRightIsolate = "LRI"
    case rightToLeftIsolate = "RLI"
    case firstStrongIsolate = "FSI"
    case popDirectionalIsolate = "PDI"

    /// A character of this class. FriBidi's type constants are C macros Swift
    /// cannot see, so a class reaches FriBidi as the type of a character that has it.
    var representative: UInt32 {
        switch self {
        case .leftToRight: 0x61  // a
        case .rightToLeft: 0x5D0  // Hebrew alef
        case .arabicLetter: 0x627  // Arabic alef
        case .europeanNumber: 0x30  // 0
        case .europeanSeparator: 0x2B  // +
        case .europeanTerminator: 0x24  // $
        case .arabicNumber: 0x660  // Arabic-Indic zero
        case .commonSeparator: 0x2C  // ,
        case .nonspacingMark: 0x300  // combining grave
        case .boundaryNeutral: 0xAD  // soft hyphen
        case .paragraphSeparator: 0x2029
        case .segmentSeparator: 0x09  // tab
        case .whiteSpace: 0x20
        case .otherNeutral: 0x21  // !
        case .leftToRightEmbedding: 0x202A
        case .leftToRightOverride: 0x202D
        case .rightToLeftEmbedding: 0x202B
        case .rightToLeftOverride: 0x202E
        case .popDirectionalFormat: 0x202C
        case .leftToRightIsolate: 0x2066
        case .rightToLeftIsolate: 0x2067
        case .firstStrongIsolate: 0x2068
        case .popDirectionalIsolate: 0x2069
        }
    }

    /// FriBidi's type for this class.
    var fribidiType: FriBidiCharType { fribidi_get_bidi_type(representative) }

    /// FriBidi's own name for `fribidiType`, which should be the class's short alias.
    var fribidiTypeName: String { String(cString: fribidi_get_bidi_type_name(fribidiType)) }
}
