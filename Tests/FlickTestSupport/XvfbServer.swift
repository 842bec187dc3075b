import Foundation
import XCTest

/// An X server in memory (Xvfb) for tests of real X11 windows, started on a free display
/// and stopped with `stop()`. While it runs, `DISPLAY` names it and `SDL_VIDEODRIVER` is
/// `x11`; `stop()` restores both and unsets SDL's renderer and framebuffer overrides for the
/// test's duration. Xvfb is installed by `scripts/setup test`; without it `start()` throws
/// `XCTSkip`.
public final class XvfbServer {
    /// Where Debian installs Xvfb.
    public static let executable = "/usr/bin/Xvfb"
    /// Environment variables set or cleared while the server runs.
    static let variables = ["DISPLAY", "SDL_VIDEODRIVER", "SDL_RENDER_DRIVER", "SDL_FRAMEBUFFER_ACCELERATION"]

    /// The display, e.g. `:1`.
    public let display: String
    private let process: Process
    private let saved: [(String, String?)]

    private init(display: String, process: Process, saved: [(String, String?)]) {
        self.display = display
        self.process = process
        self.saved = saved
    }

    /// Starts Xvfb with one `width × height` 24-bit screen and points SDL at it. Returns
    /// once the server accepts clients (`-displayfd`: it prints its display number then).
    public static func start(width: Int = 1280, height: Int = 800) throws -> XvfbServer {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw XCTSkip("no Xvfb (scripts/setup test installs it)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var number = ""
        while !number.hasSuffix("\n") {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            guard !byte.isEmpty else {
                process.terminate()
                process.waitUntilExit()
                throw XCTSkip("Xvfb ended before it was ready")
            }
            number += String(decoding: byte, as: UTF8.self)
        }
        let saved = variables.map { name in (name, getenv(name).map { String(cString: $0) }) }
        let display = ":" + number.trimmingCharacters(in: .whitespacesAndNewlines)
        setenv("DISPLAY", display, 1)
        setenv("SDL_VIDEODRIVER", "x11", 1)
        for name in variables.dropFirst(2) { unsetenv(name) }
        return XvfbServer(display: display, process: process, saved: saved)
    }

    /// Stops the server and restores the environment.
    public func stop() {
        for (name, value) in saved {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
        process.terminate()
        process.waitUntilExit()
    }
}
