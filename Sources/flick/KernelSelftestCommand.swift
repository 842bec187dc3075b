#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import ArgumentParser
import FlickEvdev
import FlickInput
import FoundationEssentials

/// `flick kernel-selftest [--recordings FOLDER]...`: the in-guest half of the real-kernel
/// test tier (`scripts/test-kernel`). Hidden from `flick --help`: it needs a
/// kernel with uinput (the tier's VM) and root.
///
/// Against real kernel devices created through uinput (`VirtualTouchscreen`, fuzz 0) it
/// checks Flick's live source (`EvdevDevice`, `EvdevTouchSource`, `LiveTouchStream`):
/// 1. replay: each recording, played into a clone of its own device, decodes to the same
///    touch frames live as from the file;
/// 2. overflow, on a protocol-B and a protocol-A device: a flood of unread frames makes the
///    kernel drop events (SYN_DROPPED); the source resynchronises and no touch is left stuck;
/// 3. unplug, on a protocol-B and a protocol-A device: destroying the device with fingers
///    down cancels them and ends the source;
/// 4. discovery: device discovery and `flick devices` list the virtual touchscreen and
///    classify it (and a virtual touchpad) correctly.
///
/// Prints `PASS name` or `FAIL name: reason` per check and a final `N passed, N failed`;
/// exits 1 when a check failed.
struct KernelSelftestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kernel-selftest",
        abstract: "Check the live input path against uinput devices (run by scripts/test-kernel in a VM).",
        shouldDisplay: false
    )

    @Option(name: .customLong("recordings"),
            help: "A folder of recordings (.evemu, libinput .yml) or one file to replay through uinput; repeatable.")
    var recordingPaths: [String] = []

    @Option(help: "Run only the checks whose name contains this text.")
    var only: String?

    func run() throws {
        guard VirtualTouchscreen.isAvailable else {
            throw CleanExit.failure("kernel-selftest: \(VirtualTouchscreen.uinputPath) is not available here;"
                + " run it inside the VM of scripts/test-kernel")
        }
        var selftest = KernelSelftest(filter: only)
        for file in try recordingFiles() {
            selftest.check("replay \(file.label)") { try KernelSelftest.replay(path: file.path) }
        }
        for kind in [KernelSelftest.OverflowProtocol.b, .a] {
            selftest.check("overflow (protocol \(kind.rawValue)): SYN_DROPPED resynchronises, no stuck touch") {
                try KernelSelftest.overflow(kind)
            }
        }
        for kind in [KernelSelftest.OverflowProtocol.b, .a] {
            selftest.check("unplug (protocol \(kind.rawValue)): touches cancelled, source ends") {
                try KernelSelftest.unplug(kind)
            }
        }
        selftest.check("discovery: scan and `flick devices` classify touchscreen and touchpad") { try KernelSelftest.discovery() }
        selftest.check("hotplug: a touchscreen plugged in is picked up, unplugged is cancelled, twice") {
            try KernelSelftest.hotplug()
        }
        selftest.check("keyboard-us") { try KernelSelftest.keyboardLayout("us", expected: "yza") }
        selftest.check("keyboard-de") { try KernelSelftest.keyboardLayout("de", expected: "zya") }
        selftest.check("scanner") { try KernelSelftest.scanner() }
        print("\(selftest.passed) passed, \(selftest.failed) failed")
        if selftest.failed > 0 || selftest.passed == 0 { throw ExitCode.failure }
    }

    /// The file name extensions of recordings `Recording.load` reads: evemu, and
    /// `libinput record` YAML.
    static let recordingExtensions = ["evemu", "yml", "yaml"]

    /// The recordings to replay: every recording of each folder, sorted by name, labelled
    /// with their parent folder's name.
    func recordingFiles() throws -> [(path: String, label: String)] {
        var files: [(path: String, label: String)] = []
        for path in recordingPaths {
            var status = stat()
            guard stat(path, &status) == 0 else {
                throw CleanExit.failure("kernel-selftest: no such recording or folder: \(path)")
            }
            let url = URL(fileURLWithPath: path)
            if status.st_mode & S_IFMT != S_IFDIR {
                files.append((path, url.lastPathComponent))
                continue
            }
            let names = try FileManager.default.contentsOfDirectory(atPath: path)
                .filter { name in Self.recordingExtensions.contains { name.hasSuffix("." + $0) } }.sorted()
            for name in names {
                files.append((url.appendingPathComponent(name).path, url.lastPathComponent + "/" + name))
            }
        }
        return files
    }
}
