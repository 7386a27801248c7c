import Foundation

/// UIKit's `UIPrintError`: why a print job did not print.
public struct UIPrintError: Error, Equatable, Sendable {
    /// UIKit's `UIPrintError.Code`: why a print job could not be made.
    public enum Code: Int, Sendable {
        case notAvailable = 1, noContent, unknownImageFormat, jobFailed
    }

    public let code: Code

    public init(_ code: Code) { self.code = code }

    public static let notAvailable = Code.notAvailable
    public static let noContent = Code.noContent
    public static let unknownImageFormat = Code.unknownImageFormat
    public static let jobFailed = Code.jobFailed
}
