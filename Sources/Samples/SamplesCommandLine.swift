import Foundation

/// What `samples` was asked to do, parsed from its arguments without side
/// effects (so tests check every refusal), with the usage text it prints.
enum SamplesCommandLine: Equatable {
    /// Opens the launcher window, showing `initialSample` first when given;
    /// with `exitsAfterFirstFrame`, quits once its first frame is presented
    /// (what `bench startup` times against a bare SDL program).
    case launcher(initialSample: String?, size: SampleScreenSize, exitsAfterFirstFrame: Bool = false)
    case list
    case help
    case screenshot(ScreenshotRequest)

    /// A refused command line: the message names the argument and the fix; the exit status is 2.
    struct UsageError: Error, Equatable, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// The longest animation time a screenshot waits for: the frames are run
    /// one by one, so a bound keeps a typo from running for hours.
    static let maximumTime: Double = 600
    /// The pixel scales a screenshot may be taken at.
    static let scales = 1...3

    static let usage = """
        usage: samples [NAME] [--size WxH] [--first-frame]
               samples NAME --screenshot OUT.png|OUT.jpg [--input STEPS] [--at SECONDS] [--size WxH] [--scale 1|2|3]
               samples --list | --help

          NAME               a sample (see --list) or `launcher`; without --screenshot it opens first
          --screenshot PATH  render headless (no display needed) and write a PNG or JPEG by its extension
          --input STEPS      keys and clicks played first, comma-separated: SDL key names (Tab, Down,
                             Return, Escape, F12…) or click:X:Y in points; e.g. --input Tab,Down,Return
          --at SECONDS       virtual animation time before the screenshot, 0…\(Int(maximumTime)) (default 0)
          --size WxH         window or screenshot size in points, \(SampleScreenSize.limits.lowerBound)…\(SampleScreenSize.limits.upperBound) \
        each (default \(SampleScreenSize.standard))
          --scale N          screenshot pixels per point, 1…3 (default 1): 2 renders as a HiDPI display does
          --first-frame      open the window, present its first frame and quit (start-up timing)
          --list             list the samples
          --help             show this help

        """

    /// Parses `arguments` (without the program name) against the sample names `known`.
    static func parse(_ arguments: [String], known: [String]) throws(UsageError) -> SamplesCommandLine {
        var options = ParsedOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            try options.take(argument, from: &remaining)
        }
        return try options.command(known: known)
    }

    /// The known name nearest to `name` by edit distance, when it is near enough to be a likely typo.
    static func closest(to name: String, in known: [String]) -> String? {
        let scored = known.map { (name: $0, distance: editDistance(name.lowercased(), $0)) }
        guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
        return best.distance <= max(2, best.name.count / 3) ? best.name : nil
    }

    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var current = [i + 1]
            for (j, cb) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}

/// A screenshot to take: which sample, where, in which format, after how much time, at which size.
struct ScreenshotRequest: Equatable {
    enum Format: Equatable { case png, jpeg }
    var name: String
    var path: String
    var format: Format
    var time: Double
    var size: SampleScreenSize
    /// Pixels per point (the image is `size` × `scale` pixels).
    var scale: Int = 1
    /// Keys and clicks played before the time runs.
    var input: [ScreenshotInput] = []
}

/// The size of the window or screenshot, in points; one default for both.
struct SampleScreenSize: Equatable, CustomStringConvertible {
    var width: Int
    var height: Int

    /// The samples are laid out for this size (the goldens are taken at it); the window is resizable.
    static let standard = SampleScreenSize(width: 800, height: 600)
    static let limits = 200...4096

    var description: String { "\(width)x\(height)" }

    /// `WxH`, each side within `limits`.
    init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            Self.limits.contains(width), Self.limits.contains(height)
        else { return nil }
        self.init(width: width, height: height)
    }

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

/// The options seen so far while parsing.
private struct ParsedOptions {
    typealias UsageError = SamplesCommandLine.UsageError
    var name: String?
    var screenshot: String?
    var time: Double?
    var size: SampleScreenSize?
    var scale: Int?
    var input: [ScreenshotInput]?
    var list = false
    var help = false
    var firstFrame = false

