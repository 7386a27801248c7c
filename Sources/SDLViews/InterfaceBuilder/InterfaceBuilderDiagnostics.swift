import Foundation

/// Where a load reports bad input: each message names the file and line, and
/// an unsupported element or attribute is reported once per load.
final class InterfaceBuilderDiagnostics {
    let fileName: String
    private var reportedOnce: Set<String> = []

    init(fileName: String) { self.fileName = fileName }

    func error(_ reason: String, line: Int) {
        SDLViewsLog.error("\(fileName):\(line): \(reason)")
    }

    func error(_ reason: String, at element: InterfaceBuilderElement) { error(reason, line: element.line) }

    /// Logs `reason` the first time `subject` is seen in this load.
    func once(_ subject: String, _ reason: String, at element: InterfaceBuilderElement) {
        guard reportedOnce.insert(subject).inserted else { return }
        error(reason, at: element)
    }
}
