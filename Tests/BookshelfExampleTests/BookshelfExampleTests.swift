import FlickInput
import FlickTestSupport
import Foundation
import XCTest

/// The bookshelf example end to end, as a user runs it: `flick-bookshelf --replay …
/// --headless` on the example's recording (two taps on books, then a fling up the shelves)
/// prints each title tapped and where the shelves came to rest, and exits 0. The recording
/// is made here from a gesture script and compared with the committed
/// `Examples/bookshelf/bookshelf.evemu` (FLICK_RECORD_GOLDENS=1 rewrites it).
final class BookshelfExampleTests: XCTestCase {
    private static let recording = ExampleRecording("Examples/bookshelf/bookshelf.evemu")

    /// The 1280 × 800 window holds 7 books of 140 × 200 pt per row (40 pt insets, 36.7 pt
    /// apart), rows 248 pt apart from y 40: book 0 spans x 40–180, y 40–240; book 9 (row 1,
    /// third) x 393–533, y 288–488. Then a 500 pt flick up in 0.1 s, 4 s to coast, and a
    /// tap in the right margin (x 1240–1280 holds no book) to end the recording there.
    static func script() -> GestureScript {
        var script = GestureScript(start: 0.2)
        script.tap(at: Point(x: 110, y: 140)); script.wait(0.5)
        script.tap(at: Point(x: 463, y: 388)); script.wait(0.5)
        script.swipe(from: Point(x: 640, y: 700), by: Point(x: 0, y: -500), duration: 0.1); script.wait(4)
        script.tap(at: Point(x: 1265, y: 400)); script.wait(0.3)
        return script
    }

    func testTheCommittedRecordingIsTheScript() throws {
        try Self.recording.assertIsSynthesized(
            from: Self.script(), seedName: "flick-bookshelf", testFilter: "BookshelfExampleTests")
    }

    func testReplayingHeadlessPrintsTheTappedTitlesAndScrollsTheShelves() throws {
        let run = try BuiltExecutable.run(
            "flick-bookshelf", arguments: ["--replay", Self.recording.url.path, "--headless", "--rate", "120"],
            besides: BookshelfExampleTests.self)
        let output = run.output, errors = run.errors
        XCTAssertEqual(run.status, 0, output + errors)
        let lines = output.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines.filter { $0.hasPrefix("tapped ") }, ["tapped Moby-Dick", "tapped Candide"], output + errors)
        let final = try XCTUnwrap(lines.first { $0.hasPrefix("final: ") }, output)
        // "final: scrolled to y 3120, books 84–118 on screen, 42 cells made for 300 books"
        let numbers = final.split { !$0.isNumber }.compactMap { Int($0) }
        XCTAssertEqual(numbers.count, 5, final)
        let offset = numbers[0], firstBook = numbers[1], cellsMade = numbers[3]
        XCTAssertGreaterThan(offset, 1000, "the fling scrolled the shelves: " + final)
        // Row r spans y 40 + 248 r … 240 + 248 r: the first on screen ends below the offset.
        XCTAssertEqual(
            firstBook, (offset < 240 ? 0 : (offset - 240) / 248 + 1) * 7, "the first row on screen: " + final)
        // At most 5 rows show at once in 800 pt; a fling adds at most one more row of cells.
        XCTAssertLessThanOrEqual(cellsMade, 6 * 7, "cells reused, not made for each book: " + final)
    }
}
