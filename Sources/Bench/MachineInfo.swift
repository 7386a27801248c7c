import Foundation
import CSDL

/// What the numbers were measured on, printed first and written to the JSON.
struct MachineInfo: Codable {
    var processors: Int
    var cpuModel: String
    var memoryTotal: String
    var kernel: String
    var sdlVersion: String
    var ttfVersion: String
    var videoDriver: String
    var renderer: String
    /// GL_RENDERER of a GL renderer's context (e.g. "llvmpipe (LLVM 15.0.6, 256 bits)"), nil otherwise.
    var glRenderer: String?

    @MainActor
    static func current(renderer: OpaquePointer?) -> MachineInfo {
        let cpu = firstValue(in: "/proc/cpuinfo", key: "model name") ?? "unknown"
        let memory = firstValue(in: "/proc/meminfo", key: "MemTotal").map(formatMemInfo) ?? "unknown"
        let kernel =
            (try? String(contentsOfFile: "/proc/sys/kernel/osrelease", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? "unknown"
        var v = SDL_version()
        SDL_GetVersion(&v)
        let ttf =
            TTF_Linked_Version().map { "\($0.pointee.major).\($0.pointee.minor).\($0.pointee.patch)" } ?? "unknown"
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "not started"
        let rendererName = renderer.flatMap(Self.rendererName) ?? "none"
        return MachineInfo(
            processors: ProcessInfo.processInfo.activeProcessorCount, cpuModel: cpu,
            memoryTotal: memory, kernel: kernel,
            sdlVersion: "\(v.major).\(v.minor).\(v.patch)", ttfVersion: ttf,
            videoDriver: driver, renderer: rendererName,
            glRenderer: rendererName.hasPrefix("opengl") ? currentGLRenderer() : nil)
    }

    /// SDL_GetRendererInfo's name for `renderer`: the renderer that really runs.
    @MainActor
    static func rendererName(_ renderer: OpaquePointer) -> String? {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return nil }
        return String(cString: name)
    }

    /// GL_RENDERER of the current GL context (SDL's GL renderers leave theirs current).
    @MainActor
    static func currentGLRenderer() -> String? {
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        guard let address = SDL_GL_GetProcAddress("glGetString") else { return nil }
        let glRendererEnum: UInt32 = 0x1F01
        return unsafeBitCast(address, to: GetString.self)(glRendererEnum).map { String(cString: $0) }
    }

    var summary: String {
        """
        machine:  \(processors) CPUs, \(cpuModel), \(memoryTotal) RAM, Linux \(kernel)
        SDL \(sdlVersion), SDL_ttf \(ttfVersion), video driver \(videoDriver), renderer \(renderer)\(glRenderer.map { " (GL: \($0))" } ?? "")
        """
    }

    private static func firstValue(in file: String, key: String) -> String? {
        guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(key) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// "24596412 kB" → "23.5 GiB".
    private static func formatMemInfo(_ value: String) -> String {
        guard let kb = Double(value.split(separator: " ").first ?? "") else { return value }
        return String(format: "%.1f GiB", kb / 1024 / 1024)
    }
}
