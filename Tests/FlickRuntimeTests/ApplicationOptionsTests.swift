import FlickInput
import FlickRuntime
import XCTest

/// The options group apps embed.
final class ApplicationOptionsTests: XCTestCase {
    func testEveryOptionReachesTheConfiguration() throws {
        let options = try ApplicationOptions.parse([
            "--replay", "x.evemu", "--headless", "--window", "800x600", "--rate", "120", "--rotate", "90",
            "--mirror-x", "--mirror-y", "--calibration", "1 0 0 0 1 0.1", "--video-driver", "kmsdrm", "--speed", "2",
            "--exit-after-replay", "--snapshots", "out",
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
        XCTAssertTrue(configuration.exitAfterReplay)
        XCTAssertEqual(configuration.snapshotDirectory, "out")
    }

    func testDefaultsAreAutomaticInputAndFullScreenOnATouchscreen() throws {
        let configuration = try ApplicationOptions.parse([]).configuration()
        XCTAssertEqual(configuration.input, .automatic)
        XCTAssertNil(configuration.windowSize, "no --window: full screen on a touchscreen, else the default size")
        XCTAssertEqual(try ApplicationOptions.parse(["--device", "/dev/input/event3"]).configuration().input,
                       .device("/dev/input/event3"))
        XCTAssertEqual(try ApplicationOptions.parse(["--device", "auto"]).configuration().input, .automatic)
    }

    func testBadValuesNameTheirOption() {
        for (arguments, option) in [(["--window", "big"], "--window"), (["--rotate", "45"], "--rotate"),
                                    (["--calibration", "1 2 3"], "--calibration"), (["--rate", "0"], "--rate"),
                                    (["--speed", "-1"], "--speed"), (["--replay", "a", "--device", "b"], "--replay")] {
            XCTAssertThrowsError(try ApplicationOptions.parse(arguments), "\(arguments)") { error in
                XCTAssertTrue(ApplicationOptions.message(for: error).contains(option), ApplicationOptions.message(for: error))
            }
        }
    }
}
