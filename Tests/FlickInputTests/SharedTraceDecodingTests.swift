import FlickEvdev
import FlickInput
import FlickTestSupport
import XCTest

/// Every real recording in `../shared/traces/` decodes, with frame times that never go
/// backwards and the touch counts of its README (checked against our own reading of each file).
final class SharedTraceDecodingTests: XCTestCase {
    /// (touches in the whole recording, most touches down at once), per trace.
    static let expected: [String: (total: Int, simultaneous: Int)] = [
        "atmel-maxtouch.1-finger-drag-up-down": (1, 1),
        "atmel-maxtouch.1-finger-fast-taps": (9, 1),
        "atmel-maxtouch.2-fingers-touch-release": (2, 2),
        "atmel-maxtouch.4-finger-drag-down": (4, 4),
        "egalax-pcap.tap": (1, 1),
        "egalax-usb-singletouch": (2, 1),
        "ep0430m09.1-finger-drag-up-down": (1, 1),
        "ep0430m09.2-finger-scroll-down": (2, 2),
        "ep0430m09.2-fingers-touch-release": (2, 2),
        "ep0430m09.4-finger-drag-down": (4, 4),
        "ntrig.1-finger-drag-NW-SE": (1, 1),
        "ntrig.2-fingers-touch-release": (2, 2),
        "quanta-optical.strokes": (9, 1),
        "quanta-optical.touch-hover": (1, 1),
        "quanta-optical.touch-on-left": (1, 1),
        "wacom-cintiq-13hd": (1, 1),
        "wacom-cintiq-22hdt": (0, 0),
        // The corpus file named "2fg-double-tap" holds a single two-finger tap (21 events).
        "wacom-isdv4-e6.2fg-double-tap": (2, 2),
        "wacom-isdv4-e6.2fg-tap": (2, 2),
        "wacom-isdv4-e6.double-center-circle": (2, 2),
        "wacom-isdv4-e6.double-center-scroll": (2, 2),
        "wacom-isdv4-e6.double-tap-center": (2, 1),
        "wacom-isdv4-e6.double-top-swipe": (2, 2),
        "wacom-isdv4-e6.single-center-circle": (1, 1),
        "wacom-isdv4-e6.single-center-scroll": (1, 1),
        "wacom-isdv4-e6.single-tap-center": (1, 1),
        "wacom-isdv4-e6.single-top-swipe": (1, 1),
    ]

    func testEverySharedTraceDecodesWithTheExpectedTouchCounts() throws {
        let files = SharedTraces.evemuFiles(in: SharedTraces.directory)
        guard !files.isEmpty else { throw XCTSkip(SharedTraces.skipMessage) }
        XCTAssertEqual(Set(files.map { $0.deletingPathExtension().lastPathComponent }), Set(Self.expected.keys),
                       "every trace has an expectation")
        for file in files {
            let name = file.deletingPathExtension().lastPathComponent
            let recording = try RecordingFile.load(path: file.path)
            let frames = recording.touchFrames()
            let counts = TouchCounts(frames)
            XCTAssertEqual(counts.total, Self.expected[name]?.total, name)
            XCTAssertEqual(counts.simultaneous, Self.expected[name]?.simultaneous, name)
            XCTAssertTrue(counts.wellFormed, "\(name): every touch begins once and ends once, ids not reused")
            XCTAssertEqual(counts.cancelled, 0, "\(name): real traces end with every finger lifted")
            XCTAssertTrue(zip(frames, frames.dropFirst()).allSatisfy { $0.time <= $1.time }, "\(name): time order")
        }
    }

    func testProtocolAWithoutTrackingIDsKeepsTwoSeparateFingers() throws {
        guard SharedTraces.isAvailable else { throw XCTSkip(SharedTraces.skipMessage) }
        let frames = try RecordingFile.load(path: SharedTraces.path("ntrig.2-fingers-touch-release")).touchFrames()
        let both = frames.filter { $0.activeTouches.count == 2 }
        XCTAssertFalse(both.isEmpty)
        for frame in both {
            XCTAssertGreaterThan(frame.touches[0].location.distance(to: frame.touches[1].location), 20,
                                 "the two fingers never swap into each other")
        }
    }

    func testTheEGalaxSingleTouchStrokesMoveAcrossTheScreen() throws {
        guard SharedTraces.isAvailable else { throw XCTSkip(SharedTraces.skipMessage) }
        let frames = try RecordingFile.load(path: SharedTraces.path("egalax-usb-singletouch")).touchFrames()
        let first = frames.filter { $0.touches.first?.id == 2 }.map { $0.touches[0].location }
        let width = first.map(\.x).max()! - first.map(\.x).min()!
        let height = first.map(\.y).max()! - first.map(\.y).min()!
        XCTAssertGreaterThan(max(width, height), 100, "the second stroke crosses the screen: positions come from ABS_Z/ABS_RX")
        XCTAssertTrue(first.allSatisfy { $0.x > -50 && $0.x < 1330 && $0.y > -50 && $0.y < 850 })
    }

    func testAFiftyMicrosecondTapIsStillATap() throws {
        guard SharedTraces.isAvailable else { throw XCTSkip(SharedTraces.skipMessage) }
        let frames = try RecordingFile.load(path: SharedTraces.path("egalax-pcap.tap")).touchFrames()
        XCTAssertEqual(frames.first?.touches.first?.phase, .began)
        XCTAssertEqual(frames.last?.touches.first?.phase, .ended)
        XCTAssertLessThan(frames.last!.time - frames.first!.time, 0.0001)
    }
}

/// Touch statistics of a decoded stream, for recording tests.
struct TouchCounts {
    var total = 0
    var simultaneous = 0
    var cancelled = 0
    var wellFormed = true

    init(_ frames: [TouchFrame]) {
        var live: Set<Int> = []
        var finished: Set<Int> = []
        for frame in frames {
            for touch in frame.touches {
                switch touch.phase {
                case .began:
                    if live.contains(touch.id) || finished.contains(touch.id) { wellFormed = false }
                    live.insert(touch.id)
                    total += 1
                case .moved, .stationary:
                    if !live.contains(touch.id) { wellFormed = false }
                case .ended, .cancelled:
                    if live.remove(touch.id) == nil { wellFormed = false }
                    finished.insert(touch.id)
                    if touch.phase == .cancelled { cancelled += 1 }
                }
            }
            simultaneous = max(simultaneous, frame.touches.count(where: { $0.phase != .ended && $0.phase != .cancelled }))
        }
        if !live.isEmpty { wellFormed = false }
    }
}