    mutating func take(_ argument: String, from remaining: inout ArraySlice<String>) throws(UsageError) {
        switch argument {
        case "--help", "-h": help = true
        case "--list": list = true
        case "--first-frame": firstFrame = true
        case "--screenshot": screenshot = try value(of: argument, from: &remaining)
        case "--at": time = try Self.time(try value(of: argument, from: &remaining))
        case "--size": size = try Self.size(try value(of: argument, from: &remaining))
        case "--scale": scale = try Self.scale(try value(of: argument, from: &remaining))
        case "--input": input = try ScreenshotInput.parse(try value(of: argument, from: &remaining))
        default: try takePositional(argument)
        }
    }

    private mutating func takePositional(_ argument: String) throws(UsageError) {
        guard !argument.hasPrefix("-") else {
            throw UsageError(message: "unknown option '\(argument)'; see samples --help")
        }
        if let name {
            throw UsageError(
                message: "unexpected argument '\(argument)' after the sample name '\(name)'; see samples --help")
        }
        name = argument
    }

    private func value(of option: String, from remaining: inout ArraySlice<String>) throws(UsageError) -> String {
        guard let value = remaining.popFirst(), !value.hasPrefix("--") else {
            throw UsageError(message: "\(option) needs a value; see samples --help")
        }
        return value
    }

    private static func time(_ text: String) throws(UsageError) -> Double {
        let limit = SamplesCommandLine.maximumTime
        guard let seconds = Double(text), seconds.isFinite, (0...limit).contains(seconds) else {
            throw UsageError(message: "--at '\(text)' is not a time in seconds from 0 to \(Int(limit))")
        }
        return seconds
    }

    private static func scale(_ text: String) throws(UsageError) -> Int {
        guard let scale = Int(text), SamplesCommandLine.scales.contains(scale) else {
            throw UsageError(message: "--scale '\(text)' is not 1, 2 or 3 pixels per point")
        }
        return scale
    }

    private static func size(_ text: String) throws(UsageError) -> SampleScreenSize {
        guard let size = SampleScreenSize(parsing: text) else {
            let limits = SampleScreenSize.limits
            throw UsageError(
                message:
                    "--size '\(text)' is not WIDTHxHEIGHT with each side from \(limits.lowerBound) to \(limits.upperBound)"
            )
        }
        return size
    }

    private static func format(of path: String) throws(UsageError) -> ScreenshotRequest.Format {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "png": return .png
        case "jpg", "jpeg": return .jpeg
        default:
            throw UsageError(
                message:
                    "cannot write '\(path)': the screenshot is a PNG or a JPEG, so the name ends in .png, .jpg or .jpeg"
            )
        }
    }

    func command(known: [String]) throws(UsageError) -> SamplesCommandLine {
        if help { return .help }
        if list { return .list }
        if let name { try Self.check(name, known: known) }
        guard let screenshot else {
            if time != nil { throw UsageError(message: "--at needs --screenshot; see samples --help") }
            // A window's pixel scale is the display's; only a headless screenshot picks one.
            if scale != nil { throw UsageError(message: "--scale needs --screenshot; see samples --help") }
            if input != nil { throw UsageError(message: "--input needs --screenshot; see samples --help") }
            return .launcher(
                initialSample: name == "launcher" ? nil : name, size: size ?? .standard, exitsAfterFirstFrame: firstFrame)
        }
        if firstFrame { throw UsageError(message: "--first-frame opens a window; it does not go with --screenshot") }
        return .screenshot(
            ScreenshotRequest(
                name: name ?? "launcher", path: screenshot, format: try Self.format(of: screenshot),
                time: time ?? 0, size: size ?? .standard, scale: scale ?? 1, input: input ?? []))
    }

    private static func check(_ name: String, known: [String]) throws(UsageError) {
        guard name != "launcher", !known.contains(name) else { return }
        let hint = SamplesCommandLine.closest(to: name, in: known).map { " (did you mean '\($0)'?)" } ?? ""
        throw UsageError(message: "unknown sample '\(name)'\(hint); samples --list lists them")
    }
}
