@testable import flick_demo
import FlickInput
import FlickRuntime
import XCTest

/// The kiosk options of the demo: window size, orientation, calibration, video driver.
final class FlickDemoHardwareTests: XCTestCase {
    func testKioskOptionsReachTheOrientationAndWindow() throws {
        let options = try FlickDemo.parse([
            "--window", "1024x600", "--rotate", "270", "--mirror-x", "--mirror-y",
            "--calibration", "0 -1 1 1 0 0", "--video-driver", "kmsdrm", "--exit-after-tour",
        ])
        XCTAssertEqual(options.app.windowSize, Size(width: 1024, height: 600))
        XCTAssertEqual(options.app.orientation.rotation, .clockwise270)
        XCTAssertTrue(options.app.orientation.mirroredHorizontally)
        XCTAssertTrue(options.app.orientation.mirroredVertically)
        XCTAssertEqual(options.app.orientation.calibration, CalibrationMatrix(a: 0, b: -1, c: 1, d: 1, e: 0, f: 0))
        XCTAssertEqual(options.app.videoDriver, "kmsdrm")
        XCTAssertTrue(options.exitAfterTour)
    }

    func testWithoutWindowTheSizeIsLeftToTheDisplay() throws {
        let options = try FlickDemo.parse([])
        XCTAssertNil(options.app.windowSize, "full screen on a touchscreen, else the default window")
        XCTAssertFalse(options.exitAfterTour, "in a window the demo stays interactive after the tour")
        XCTAssertFalse(options.exitsAfterReplay)
        XCTAssertEqual(options.snapshotDirectory, "demo-snapshots", "the demo's own default for --snapshots")
    }

    func testTheApplicationOptionsOfTheDemoAreApplicationOptions() throws {
        let options = try FlickDemo.parse(["--exit-after-replay", "--snapshots", "shots", "--rate", "120"])
        XCTAssertTrue(options.exitsAfterReplay, "--exit-after-replay ends a window run as --exit-after-tour does")
        XCTAssertEqual(options.snapshotDirectory, "shots")
        XCTAssertEqual(try options.app.configuration().rate, 120)
        XCTAssertThrowsError(try FlickDemo.parse(["--replay", "a.evemu", "--device", "/dev/input/event3"]))
    }

    func testBadKioskOptionsNameTheOption() {
        for (arguments, option) in [
            (["--window", "0x600"], "--window"), (["--calibration", "1 0 0"], "--calibration"),
        ] {
            XCTAssertThrowsError(try FlickDemo.parse(arguments)) { error in
                XCTAssertTrue(FlickDemo.message(for: error).contains(option), FlickDemo.message(for: error))
            }
        }
    }

    func testAWindowRunStaysInteractiveAfterTheReplayUnlessAskedToExit() throws {
        XCTAssertFalse(try FlickDemo.parse(["--tour"]).exitsAfterReplay, "in a window the demo stays interactive")
        XCTAssertTrue(try FlickDemo.parse(["--tour", "--exit-after-tour"]).exitsAfterReplay)
        XCTAssertTrue(try FlickDemo.parse(["--tour", "--exit-after-replay"]).exitsAfterReplay)
    }
}
