import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads Interface Builder XML into an `InterfaceBuilderElement` tree with
/// Foundation's `XMLParser` (libxml2 on Linux). A file that cannot be read
/// whole (malformed, cut off) gives no tree: the reason is logged with the
/// file's name, line and column.
final class InterfaceBuilderParser: NSObject, XMLParserDelegate {
    private var stack: [InterfaceBuilderElement] = []
    private var root: InterfaceBuilderElement?
    private weak var parser: XMLParser?
    private var failure: (reason: String, line: Int, column: Int)?

    /// The document's root element, or nil when not even that could be read.
    static func parse(_ data: Data, diagnostics: InterfaceBuilderDiagnostics) -> InterfaceBuilderElement? {
        let reader = InterfaceBuilderParser()
        let parser = XMLParser(data: withoutNamespacePrefixes(data, diagnostics: diagnostics))
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        reader.parser = parser
        if let failure = reader.failure(parsed: parser.parse(), at: parser) {
            // A file cut off or broken in the middle would give half a
            // hierarchy; nothing is loaded instead, and the place is named.
            diagnostics.error(
                "the file cannot be read whole: \(failure.reason) at line \(failure.line), column \(failure.column); "
                    + "no objects are loaded", line: failure.line)
            return nil
        }
        return reader.root
    }

    /// Why the document cannot be used whole, if it cannot. Linux's
    /// `XMLParser` accepts a document that stops inside an open element, so
    /// an element still open at the end counts as a cut-off file.
    private func failure(parsed: Bool, at parser: XMLParser) -> (reason: String, line: Int, column: Int)? {
        let cutOff = stack.last.map {
            (reason: "the file ends inside <\($0.name)> opened at line \($0.line)", line: parser.lineNumber,
                column: parser.columnNumber)
        }
        if parsed { return cutOff }
        return failure ?? cutOff ?? ("malformed XML", parser.lineNumber, parser.columnNumber)
    }

    /// Interface Builder files use no XML namespaces, and Foundation's Linux
    /// parser traps on some malformed prefixed names (an unbound `a:b`), so a
    /// `:` in a tag outside quoted values is read as `_`.
    /// It also traps on names that are not UTF-8 (libxml2 runs in recovery
    /// mode there), so invalid sequences are replaced first (U+FFFD).
    private static func withoutNamespacePrefixes(_ data: Data, diagnostics: InterfaceBuilderDiagnostics) -> Data {
        var bytes = [UInt8](data)
        if String(validating: bytes, as: UTF8.self) == nil {
            diagnostics.error("the file is not valid UTF-8; invalid bytes read as U+FFFD", line: 0)
            bytes = Array(String(decoding: bytes, as: UTF8.self).utf8)
        }
        var inTag = false
        var quote: UInt8?
        var replaced = false
        for index in bytes.indices {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if inTag {
                switch byte {
                case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = byte
                case UInt8(ascii: ">"): inTag = false
                case UInt8(ascii: ":"):
                    bytes[index] = UInt8(ascii: "_")
                    replaced = true
                default: break
                }
            } else if byte == UInt8(ascii: "<") {
                inTag = true
            }
        }
        guard replaced else { return Data(bytes) }
        diagnostics.error(
            "XML namespace prefixes are not part of Interface Builder files; read as plain names", line: 0)
        return Data(bytes)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        let element = InterfaceBuilderElement(name: elementName, attributes: attributes, line: parser.lineNumber)
        if let parent = stack.last { parent.children.append(element) } else if root == nil { root = element }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = stack.popLast()
    }

    /// Text content matters only for `<string key=…>` values (a label's multi-line text).
    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard let top = stack.last, top.name == "string" else { return }
        top.attributes["_text", default: ""] += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard failure == nil else { return }
        failure = ("malformed XML (\((parseError as NSError).code))", parser.lineNumber, parser.columnNumber)
    }
}
