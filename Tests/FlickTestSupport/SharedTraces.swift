import Foundation

/// Finds the real recordings in `../shared/traces/` beside the package root, and the
/// package's own `Recordings/`. Tests that need the shared traces skip when it is absent.
public enum SharedTraces {
    /// The package root: three levels above this file (`Tests/FlickTestSupport/SharedTraces.swift`).
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/traces` relative to the package root.
    public static let directory: URL = packageRoot.deletingLastPathComponent()
        .appendingPathComponent("shared").appendingPathComponent("traces")

    /// The package's `Recordings/` folder.
    public static let recordingsDirectory: URL = packageRoot.appendingPathComponent("Recordings")

    /// True when the shared traces folder exists.
    public static var isAvailable: Bool { FileManager.default.fileExists(atPath: directory.path) }

    /// The message tests give when they skip for lack of the shared traces.
    public static var skipMessage: String { "shared traces not found at \(directory.path); skipping" }

    /// The `.evemu` files of a folder, sorted by name (empty when the folder is absent).
    public static func evemuFiles(in folder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".evemu") }.sorted().map { folder.appendingPathComponent($0) }
    }

    /// The path of one shared trace, by its file name without `.evemu`.
    public static func path(_ name: String) -> String { directory.appendingPathComponent(name + ".evemu").path }
}
