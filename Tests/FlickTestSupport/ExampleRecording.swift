import FlickInput
import Foundation
import XCTest

/// An example's committed evemu recording, which its end-to-end test synthesizes from a
/// gesture script (`TraceSynthesizer`, seeded by name) and compares with the file; with
/// FLICK_RECORD_GOLDENS=1 the test rewrites the file first.
public struct ExampleRecording: Sendable {
    /// The package's root folder (this file is Tests/FlickTestSupport/ExampleRecording.swift).
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The recording's file.
    public let url: URL

    /// The recording at `relativePath` from the package's root.
    public init(_ relativePath: String) { url = Self.packageRoot.appendingPathComponent(relativePath) }

    /// Checks that the file holds `script` synthesized with the seed named `seedName`
    /// (`SeededGenerator.seed(for:)`); the failure tells how to regenerate it with `swift test
    /// --filter testFilter`. With FLICK_RECORD_GOLDENS=1 the file is written first.
    public func assertIsSynthesized(from script: GestureScript, seedName: String, testFilter: String,
                                    file: StaticString = #filePath, line: UInt = #line) throws {
        let evemu = TraceSynthesizer(seed: SeededGenerator.seed(for: seedName)).evemu(for: script)
        if ProcessInfo.processInfo.environment["FLICK_RECORD_GOLDENS"] == "1" {
            try Data(evemu.utf8).write(to: url)
        }
        XCTAssertEqual(try String(contentsOf: url, encoding: .utf8), evemu,
                       "regenerate with FLICK_RECORD_GOLDENS=1 swift test --filter \(testFilter)", file: file, line: line)
    }
}
