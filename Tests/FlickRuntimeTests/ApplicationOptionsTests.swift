import FlickInput
import FlickRender
import FlickRuntime
import XCTest

/// The options group apps embed.
final class ApplicationOptionsTests: XCTestCase {
    func testEveryOptionReachesTheConfiguration() throws {
        let options = try ApplicationOptions.parse([
            "--replay", "x.evemu", "--headless", "--window", "800x600", "--rate", "120", "--rotate", "90",
            "--mirror-x", "--mirror-y", "--calibration", "1 0 0 0 1 0.1", "--video-driver", "kmsdrm", "--speed", "2",
            "--exit-after-replay", "--snapshots", "out", "--realtime", "--no-late-start", "--start-margin", "1.5",
            "--cost-percentile", "95", "--cost-window", "120", "--predict-touches", "4", "--replay-delay", "2.5",
            "--no-second-look", "--cpu-slowdown", "1.5",
        ])
        let configuration = try options.configuration()
        XCTAssertEqual(configuration.input, .replay("x.evemu"))
        XCTAssertTrue(configuration.headless)
        XCTAssertEqual(configuration.windowSize, Size(width: 800, height: 600))
        XCTAssertEqual(configuration.rate, 120)
        XCTAssertEqual(configuration.orientation.rotation, .clockwise90)
        XCTAssertTrue(configuration.orientation.mirroredHorizontally)
        XCTAssertTrue(configuration.orientation.mirroredVertically)
        XCTAssertEqual(configuration.orientation.calibration, CalibrationMatrix(a: 1, b: 0, c: 0, d: 0, e: 1, f: 0.1))
        XCTAssertEqual(configuration.videoDriver, "kmsdrm")
        XCTAssertEqual(configuration.speed, 2)
        XCTAssertEqual(configuration.replayDelay, 0.0025, accuracy: 1e-12)
        XCTAssertFalse(configuration.looksAgainLate)
        XCTAssertFalse(configuration.frameLoop.looksAgainLate)
        XCTAssertTrue(try ApplicationOptions.parse([]).configuration().frameLoop.looksAgainLate, "on by default")
        XCTAssertEqual(try ApplicationOptions.parse([]).configuration().replayDelay, 0)
        XCTAssertEqual(configuration.cpuSlowdown, 1.5)
        XCTAssertEqual(try ApplicationOptions.parse([]).configuration().cpuSlowdown, 1, "as measured by default")
        XCTAssertTrue(configuration.exitAfterReplay)
        XCTAssertEqual(configuration.snapshotDirectory, "out")
        XCTAssertTrue(configuration.realtimeScheduling)
        XCTAssertFalse(configuration.startsLate)
        XCTAssertEqual(configuration.costPredictor, FrameCostPredictor(window: 120, percentile: 0.95, margin: 0.0015))
        XCTAssertTrue(configuration.resamplesTouches)
        XCTAssertEqual(configuration.touchPrediction, 0.004, accuracy: 1e-12)
        XCTAssertEqual(configuration.frameLoop.rate, 120)
        XCTAssertFalse(configuration.frameLoop.startsLate)
        XCTAssertFalse(try ApplicationOptions.parse(["--no-resample"]).configuration().resamplesTouches)
        XCTAssertNil(try ApplicationOptions.parse(["--no-resample"]).configuration().makeTouchResampling())
        XCTAssertFalse(try ApplicationOptions.parse([]).configuration().realtimeScheduling, "off by default")
    }

    func testDefaultsAreAutomaticInputAndFullScreenOnATouchscreen() throws {
        let configuration = try ApplicationOptions.parse([]).configuration()
        XCTAssertEqual(configuration.input, .automatic)
        XCTAssertNil(configuration.windowSize, "no --window: full screen on a touchscreen, else the default size")
        XCTAssertEqual(
            try ApplicationOptions.parse(["--device", "/dev/input/event3"]).configuration().input,
            .device("/dev/input/event3"))
        XCTAssertEqual(try ApplicationOptions.parse(["--device", "auto"]).configuration().input, .automatic)
    }

    func testTheKeyboardLayoutIsAnOptionUSByDefault() throws {
        XCTAssertEqual(try ApplicationOptions.parse([]).configuration().keyboardLayout, "us")
        XCTAssertEqual(try ApplicationOptions.parse(["--keyboard-layout", "de"]).configuration().keyboardLayout, "de")
    }

    func testTheRendererIsAnOptionAutomaticByDefault() throws {
        XCTAssertEqual(try ApplicationOptions.parse([]).configuration().renderer, .automatic)
        XCTAssertEqual(try ApplicationOptions.parse(["--renderer", "gpu"]).configuration().renderer, .gpu)
        XCTAssertEqual(try ApplicationOptions.parse(["--renderer", "software"]).configuration().renderer, .software)
    }

