import FlickEvdev
import FlickInput

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
    /// `firstTouchscreen()` never picks the touchpad. After unplugging, they are gone.
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
        let paths = [screen.devicePath, pad.devicePath]
        screen.destroy()
        pad.destroy()
        let remaining = DeviceDiscovery.nodes().filter(paths.contains)
        guard remaining.isEmpty else {
            throw KernelSelftestFailure("unplugged nodes still listed: \(remaining.joined(separator: " "))")
        }
        return "\(entries.count) nodes; \(paths[0]) touchscreen, \(paths[1]) touchpad; both gone after unplug"
    }
}
