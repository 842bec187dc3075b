import FlickInput
import FlickTestSupport
import XCTest

final class WindowMappingTests: XCTestCase {
    let x = AxisInfo(code: Evdev.ABS_MT_POSITION_X, minimum: 0, maximum: 1000, resolution: 10)
    let y = AxisInfo(code: Evdev.ABS_MT_POSITION_Y, minimum: 0, maximum: 500, resolution: 10)

    func mapping(_ rotation: WindowMapping.Rotation = .none, size: Size = Size(width: 200, height: 100),
                 mirrorX: Bool = false, mirrorY: Bool = false,
                 calibration: CalibrationMatrix = .identity) -> WindowMapping {
        WindowMapping(xAxis: x, yAxis: y, windowSize: size, rotation: rotation, mirroredHorizontally: mirrorX,
                      mirroredVertically: mirrorY, calibration: calibration)
    }

    func testTheRangeMapsOntoTheWindowAndTheDefaultIs1280x800() {
        XCTAssertEqual(mapping().location(x: 0, y: 0), Point(x: 0, y: 0))
        XCTAssertEqual(mapping().location(x: 1000, y: 500), Point(x: 200, y: 100))
        XCTAssertEqual(mapping().location(x: 250, y: 250), Point(x: 50, y: 50))
        XCTAssertEqual(WindowMapping(xAxis: x, yAxis: y).location(x: 1000, y: 500), Point(x: 1280, y: 800))
        XCTAssertEqual(mapping().millimetres(x: 250, y: 100), Point(x: 25, y: 10))
    }

    func testNonZeroMinimumsAreSubtracted() {
        let offset = WindowMapping(xAxis: AxisInfo(code: 0, minimum: 42, maximum: 1042),
                                   yAxis: AxisInfo(code: 1, minimum: -100, maximum: 100), windowSize: Size(width: 100, height: 100))
        XCTAssertEqual(offset.location(x: 542, y: 0), Point(x: 50, y: 50))
        XCTAssertNil(offset.millimetres(x: 1, y: 1), "no resolution, no millimetres")
    }

    func testRotationsPutThePanelCornersWhereTheInterfaceExpectsThem() {
        // Panel top-right corner (1000, 0):
        XCTAssertEqual(mapping(.none).location(x: 1000, y: 0), Point(x: 200, y: 0))
        XCTAssertEqual(mapping(.clockwise90).location(x: 1000, y: 0), Point(x: 0, y: 0), "window top-left")
        XCTAssertEqual(mapping(.upsideDown).location(x: 1000, y: 0), Point(x: 0, y: 100))
        XCTAssertEqual(mapping(.clockwise270).location(x: 1000, y: 0), Point(x: 200, y: 100))
        // Panel bottom-left corner (0, 500):
        XCTAssertEqual(mapping(.clockwise90).location(x: 0, y: 500), Point(x: 200, y: 100))
        XCTAssertEqual(mapping(.clockwise270).location(x: 0, y: 500), Point(x: 0, y: 0))
        XCTAssertEqual(WindowMapping.Rotation(degrees: -90), .clockwise270)
        XCTAssertEqual(WindowMapping.Rotation(degrees: 450), .clockwise90)
        XCTAssertNil(WindowMapping.Rotation(degrees: 45))
    }

    func testMirroringFlipsWindowAxesAfterRotation() {
        XCTAssertEqual(mapping(mirrorX: true).location(x: 0, y: 0), Point(x: 200, y: 0))
        XCTAssertEqual(mapping(mirrorY: true).location(x: 0, y: 0), Point(x: 0, y: 100))
        XCTAssertEqual(mapping(.clockwise90, mirrorX: true).location(x: 1000, y: 0), Point(x: 200, y: 0))
    }

    func testCalibrationMatrixWorksOnNormalisedCoordinatesLikeLibinput() {
        // libinput's "0 -1 1 1 0 0": x' = 1 - y, y' = x.
        let matrix = CalibrationMatrix(parsing: "0 -1 1 1 0 0")!
        XCTAssertEqual(mapping(calibration: matrix).location(x: 1000, y: 0), Point(x: 200, y: 100))
        XCTAssertEqual(mapping(calibration: matrix).location(x: 0, y: 0), Point(x: 200, y: 0))
        let shrink = CalibrationMatrix(parsing: "0.5,0,0.25,0,0.5,0.25")!
        XCTAssertEqual(mapping(calibration: shrink).location(x: 0, y: 0), Point(x: 50, y: 25))
        XCTAssertNil(CalibrationMatrix(parsing: "1 0 0 0 1"))
        XCTAssertNil(CalibrationMatrix(parsing: "1 0 0 0 1 nan"))
    }

    func testOutOfRangeValuesAreKeptAndFlagged() {
        XCTAssertEqual(mapping().location(x: 1100, y: -50).x, 220, accuracy: 1e-9)
        XCTAssertEqual(mapping().location(x: 1100, y: -50).y, -10, accuracy: 1e-9)
        XCTAssertFalse(mapping().isInRange(x: 1100, y: 0))
        XCTAssertTrue(mapping().isInRange(x: 1000, y: 500))
    }

    func testRecordingMappingUsesTheDevicePositionAxes() {
        let recording = Recording(device: RecordingBuilder.touchscreen(width: 4096, height: 4096), events: [])
        let mapping = recording.mapping(windowSize: Size(width: 800, height: 1280), rotation: .clockwise90)
        XCTAssertEqual(mapping.xAxis.maximum, 4095)
        XCTAssertEqual(mapping.location(x: 4095, y: 0), Point(x: 0, y: 0))
    }
}
