import FlickEvdev
import FlickInput
import FlickTestSupport
import Foundation
import XCTest

/// The committed `Recordings/`: regenerate byte for byte, decode to what their README says,
/// and perform their gestures recognisably in the middle of the 1280 x 800 window.
final class RecordingsTests: XCTestCase {
    func load(_ name: String) throws -> [TouchFrame] {
        try RecordingFile.load(path: SharedTraces.recordingsDirectory.appendingPathComponent(name + ".evemu").path)
            .touchFrames()
    }

    func testRegeneratingGivesIdenticalBytes() throws {
        let files = SharedTraces.evemuFiles(in: SharedTraces.recordingsDirectory)
        // tour.evemu is the demo's (flick-demo's DemoTour; FlickDemoTests checks it).
        XCTAssertEqual(Set(files.map { $0.deletingPathExtension().lastPathComponent }),
                       Set(GestureCatalogue.all.map(\.name) + ["tour"]), "Recordings/ holds exactly the catalogue and the tour")
        for entry in GestureCatalogue.all {
            let path = SharedTraces.recordingsDirectory.appendingPathComponent(entry.name + ".evemu")
            let committed = try Data(contentsOf: path)
            XCTAssertEqual(committed, Data(GestureCatalogue.evemu(for: entry).utf8), "\(entry.name) regenerates identically")
        }
    }

    func testEveryRecordingDecodesWithItsTouchCountsAndTimeOrder() throws {
        for entry in GestureCatalogue.all {
            let frames = try load(entry.name)
            let counts = TouchCounts(frames)
            XCTAssertEqual(counts.total, entry.touchCount, entry.name)
            XCTAssertEqual(counts.simultaneous, entry.simultaneousTouches, entry.name)
            XCTAssertTrue(counts.wellFormed, entry.name)
            XCTAssertEqual(counts.cancelled, entry.name == "palm" ? 1 : 0, entry.name)
            XCTAssertTrue(zip(frames, frames.dropFirst()).allSatisfy { $0.time <= $1.time }, entry.name)
            // Single gestures stay in the middle of the window.
            let area = Rect(x: 200, y: 100, width: 880, height: 600)
            for frame in frames {
                for touch in frame.touches {
                    XCTAssertTrue(area.contains(touch.location),
                                  "\(entry.name): \(touch.location) stays in \(area)")
                }
            }
            XCTAssertEqual(frames.first?.touches.first?.millimetres != nil, true, "real resolution: mm available")
        }
    }

    /// (distance, duration, release speed) of touch `id`, points and seconds.
    func stroke(_ frames: [TouchFrame], id: Int = 1) -> (delta: Point, duration: Double, speed: Double) {
        let samples = frames.compactMap { frame in frame.touches.first { $0.id == id }.map { (frame.time, $0.location) } }
        let first = samples.first!, last = samples.last!
        let before = samples[max(0, samples.count - 4)]
        let speed = last.1.distance(to: before.1) / max(1e-6, last.0 - before.0)
        return (last.1 - first.1, last.0 - first.0, speed)
    }

    func testSwipesCoverAtLeast200PointsInUnderAQuarterSecondInTheirDirection() throws {
        let directions: [String: Point] = ["left": Point(x: -1, y: 0), "right": Point(x: 1, y: 0),
                                           "up": Point(x: 0, y: -1), "down": Point(x: 0, y: 1)]
        for (direction, unit) in directions {
            for prefix in ["swipe-", "two-finger-swipe-"] {
                let frames = try load(prefix + direction)
                for id in prefix == "swipe-" ? [1] : [1, 2] {
                    let s = stroke(frames, id: id)
                    let along = s.delta.x * unit.x + s.delta.y * unit.y
                    XCTAssertGreaterThanOrEqual(along, 200, "\(prefix)\(direction)")
                    XCTAssertLessThan(abs(s.delta.x * unit.y) + abs(s.delta.y * unit.x), 5, "straight")
                    XCTAssertLessThan(s.duration, 0.25, "\(prefix)\(direction)")
                    XCTAssertGreaterThan(s.speed, 1000, "\(prefix)\(direction): lifted while moving fast")
                }
            }
        }
    }

    func testPansAreSlowAndEndStillWhileFlingsReleaseFast() throws {
        for name in ["slow-drag", "diagonal-drag", "two-finger-pan"] {
            let s = stroke(try load(name))
            XCTAssertGreaterThan(s.duration, 0.9, name)
            XCTAssertLessThan(s.speed, 50, "\(name) ends still")
            XCTAssertGreaterThan(s.delta.length, 240, name)
        }
        XCTAssertGreaterThan(stroke(try load("pan-fling")).speed, 1500)
        XCTAssertGreaterThan(stroke(try load("paging-flick")).speed, 800)
        XCTAssertLessThan(stroke(try load("paging-flick")).delta.x, -120)
    }

    func testPinchesAreSymmetricAboutTheCentre() throws {
        for (name, shrinks) in [("pinch-in", true), ("pinch-out", false), ("rotate", false)] {
            let frames = try load(name).filter { $0.touches.count == 2 }
            for frame in frames {
                let middle = (frame.touches[0].location + frame.touches[1].location) / 2
                XCTAssertLessThan(middle.distance(to: GestureCatalogue.center), 3, name)
            }
            let spans = frames.map { $0.touches[0].location.distance(to: $0.touches[1].location) }
            if name == "rotate" {
                XCTAssertEqual(spans.min()!, 300, accuracy: 4)
                XCTAssertEqual(spans.max()!, 300, accuracy: 4)
                let a = frames.first!.touches, b = frames.last!.touches
                let angle0 = atan2(a[1].location.y - a[0].location.y, a[1].location.x - a[0].location.x)
                let angle1 = atan2(b[1].location.y - b[0].location.y, b[1].location.x - b[0].location.x)
                var turn = (angle1 - angle0) * 180 / .pi
                if turn <= -180 { turn += 360 }
                if turn > 180 { turn -= 360 }
                XCTAssertEqual(turn, 90, accuracy: 3, "turns 90° clockwise")
            } else {
                XCTAssertEqual(spans.first!, shrinks ? 400 : 120, accuracy: 6, name)
                XCTAssertEqual(spans.last!, shrinks ? 120 : 400, accuracy: 6, name)
            }
        }
    }

    func testTapsLongPressAndTapWhileMoving() throws {
        let taps = try load("triple-tap")
        let downs = taps.filter { $0.touches.contains { $0.phase == .began } }.map(\.time)
        XCTAssertEqual(downs.count, 3)
        XCTAssertEqual(downs[1] - downs[0], 0.2, accuracy: 0.012, "80 ms tap + 120 ms gap")
        let press = stroke(try load("long-press"))
        XCTAssertGreaterThan(press.duration, 0.85)
        XCTAssertLessThan(press.delta.length, 1)
        let moving = try load("tap-while-moving")
        let flingEnd = moving.first { $0.touches.contains { $0.id == 1 && $0.phase == .ended } }!.time
        let tapStart = moving.first { $0.touches.contains { $0.id == 2 && $0.phase == .began } }!.time
        XCTAssertEqual(tapStart - flingEnd, 0.3, accuracy: 0.02)
    }
}
