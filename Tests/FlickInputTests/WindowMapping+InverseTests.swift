import FlickInput
import XCTest

/// `normalizedDevicePosition(of:)` undoes `location(x:y:)` for every rotation and mirror.
final class WindowMappingInverseTests: XCTestCase {
    func testEveryTurnAndMirrorIsUndone() {
        let x = AxisInfo(code: Evdev.ABS_X, minimum: 0, maximum: 8000)
        let y = AxisInfo(code: Evdev.ABS_Y, minimum: 0, maximum: 12800)
        let points = [Point(x: 0, y: 0), Point(x: 1280, y: 800), Point(x: 100, y: 700), Point(x: 1003.5, y: 12.25)]
        for rotation in WindowMapping.Rotation.allCases {
            for (mirrorX, mirrorY) in [(false, false), (true, false), (false, true), (true, true)] {
                let mapping = WindowMapping(
                    xAxis: x, yAxis: y, windowSize: Size(width: 1280, height: 800), rotation: rotation,
                    mirroredHorizontally: mirrorX, mirroredVertically: mirrorY)
                for point in points {
                    let device = mapping.normalizedDevicePosition(of: point)
                    let back = mapping.location(x: device.x * x.span, y: device.y * y.span)
                    let label = "\(rotation) mirrored \(mirrorX) \(mirrorY) at \(point)"
                    XCTAssertEqual(back.x, point.x, accuracy: 1e-9, label)
                    XCTAssertEqual(back.y, point.y, accuracy: 1e-9, label)
                }
            }
        }
    }

    func testAQuarterTurnPutsTheWindowsTopLeftAtThePanelsTopRight() {
        let mapping = WindowMapping(
            xAxis: AxisInfo(code: Evdev.ABS_X, minimum: 0, maximum: 100),
            yAxis: AxisInfo(code: Evdev.ABS_Y, minimum: 0, maximum: 100), rotation: .clockwise90)
        XCTAssertEqual(mapping.normalizedDevicePosition(of: .zero), Point(x: 1, y: 0), "xrandr --rotate right")
    }
}
