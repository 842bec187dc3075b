import ArgumentParser
import FlickEvdev
import FlickInput

/// `flick devices`: the input devices, touchscreens marked, with ranges, resolution and slots.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List input devices (/dev/input/event*), touchscreens marked with *."
    )

    @Option(help: "The folder to scan.")
    var directory: String = DeviceDiscovery.defaultDirectory

    func run() throws {
        let entries = DeviceDiscovery.scan(directory: directory)
        print(DeviceDiscovery.report(entries, directory: directory), terminator: "")
    }
}
