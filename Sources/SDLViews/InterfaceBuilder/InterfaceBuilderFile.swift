import Foundation

/// An Interface Builder file's parsed document and where it came from (for
/// diagnostics and hot reload). Parsed once, shared by every instantiation.
@MainActor
final class InterfaceBuilderFile {
    let name: String
    let url: URL?
    let document: InterfaceBuilderElement?

    init(name: String, data: Data, url: URL?) {
        self.name = name
        self.url = url
        document = InterfaceBuilderParser.parse(data, diagnostics: InterfaceBuilderDiagnostics(fileName: name))
        if let document, !["document", "archive"].contains(document.name) {
            InterfaceBuilderDiagnostics(fileName: name).error(
                "root element is <\(document.name)>, not an Interface Builder <document>", line: document.line)
        }
    }

    /// Reads `url`; a missing or unreadable file is logged and yields an empty document.
    convenience init(contentsOf url: URL) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            SDLViewsLog.error("\(url.lastPathComponent): cannot be read (\(error.localizedDescription))")
            data = Data()
        }
        self.init(name: url.lastPathComponent, data: data, url: url)
    }

    /// The file `name.ext` in `bundle`'s resources, at the top or in any folder below it
    /// (SwiftPM's `.copy` keeps the folder a target's resources were in).
    static func url(named name: String, extension ext: String, in bundle: Bundle) -> URL? {
        if let url = bundle.url(forResource: name, withExtension: ext) { return url }
        guard let root = bundle.resourceURL,
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        else { return nil }
        let fileName = "\(name).\(ext)"
        for case let url as URL in files where url.lastPathComponent == fileName { return url }
        return nil
    }
}
