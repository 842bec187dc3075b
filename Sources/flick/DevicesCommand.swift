#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ArgumentParser
import FlickEvdev
import FlickInput
import FoundationEssentials

/// `flick devices`: the input devices, touchscreens marked, with ranges, resolution and slots.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List input devices (/dev/input/event*), touchscreens marked with *.",
        discussion: """
            --json prints one object per device: {"path", "name", "kind", "protocol", "slots",
            "x": [min, max], "y": [min, max], "resolution": [x, y]} (units/mm), or {"path", "error"}
            for a node that cannot be opened.
            """
    )

    @Option(help: "The folder to scan.")
    var directory: String = DeviceDiscovery.defaultDirectory

    @Flag(help: "Print one JSON object per device.")
    var json = false

    func run() throws {
        // A machine without /dev/input (a container) simply has no devices; a folder given
        // with --directory that does not exist is a mistake.
        var status = stat()
        let exists = stat(directory, &status) == 0
        let isDirectory = exists && status.st_mode & S_IFMT == S_IFDIR
        guard exists || directory == DeviceDiscovery.defaultDirectory else {
            throw CleanExit.failure("\(QuotedInput.excerpt(directory)): no such folder to scan for input devices")
        }
        guard isDirectory || !exists else {
            throw CleanExit.failure("\(QuotedInput.excerpt(directory)): not a folder (give the folder holding event* nodes)")
        }
        let entries = DeviceDiscovery.scan(directory: directory)
        guard json else {
            try StandardOutput.write(QuotedInput.escaping(DeviceDiscovery.report(entries, directory: directory)))
            return
        }
        for entry in entries { try StandardOutput.line(Self.jsonLine(entry)) }
    }

    /// One device as a JSON object.
    static func jsonLine(_ entry: DeviceDiscovery.Entry) -> JSONLine {
        var line = JSONLine()
        line.add("path", entry.path)
        switch entry.result {
        case .success(let device):
            line.add("name", device.name)
            line.add("kind", device.classification.rawValue)
            line.add("protocol", device.touchProtocol.rawValue)
            line.add("slots", device.slotCount)
            if let axes = device.positionAxes {
                line.add("x", json: JSONLine.array([String(axes.x.minimum), String(axes.x.maximum)]))
                line.add("y", json: JSONLine.array([String(axes.y.minimum), String(axes.y.maximum)]))
                line.add("resolution", json: JSONLine.array([String(axes.x.resolution), String(axes.y.resolution)]))
            }
        case .failure(let error):
            line.add("error", error.description)
        }
        return line
    }
}
