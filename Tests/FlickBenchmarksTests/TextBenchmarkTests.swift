import FlickBenchmarks
import FlickRender
import FlickRuntime
import FlickScene
import FlickTestSupport
import XCTest

/// The text benchmark's workload and bookkeeping (its figures are printed by
/// `flick bench text`, never asserted as timings).
final class TextBenchmarkTests: XCTestCase {
    func testDrawsTheDaysTextAsFewMeshesAndMeasuresTheListLazily() throws {
        let result = try TextBenchmark.run(engine: try TestFonts.engine(), frames: 3, warmUpFrames: 1)
        XCTAssertEqual(result.labels, 37, "about 40 labels: 13 rows of two, two headers, five tabs, four HUD lines")
        XCTAssertGreaterThan(result.glyphs, 400)
        XCTAssertLessThanOrEqual(result.draws, 2, "consecutive labels share one atlas mesh")
        XCTAssertEqual(result.listRowsLaidOut, result.scrolledRows, "only the rows shown were laid out, each once")
        XCTAssertLessThan(result.scrolledRows, TextBenchmark.listRows)
        XCTAssertGreaterThanOrEqual(result.p99Ms, result.p50Ms)
        XCTAssertLessThanOrEqual(result.buildP99Ms, result.p99Ms, "building the list is part of the frame's text cost")
    }
}
