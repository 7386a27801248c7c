import Foundation
#if canImport(Glibc)
    import Glibc
#endif

/// One kiwisolver process driven build by build (`kiwi_constraints.py
/// --interleaved`), so that the `constraints` scenario can alternate its
/// own builds with kiwi's. On a shared VM the machine slows down for
/// seconds at a time, longer than all the builds of one side: measured one
/// side after the other, a slow phase can land on either and decide the
/// ratio. Alternated, both sides see the same machine.
final class KiwiSession {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var pending = Data()
    private var failure: String?

    /// Starts the script; nil if it cannot run.
    init?(arguments: [String]) {
        signal(SIGPIPE, SIG_IGN)  // a kiwi process that died must not take the bench with it
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", KiwiReference.scriptPath, "--interleaved"] + arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
    }

    /// One fresh build in the kiwi process; its time in milliseconds, or
    /// nil if kiwi did not answer within `timeout` seconds (the session is
    /// then over).
    func build(timeout: Double) -> Double? {
        guard failure == nil, send("build\n"), let line = readLine(timeout: timeout) else { return nil }
        struct Answer: Decodable { var build_ms: Double }
        return (try? JSONDecoder().decode(Answer.self, from: Data(line.utf8)))?.build_ms
    }

    /// Ends the builds; kiwi runs its edit and re-add phases on the last
    /// system and reports every timing (the builds' median and fastest).
    func finish(timeout: Double) -> KiwiReference.Outcome {
        if let failure { stop(); return .failed(failure) }
        _ = send("done\n")
        try? input.fileHandleForWriting.close()
        guard let line = readLine(timeout: timeout) else {
            stop()
            return failure.map { .failed($0) } ?? .timedOut(seconds: timeout)
        }
        process.waitUntilExit()
        guard let timings = try? JSONDecoder().decode(KiwiReference.Timings.self, from: Data(line.utf8)) else {
            return .failed("unreadable output: \(line)")
        }
        return .finished(timings)
    }

    private func send(_ text: String) -> Bool {
        guard process.isRunning else {
            failure = "kiwi exited (status \(process.terminationStatus))"
            return false
        }
        input.fileHandleForWriting.write(Data(text.utf8))
        return true
    }

    /// The next line of kiwi's output, waiting at most `timeout` seconds.
    private func readLine(timeout: Double) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        let descriptor = output.fileHandleForReading.fileDescriptor
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                pending.removeSubrange(pending.startIndex...newline)
                return line
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { failure = "kiwi did not answer in \(Int(timeout)) s"; return nil }
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, Int32(min(remaining, 3_600) * 1000)) > 0 else { continue }
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { failure = "kiwi closed its output"; return nil }
            pending.append(chunk)
        }
    }

    private func stop() {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
    }
}
