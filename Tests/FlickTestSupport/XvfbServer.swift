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
    /// The folder Xvfb keeps its screen in as an XWD file (`-fbdir`), when asked for.
    private let screenFolder: URL?

    private init(display: String, process: Process, saved: [(String, String?)], screenFolder: URL?) {
        self.display = display
        self.process = process
        self.saved = saved
        self.screenFolder = screenFolder
    }

    /// Starts Xvfb with one `width × height` 24-bit screen and points SDL at it. Returns
    /// once the server accepts clients (`-displayfd`: it prints its display number then).
    /// With `readableScreen`, the screen is kept in a file (`-fbdir`) that `screen()` reads:
    /// what the server shows, not what a client drew.
    public static func start(width: Int = 1280, height: Int = 800, readableScreen: Bool = false) throws -> XvfbServer {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw XCTSkip("no Xvfb (scripts/setup test installs it)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
        var screenFolder: URL?
        if readableScreen {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xvfb-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            process.arguments! += ["-fbdir", folder.path]
            screenFolder = folder
        }
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
        return XvfbServer(display: display, process: process, saved: saved, screenFolder: screenFolder)
    }

    /// What the screen shows now, as `width × height` pixels `0xRRGGBB`, row by row, read from
    /// the XWD file Xvfb keeps it in (started with `readableScreen`; X11's XWDFileHeader: 25
    /// big-endian 32-bit fields, the window name, `ncolors` 12-byte colours, then the rows).
    public func screen() throws -> (width: Int, height: Int, pixels: [UInt32]) {
        guard let screenFolder else { throw XCTSkip("Xvfb was started without readableScreen") }
        let data = try Data(contentsOf: screenFolder.appendingPathComponent("Xvfb_screen0"))
        func field(_ index: Int) -> Int {
            data[index * 4..<index * 4 + 4].reduce(0) { $0 << 8 | Int($1) }
        }
        let (headerSize, width, height, byteOrder) = (field(0), field(4), field(5), field(7))
        let (bitsPerPixel, bytesPerLine, colours) = (field(11), field(12), field(19))
        guard bitsPerPixel == 32 else { throw XCTSkip("Xvfb's screen has \(bitsPerPixel) bits per pixel, not 32") }
        let start = headerSize + colours * 12
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let at = start + y * bytesPerLine + x * 4
                let bytes = (0..<4).map { UInt32(data[at + $0]) }
                // byte_order 0: LSBFirst (B, G, R, X on this machine).
                let value = byteOrder == 0
                    ? bytes[0] | bytes[1] << 8 | bytes[2] << 16 : bytes[3] | bytes[2] << 8 | bytes[1] << 16
                pixels[y * width + x] = value
            }
        }
        return (width, height, pixels)
    }

    /// Stops the server and restores the environment.
    public func stop() {
        for (name, value) in saved {
            if let value { setenv(name, value, 1) } else { unsetenv(name) }
        }
        process.terminate()
        process.waitUntilExit()
        if let screenFolder { try? FileManager.default.removeItem(at: screenFolder) }
    }
}
