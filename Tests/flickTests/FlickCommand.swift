import Foundation
import XCTest

/// Runs the built `flick` executable (it sits beside the test bundle in the build folder)
/// and captures its output: the command-line contracts are tested end to end, as a user
/// or another check runs them.
struct FlickCommand {
    /// What one run printed and how it ended.
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String
        /// Standard output split into non-empty lines.
        var lines: [String] { standardOutput.split(separator: "\n").map(String.init) }
    }

    /// The `flick` binary in the build products folder.
    static var executable: URL {
        // On Linux the test bundle's URL is the products folder itself; elsewhere it is
        // the `.xctest` bundle inside it.
        let bundle = Bundle(for: BundleMarker.self).bundleURL
        let folder = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
        return folder.appendingPathComponent("flick")
    }

    /// The package root (for `Recordings/`).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A recording in `Recordings/`, by name without extension.
    static func recording(_ name: String) -> String {
        packageRoot.appendingPathComponent("Recordings/\(name).evemu").path
    }

    /// Runs `flick` with `arguments` and waits for it; standard output goes to `output`
    /// (a file such as /dev/full) instead of being captured when given.
    static func run(_ arguments: [String], output: FileHandle? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let out = Pipe(), err = Pipe()
        process.standardOutput = output ?? out
        process.standardError = err
        try process.run()
        if output != nil { try out.fileHandleForWriting.close() }
        let outData = output == nil ? out.fileHandleForReading.readDataToEndOfFile() : Data()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      standardOutput: String(decoding: outData, as: UTF8.self),
                      standardError: String(decoding: errData, as: UTF8.self))
    }

    /// Writes `text` to a new temporary file named after `name`; returns its path.
    static func temporaryFile(_ name: String, _ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("flick-\(getpid())-\(name)")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    /// Parses one line of JSON into a dictionary.
    static func object(_ line: String) throws -> [String: Any] {
        let value = try JSONSerialization.jsonObject(with: Data(line.utf8))
        return try XCTUnwrap(value as? [String: Any], "not a JSON object: \(line)")
    }
}

private final class BundleMarker {}
