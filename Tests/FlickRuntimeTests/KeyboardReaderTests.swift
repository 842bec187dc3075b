import FlickInput
@testable import FlickRuntime
import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#endif

/// KeyboardReader reads keyboards on its own thread as events arrive and keeps them for the
/// frame thread. A pipe stands in for an evdev node (the unit tier has no /dev/uinput; the
/// real-kernel tier types a scanner burst into the demo through it).
final class KeyboardReaderTests: XCTestCase {
    /// A device whose events are written into a pipe as (type, code, value, time) records; the
    /// write end closed is the device unplugged.
    final class PipeDevice: KeyEventDevice {
        let fileDescriptor: Int32
        let writeEnd: Int32
        private(set) var isGone = false
        private var partial: [UInt8] = []

        init() throws {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else { throw XCTSkip("no pipe") }
            _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
            fileDescriptor = ends[0]
            writeEnd = ends[1]
        }

        deinit {
            close(fileDescriptor)
            if writeEnd >= 0 { close(writeEnd) }
        }

        /// One event as the pipe carries it (16 bytes).
        struct Record {
            var type: UInt16
            var code: UInt16
            var value: Int32
            var time: Double
        }

        func send(_ events: [InputEvent]) {
            var bytes: [UInt8] = []
            for event in events {
                let record = Record(type: event.type, code: event.code, value: event.value, time: event.time)
                withUnsafeBytes(of: record) { bytes += $0 }
            }
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { write(writeEnd, $0.baseAddress!, $0.count) }
                guard written > 0 else { return }
                offset += written
            }
        }

        func readAvailable(into inputs: inout [LiveInput]) {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = Glibc.read(fileDescriptor, &buffer, buffer.count)
                if count == 0 {
                    isGone = true
                    inputs.append(.deviceGone(at: 0))
                    return
                }
                guard count > 0 else { return }
                partial += buffer[0..<count]
                let whole = partial.count / MemoryLayout<Record>.stride
                partial.withUnsafeBytes { raw in
                    for index in 0..<whole {
                        let record = raw.loadUnaligned(fromByteOffset: index * MemoryLayout<Record>.stride, as: Record.self)
                        inputs.append(
                            .event(InputEvent(time: record.time, type: record.type, code: record.code, value: record.value)))
                    }
                }
                partial.removeFirst(whole * MemoryLayout<Record>.stride)
            }
        }

        func unplug() { close(writeEnd) }
    }

    /// Waits (up to 10 s: a timeout, not a pause) for the reader to keep something.
    private func waitUntilReadable(_ reader: KeyboardReader) -> Bool {
        var entry = pollfd(fd: reader.pollDescriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 10_000) > 0
    }

    /// `count` key events, down and up in turn, 1 ms apart.
    private func keys(_ count: Int) -> [InputEvent] {
        (0..<count).map { (index: Int) -> InputEvent in
            let time = Double(index) * 0.001
            let code = UInt16(30 + index % 10)
            return InputEvent(time: time, type: Evdev.EV_KEY, code: code, value: Int32(index % 2))
        }
    }

    func testEventsAreKeptInOrderUntilTakenAndTheDescriptorClears() throws {
        let reader = KeyboardReader()
        XCTAssertGreaterThanOrEqual(reader.pollDescriptor, 0)
        let device = try PipeDevice()
        reader.add(device, at: "/dev/input/event7")
        XCTAssertEqual(reader.paths, ["/dev/input/event7"])
        let sent = keys(600)
        device.send(sent)
        var taken: [InputEvent] = []
        while taken.count < sent.count, waitUntilReadable(reader) {
            for batch in reader.take() {
                XCTAssertEqual(batch.path, "/dev/input/event7")
                XCTAssertFalse(batch.isGone)
                taken += batch.inputs.compactMap { if case .event(let event) = $0 { event } else { nil } }
            }
        }
        XCTAssertEqual(taken, sent, "every event, in order, read by the reader's thread")
        var entry = pollfd(fd: reader.pollDescriptor, events: Int16(POLLIN), revents: 0)
        XCTAssertEqual(poll(&entry, 1, 0), 0, "nothing kept: the frame loop's descriptor is quiet")
        XCTAssertTrue(reader.take().isEmpty)
    }

    func testAnUnpluggedDeviceIsReportedOnceAndLetGo() throws {
        let reader = KeyboardReader()
        let device = try PipeDevice()
        reader.add(device, at: "/dev/input/event9")
        device.send(keys(2))
        device.unplug()
        var batches: [KeyboardReader.Batch] = []
        while !batches.contains(where: \.isGone), waitUntilReadable(reader) { batches += reader.take() }
        let last = try XCTUnwrap(batches.last)
        XCTAssertTrue(last.isGone)
        guard case .deviceGone = try XCTUnwrap(last.inputs.last) else { return XCTFail("ends with the device gone") }
        XCTAssertEqual(batches.flatMap(\.inputs).count, 3, "two keys, then gone")
        XCTAssertEqual(reader.paths, [], "let go")
        XCTAssertTrue(reader.take().isEmpty, "reported once")
    }

    func testAReaderStopsItsThreadWhenReleased() throws {
        // Each reader's thread ends in its deinit (which waits for it): 50 in a row end.
        for _ in 0..<50 {
            let reader = KeyboardReader()
            let device = try PipeDevice()
            reader.add(device, at: "/dev/input/event1")
            device.send(keys(4))
        }
    }
}
