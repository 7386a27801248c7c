import Foundation

/// The command line: which scenarios, how many frames, where the JSON goes.
struct BenchOptions {
    var scenarios: [String] = []
    var quick = false
    var jsonPath: String?
    /// Overrides the measured frame count of frame-timed scenarios (at least 1).
    var frames: Int?
    /// Restricts scenarios that sweep N (the grid ones) to these values.
    var counts: [Int] = []
    var showHelp = false
    var listOnly = false
    /// The SDL renderer every frame-timed scenario and raw baseline draws with
    /// (SDL_GetRendererInfo's name).
    var renderer = "software"
    /// The SDL video driver; nil picks `defaultVideoDriver`.
    var video: String?

    /// `dummy` for the software renderer (no display needed); GL renderers need a
    /// real driver: `x11` when DISPLAY is set (Xvfb), else `offscreen` (EGL).
    var videoDriver: String {
        if let video { return video }
        if renderer == "software" { return "dummy" }
        return ProcessInfo.processInfo.environment["DISPLAY"] == nil ? "offscreen" : "x11"
    }

    enum ParseError: Error, CustomStringConvertible {
        case missingValue(String)
        case badValue(String, String)
        case unknownOption(String)

        var description: String {
            switch self {
            case .missingValue(let option): return "\(option) needs a value"
            case .badValue(let option, let value): return "\(option): '\(value)' is not a positive whole number"
            case .unknownOption(let option): return "unknown option \(option)"
            }
        }
    }

    static func parse(_ arguments: [String]) throws -> BenchOptions {
        var options = BenchOptions()
        var i = 0
        func value(_ option: String) throws -> String {
            i += 1
            guard i < arguments.count else { throw ParseError.missingValue(option) }
            return arguments[i]
        }
        while i < arguments.count {
            let argument = arguments[i]
            switch argument {
            case "--quick": options.quick = true
            case "--json": options.jsonPath = try value(argument)
            case "--frames":
                let text = try value(argument)
                guard let n = Int(text), n > 0 else { throw ParseError.badValue(argument, text) }
                options.frames = n
            case "--n":
                let text = try value(argument)
                guard let n = Int(text.replacingOccurrences(of: ",", with: "").replacingOccurrences(of: "_", with: "")),
                    n > 0
                else {
                    throw ParseError.badValue(argument, text)
                }
                options.counts.append(n)
            case "--renderer": options.renderer = try value(argument)
            case "--video": options.video = try value(argument)
            case "-h", "--help": options.showHelp = true
            case "--list": options.listOnly = true
            default:
                if argument.hasPrefix("--json=") {
                    options.jsonPath = String(argument.dropFirst("--json=".count))
                } else if argument.hasPrefix("-") {
                    throw ParseError.unknownOption(argument)
                } else {
                    options.scenarios.append(argument)
                }
            }
            i += 1
        }
        return options
    }

    static func usage(scenarios: [String]) -> String {
        """
        usage: bench [scenario ...] [--quick] [--frames N] [--n N ...] [--renderer NAME] [--video DRIVER] [--json FILE] [--list]

          scenario     one or more of: \(scenarios.joined(separator: ", ")) (default: all, in that order)
          --quick      smoke run: few frames per measurement and a tenth of each scaling size, for CI (numbers are not meaningful)
          --frames N   measured frames per frame-timed measurement (default 120, quick 5)
          --n N        only this N in the grid scenarios (repeatable; default 100, 1000, 10000)
          --renderer NAME  the SDL renderer everything draws with: software (default), opengl, opengles2
                       (refused with status 2 when SDL cannot create it; never replaced by another)
          --video DRIVER   the SDL video driver (default: dummy for software; for GL x11 when DISPLAY
                       is set, e.g. under `xvfb-run -a`, else offscreen with EGL)
          --json FILE  also write every result, the machine and the command to FILE
          --list       list the scenarios and exit

        Exit status: 0 when every scenario ran (targets missed or not), 1 when a
        scenario failed to run (set-up error, missing font, SDL failure), 2 for a
        bad command line or a renderer / video driver that cannot be opened.
        """
    }
}
