@testable import flick_demo
import FlickEvdev
import FlickInput
import FlickTestSupport
import Foundation
import XCTest

/// Choosing what to run, and the clear errors behind each fallback.
final class DemoLauncherTests: XCTestCase {
    func testTheBuiltInTourIsTheCommittedRecording() throws {
        let builtIn = try DemoLauncher.tourRecording()
        let committed = try RecordingFile.load(path: SharedTraces.recordingsDirectory.appendingPathComponent("tour.evemu").path)
        XCTAssertEqual(builtIn.evemuText(), committed.evemuText())
        XCTAssertGreaterThan(committed.duration, 30, "a tour of 30–60 s")
        XCTAssertLessThan(committed.duration, 60)
        let frames = committed.touchFrames()
        let began = frames.flatMap(\.touches).filter { $0.phase == .began }
        XCTAssertEqual(began.count, DemoTour.touchCount)
        XCTAssertEqual(frames.map { $0.activeTouches.count }.max(), 3, "the three-finger tap")
        let window = Rect(origin: .zero, size: DemoTour.windowSize)
        XCTAssertTrue(frames.allSatisfy { $0.touches.allSatisfy { window.contains($0.location) } },
                      "the tour taps the tab bar and list edges, inside the window")
    }

    func testAMissingDeviceIsAClearError() {
        XCTAssertThrowsError(try DemoLauncher.openDevice(path: "/dev/input/no-such-event", windowSize: Size(width: 1, height: 1),
                                                         rotation: .none)) { error in
            XCTAssertEqual(error as? EvdevError, .notFound(path: "/dev/input/no-such-event"))
            XCTAssertTrue("\(error)".contains("no such device"), "\(error)")
        }
    }

    func testANonInputNodeIsRefusedNotCrashedOn() {
        XCTAssertThrowsError(try DemoLauncher.openDevice(path: "/dev/null", windowSize: Size(width: 1, height: 1),
                                                         rotation: .none)) { error in
            XCTAssertTrue("\(error)".hasPrefix("/dev/null"), "names the node: \(error)")
        }
    }

    func testAMissingReplayFileStopsWithAMessageInsteadOfPlaying() throws {
        let options = try FlickDemo.parse(["--replay", "/nonexistent/trace.evemu", "--headless"])
        XCTAssertNil(DemoLauncher(options: options).chooseInput())
    }

    func testForcingTheTourPlaysItWhateverDevicesExist() throws {
        let options = try FlickDemo.parse(["--tour", "--headless"])
        guard case .replay(let recording)? = DemoLauncher(options: options).chooseInput() else {
            return XCTFail("expected the tour")
        }
        XCTAssertTrue(recording.path.contains("tour"))
        XCTAssertNil(DemoLauncher(options: options).openWindow(), "--headless never opens a window")
    }

    func testBadOptionsAreRejected() throws {
        XCTAssertThrowsError(try FlickDemo.parse(["--rotate", "45"]))
        XCTAssertEqual(try FlickDemo.parse(["--rotate", "-90"]).app.rotate, -90, "a negative value is a value, not a flag")
        // Speeds whose times overflow or vanish are refused with the range.
        for speed in ["1e-308", "0", "-1", "1e308", "nan"] {
            XCTAssertThrowsError(try FlickDemo.parse(["--speed", speed]), speed) { error in
                XCTAssertTrue(FlickDemo.message(for: error).contains("from 0.01 to 100"), FlickDemo.message(for: error))
            }
        }
        // A regular file where the snapshots folder should be.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flick-\(getpid())-snapshots")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertThrowsError(try FlickDemo.parse(["--snapshots", file.path])) { error in
            XCTAssertTrue(FlickDemo.message(for: error).contains("must be a folder"), FlickDemo.message(for: error))
        }
        XCTAssertThrowsError(try FlickDemo.parse(["--speed", "0"]))
    }
}
