import Foundation

/// Runs an executable of the package the way a user does, for the end-to-end tests of the
/// examples: the binary built beside the test bundle, its standard output and error read.
public enum BuiltExecutable {
    /// What a run printed and how it ended.
    public struct Run: Sendable {
        /// The exit status.
        public var status: Int32
        /// Standard output.
        public var output: String
        /// Standard error.
        public var errors: String
    }

    /// Runs `name` (built beside the bundle of `testClass`) with `arguments` and waits for it;
    /// `environment` replaces the test process's own when given.
    public static func run(
        _ name: String, arguments: [String], environment: [String: String]? = nil, besides testClass: AnyClass
    ) throws -> Run {
        let bundle = Bundle(for: testClass).bundleURL
        let folder = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
        let process = Process()
        process.executableURL = folder.appendingPathComponent(name)
        process.arguments = arguments
        if let environment { process.environment = environment }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errors = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Run(status: process.terminationStatus, output: output, errors: errors)
    }
}