    func testKeyboardOptionsAreNoneByDefault() throws {
        XCTAssertNil(try ApplicationOptions.parse([]).configuration().keyboardOptions)
        XCTAssertEqual(
            try ApplicationOptions.parse(["--keyboard-options", "compose:ralt"]).configuration().keyboardOptions,
            "compose:ralt")
    }

    func testBadValuesNameTheirOption() {
        for (arguments, option) in [
            (["--window", "big"], "--window"), (["--rotate", "45"], "--rotate"),
            (["--calibration", "1 2 3"], "--calibration"), (["--rate", "0"], "--rate"),
            (["--speed", "-1"], "--speed"), (["--replay", "a", "--device", "b"], "--replay"),
            (["--predict-touches", "9"], "--predict-touches"),
            (["--no-resample", "--predict-touches", "2"], "--predict-touches"),
            (["--start-margin", "-1"], "--start-margin"), (["--cost-window", "0"], "--cost-window"),
            (["--cost-percentile", "101"], "--cost-percentile"),
            (["--replay-delay", "-1"], "--replay-delay"), (["--replay-delay", "1001"], "--replay-delay"),
            (["--scale", "0"], "--scale"), (["--scale", "9"], "--scale"),
            (["--renderer", "vulkan"], "--renderer"),
            (["--cpu-slowdown", "0.5"], "--cpu-slowdown"), (["--cpu-slowdown", "11"], "--cpu-slowdown"),
            (["--cpu-slowdown", "nan"], "--cpu-slowdown"),
        ] {
            XCTAssertThrowsError(try ApplicationOptions.parse(arguments), "\(arguments)") { error in
                XCTAssertTrue(
                    ApplicationOptions.message(for: error).contains(option), ApplicationOptions.message(for: error))
            }
        }
    }

    func testWindowSidesOutsideTheRangeAreRefusedWithTheRange() throws {
        for size in ["0x600", "800x0.5", "16385x800", "800x16385", "1e308x1e308"] {
            XCTAssertThrowsError(try ApplicationOptions.parse(["--window", size]), size) { error in
                let message = ApplicationOptions.message(for: error)
                XCTAssertTrue(message.contains("--window must have sides from 1 to 16384 points"), message)
            }
        }
        for size in ["800", "800x600x2", "infx600", "nanx600", "axb"] {
            XCTAssertThrowsError(try ApplicationOptions.parse(["--window", size]), size) { error in
                let message = ApplicationOptions.message(for: error)
                XCTAssertTrue(message.contains("--window must be WIDTHxHEIGHT"), message)
            }
        }
        XCTAssertEqual(
            try ApplicationOptions.parse(["--window", "1x1"]).configuration().windowSize, Size(width: 1, height: 1))
        XCTAssertEqual(
            try ApplicationOptions.parse(["--window", "16384X16384"]).configuration().windowSize,
            Size(width: 16384, height: 16384))
    }

    func testParseSizeTakesTheRangeItIsGiven() throws {
        let content = 1.0...10_000_000.0
        XCTAssertEqual(
            try ApplicationOptions.parseSize("10000000x1", option: "--content", range: content),
            Size(width: 10_000_000, height: 1))
        XCTAssertThrowsError(try ApplicationOptions.parseSize("10000001x1", option: "--content", range: content)) {
            error in
            XCTAssertTrue("\(error)".contains("--content must have sides from 1 to 10000000 points"), "\(error)")
        }
    }

    func testNegativeRotationsTheSpeedRangeAndASnapshotFileAreHandled() throws {
        XCTAssertEqual(
            try ApplicationOptions.parse(["--rotate", "-90"]).configuration().orientation.rotation, .clockwise270)
        for rotate in ["45", "360", "-360", "450"] {
            XCTAssertThrowsError(try ApplicationOptions.parse(["--rotate", rotate]), rotate) { error in
                let message = ApplicationOptions.message(for: error)
                XCTAssertTrue(message.contains("--rotate takes 0, 90, 180 or 270"), message)
            }
        }
        XCTAssertEqual(try ApplicationOptions.parse(["--speed", "0.01"]).speed, 0.01)
        XCTAssertEqual(try ApplicationOptions.parse(["--speed", "100"]).speed, 100)
        for speed in ["0.009", "100.1", "-1", "nan", "inf"] {
            XCTAssertThrowsError(try ApplicationOptions.parse(["--speed", speed]), speed) { error in
                let message = ApplicationOptions.message(for: error)
                XCTAssertTrue(message.contains("--speed must be from 0.01 to 100"), message)
            }
        }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flick-\(getpid())-options-snapshots")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertThrowsError(try ApplicationOptions.parse(["--snapshots", file.path])) { error in
            XCTAssertTrue(ApplicationOptions.message(for: error).contains("must be a folder"), "\(error)")
        }
    }
}
