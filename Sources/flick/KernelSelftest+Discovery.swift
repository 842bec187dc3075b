#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import FlickEvdev
import FlickInput
import FoundationEssentials

extension KernelSelftest {
    /// A touchpad for the discovery check: INPUT_PROP_POINTER and BTN_TOOL_FINGER, the
    /// signs of a pointer device (research note §1), on the panel's axes.
    static var touchpad: DeviceDescription {
        var pad = panel
        pad.name = "Flick Selftest Touchpad"
        pad.product = 0x0002
        pad.properties = [Evdev.INPUT_PROP_POINTER]
        pad.codes[Evdev.EV_KEY] = [Evdev.BTN_LEFT, Evdev.BTN_TOUCH, Evdev.BTN_TOOL_FINGER]
        return pad
    }

    /// Check 4: with a virtual touchscreen and a virtual touchpad plugged in,
    /// `DeviceDiscovery.scan()` lists both nodes, readable, with their names, the
    /// touchscreen classified `touchscreen` and the touchpad `touchpad`;
    /// `firstTouchscreen()` never picks the touchpad; `flick devices` lists the touchscreen
    /// marked `*` and the touchpad unmarked. After unplugging, they are gone.
    static func discovery() throws -> String {
        let screen = try VirtualTouchscreen(cloning: panel)
        let pad = try VirtualTouchscreen(cloning: touchpad)
        let entries = DeviceDiscovery.scan()
        for (device, expected) in [(screen, DeviceDescription.Classification.touchscreen), (pad, .touchpad)] {
            guard let entry = entries.first(where: { $0.path == device.devicePath }) else {
                throw KernelSelftestFailure("\(device.devicePath) (\(device.description.name)) is not listed; found "
                    + entries.map(\.path).joined(separator: " "))
            }
            let description = try entry.result.get()
            guard description.name == device.description.name, description.classification == expected,
                  entry.isTouchscreen == (expected == .touchscreen) else {
                throw KernelSelftestFailure("\(entry.path): \"\(description.name)\" classified "
                    + "\(description.classification.rawValue), expected \"\(device.description.name)\" \(expected.rawValue)")
            }
        }
        let first = try DeviceDiscovery.firstTouchscreen()
        guard first != pad.devicePath else {
            throw KernelSelftestFailure("firstTouchscreen() picked the touchpad \(pad.devicePath)")
        }
        try checkDevicesCommand(touchscreen: screen, touchpad: pad)
        let paths = [screen.devicePath, pad.devicePath]
        screen.destroy()
        pad.destroy()
        let remaining = DeviceDiscovery.nodes().filter(paths.contains)
        guard remaining.isEmpty else {
            throw KernelSelftestFailure("unplugged nodes still listed: \(remaining.joined(separator: " "))")
        }
        return "\(entries.count) nodes; \(paths[0]) touchscreen, \(paths[1]) touchpad; both gone after unplug"
    }

    /// Runs this executable's `devices` subcommand and checks its listing: the touchscreen's
    /// line is `* PATH  "NAME"  touchscreen, protocol B, 10 slots`, the touchpad's is
    /// unmarked and says `touchpad`.
    static func checkDevicesCommand(touchscreen: VirtualTouchscreen, touchpad: VirtualTouchscreen) throws {
        let (status, output) = try runSelf(["devices"])
        guard status == 0 else {
            throw KernelSelftestFailure("`flick devices` exited with \(status)")
        }
        let lines = output.split(separator: "\n").map(String.init)
        let screenLine = "* \(touchscreen.devicePath)  \"\(touchscreen.description.name)\"  touchscreen, protocol B, 10 slots"
        let padLine = "  \(touchpad.devicePath)  \"\(touchpad.description.name)\"  touchpad"
        guard lines.contains(screenLine), lines.contains(where: { $0.hasPrefix(padLine) }) else {
            throw KernelSelftestFailure("`flick devices` does not list \(touchscreen.devicePath) as a touchscreen and"
                + " \(touchpad.devicePath) as a touchpad:\n" + output)
        }
    }

    /// Runs this executable with `arguments` and returns its exit status and standard output.
    /// Uses posix_spawn rather than Foundation's `Process`, whose run-loop wake-up socket
    /// cannot be created in the test VM (measured by us: it hung there).
    static func runSelf(_ arguments: [String]) throws -> (status: Int32, output: String) {
        var link = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &link, Int(PATH_MAX))
        guard length > 0 else { throw KernelSelftestFailure("cannot read /proc/self/exe: errno \(errno)") }
        let executable = String(decoding: link[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw KernelSelftestFailure("pipe() failed: errno \(errno)") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], STDOUT_FILENO)
        posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(pipeEnds[1])
        guard spawned == 0 else {
            close(pipeEnds[0])
            throw KernelSelftestFailure("could not run \(executable): errno \(spawned)")
        }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(pipeEnds[0], &buffer, buffer.count)
            if count > 0 { output += buffer[0..<count] } else if count < 0 && errno == EINTR { continue } else { break }
        }
        close(pipeEnds[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (exitStatus, String(decoding: output, as: UTF8.self))
    }
}
