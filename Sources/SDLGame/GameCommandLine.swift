import Foundation

/// What `sdl-game` was asked to do, parsed without side effects (no window
/// opens before the arguments are known good), with the usage it prints.
public enum GameCommandLine: Equatable, Sendable {
    /// Opens the window and plays.
    case play
    /// 60 frames on SDL's dummy driver, the last one written to `path` as a PNG.
    case screenshot(path: String)
    /// Prints `usage` and exits 0.
    case help

    /// A refused command line: the message names the argument; `sdl-game` exits with status 2.
    public struct UsageError: Error, Equatable, CustomStringConvertible, Sendable {
        public let message: String
        public var description: String { message }
        public init(message: String) { self.message = message }
    }

    public static let usage = """
        usage: sdl-game [--screenshot OUT.png]
               sdl-game --help

          (no option)          play: WASD or arrows move, a click shoots, Escape pauses, F12 inspects;
                               with a gamepad: stick or D-pad moves, A fires, Start pauses,
                               B backs out of the inventory, then the pause menu
          --screenshot PATH    render 60 frames headless (SDL's dummy driver) and write the last as a PNG
          --help, -h           show this help

        """

    /// Parses `arguments` (without the program name).
    public static func parse(_ arguments: [String]) throws(UsageError) -> GameCommandLine {
        var command = GameCommandLine.play
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--help", "-h": return .help
            case "--screenshot":
                guard let path = remaining.popFirst(), !path.hasPrefix("-") else {
                    throw UsageError(message: "--screenshot needs a file name; see sdl-game --help")
                }
                guard path.lowercased().hasSuffix(".png") else {
                    throw UsageError(message: "cannot write '\(path)': the screenshot is a PNG, so the name ends in .png")
                }
                command = .screenshot(path: path)
            default:
                let kind = argument.hasPrefix("-") ? "unknown option" : "unexpected argument"
                throw UsageError(message: "\(kind) '\(argument)'; see sdl-game --help")
            }
        }
        return command
    }
}
