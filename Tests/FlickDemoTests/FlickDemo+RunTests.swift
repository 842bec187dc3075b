@testable import flick_demo
import FlickEvdev
import FlickInput
import FlickRuntime
import FlickScene
import FlickTestSupport
import Foundation
import XCTest

/// Choosing what to run, and the clear errors behind each fallback.
final class FlickDemoRunTests: XCTestCase {
    /// A run installs the system fonts as the standard text engine (`SystemFonts`): the one
    /// before is put back after each test, so no later test measures text with them.
    override func setUp() {
        let previous = TextEngine.standard
        addTeardownBlock { TextEngine.standard = previous }
    }

    func testTheBuiltInTourIsTheCommittedRecording() throws {
        guard case .replayText(let text, let name) = FlickDemo.tourInput() else { return XCTFail("the tour is built in") }
        let builtIn = try Recording(parsing: text, fileName: name)
        let committed = try RecordingFile.load(path: SharedTraces.recordingsDirectory.appendingPathComponent("tour.evemu").path)
        XCTAssertEqual(builtIn.evemuText(), committed.evemuText())
        XCTAssertGreaterThan(committed.duration, 30, "a tour of 30–75 s")
        XCTAssertLessThan(committed.duration, 75, "the settings and their typing took it past a minute")
        let frames = committed.touchFrames()
        let began = frames.flatMap(\.touches).filter { $0.phase == .began }
        XCTAssertEqual(began.count, DemoTour.touchCount)
        XCTAssertEqual(frames.map { $0.activeTouches.count }.max(), 3, "the three-finger tap")
        let window = Rect(origin: .zero, size: DemoTour.windowSize)
        XCTAssertTrue(frames.allSatisfy { $0.touches.allSatisfy { window.contains($0.location) } },
                      "the tour taps the tab bar and list edges, inside the window")
    }

    func testForcingTheTourPlaysItWhateverDevicesExist() throws {
        let options = try FlickDemo.parse(["--tour", "--headless"])
        XCTAssertEqual(options.chooseInput(windowSize: DemoTour.windowSize), FlickDemo.tourInput())
    }

    func testTheTourIsScriptedForThePortraitWindowItPlaysIn() throws {
        let portrait = Size(width: 800, height: 1280)
        let options = try FlickDemo.parse(["--tour", "--headless", "--window", "800x1280"])
        let input = options.chooseInput(windowSize: try XCTUnwrap(options.app.windowSize))
        XCTAssertEqual(input, FlickDemo.tourInput(in: portrait))
        guard case .replayText(let text, let name) = input else { return XCTFail("the tour is built in") }
        XCTAssertTrue(name.contains("800x1280"), name)
        let recording = try Recording(parsing: text, fileName: name)
        let frames = recording.touchFrames(mapping: recording.mapping(windowSize: portrait))
        let began = frames.flatMap(\.touches).filter { $0.phase == .began }
        XCTAssertEqual(began.count, DemoTour.touchCount, "the same gestures as the landscape tour")
        let window = Rect(origin: .zero, size: portrait)
        let outside = frames.flatMap(\.touches).filter { !window.contains($0.location) }
        XCTAssertTrue(outside.isEmpty, "every touch inside the portrait window: \(outside.prefix(3))")
        XCTAssertNotEqual(text, DemoTour.evemu(), "scripted for the portrait layout, not the landscape one")
    }

    func testOnATurnedOrMirroredTouchscreenTheTourTouchesWhereTheScriptMeans() throws {
        let plainText = DemoTour.evemu()
        let plain = try Recording(parsing: plainText, fileName: "tour").touchFrames()
        for (rotation, mirrored) in [(WindowMapping.Rotation.clockwise90, false), (.upsideDown, true), (.clockwise270, false)] {
            let orientation = TouchscreenInput.Orientation(rotation: rotation, mirroredHorizontally: mirrored)
            guard case .replayText(let text, let name) = FlickDemo.tourInput(orientation: orientation) else {
                return XCTFail("the tour is built in")
            }
            XCTAssertTrue(name.contains("turned \(rotation.rawValue)°"), name)
            let recording = try Recording(parsing: text, fileName: name)
            let frames = recording.touchFrames(
                mapping: recording.mapping(windowSize: DemoTour.windowSize, rotation: rotation, mirroredHorizontally: mirrored))
            // Frames need not pair up (the synthesizer's noise lands on other axes), touches do:
            // each one's first and last position.
            func ends(_ frames: [TouchFrame]) -> [Point] {
                frames.flatMap(\.touches).filter { $0.phase == .began || $0.phase == .ended }.map(\.location)
            }
            let turnedEnds = ends(frames), plainEnds = ends(plain)
            XCTAssertEqual(turnedEnds.count, plainEnds.count, "\(rotation)")
            var worst = 0.0
            for (a, b) in zip(turnedEnds, plainEnds) {
                worst = max(worst, abs(a.x - b.x), abs(a.y - b.y))
            }
            XCTAssertLessThan(worst, 1, "\(rotation): every touch where the landscape tour puts it (noise and device units)")
        }
    }

    func testOnAPanelTurnedByFlicksPresenterTheTourIsScriptedForThePortraitInterface() throws {
        var configuration = try FlickDemo.parse(["--tour", "--video-driver", "drm", "--rotate", "90"]).app
            .configuration(title: "test")
        XCTAssertEqual(FlickDemo.interfaceSize(configuration), Size(width: 800, height: 1280))
        configuration.videoDriver = nil
        XCTAssertEqual(FlickDemo.interfaceSize(configuration), DemoTour.windowSize, "elsewhere only touches turn")
    }

    func testAReplayOrADeviceIsWhatTheOptionsName() throws {
        let size = DemoTour.windowSize
        XCTAssertEqual(try FlickDemo.parse(["--replay", "a.evemu"]).chooseInput(windowSize: size), .replay("a.evemu"))
        XCTAssertEqual(
            try FlickDemo.parse(["--device", "/dev/input/event9"]).chooseInput(windowSize: size),
            .device("/dev/input/event9"))
    }

    func testAMissingReplayFileEndsTheRunWithAMessage() throws {
        let options = try FlickDemo.parse(["--replay", "/nonexistent/trace.evemu", "--headless",
                                           "--snapshots", FileManager.default.temporaryDirectory.path])
        XCTAssertEqual(options.launch(), 1)
    }

    func testAMissingDeviceFallsBackToTheTour() throws {
        let snapshots = FileManager.default.temporaryDirectory.appendingPathComponent("flick-demo-\(getpid())-fallback")
        defer { try? FileManager.default.removeItem(at: snapshots) }
        let options = try FlickDemo.parse(["--device", "/dev/input/no-such-event", "--headless", "--speed", "20",
                                           "--snapshots", snapshots.path])
        XCTAssertEqual(options.launch(), 0, "the tour played instead")
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
