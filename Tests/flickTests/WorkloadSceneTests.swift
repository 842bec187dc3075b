import Foundation
import XCTest

/// `--scene` of `flick profile` and `flick bench frame`: ArgumentParser reads the scene names
/// (`WorkloadScene`), lists them in the help and refuses any other.
final class WorkloadSceneTests: XCTestCase {
    func testAnUnknownSceneIsRefusedWithTheSceneNames() throws {
        for command in [["profile"], ["bench", "frame"]] {
            let result = try FlickCommand.run(command + ["--scene", "nowhere"])
            XCTAssertNotEqual(result.status, 0, "\(command)")
            XCTAssertTrue(result.standardError.contains("'nowhere'"), result.standardError)
            XCTAssertTrue(result.standardError.contains("'map'") && result.standardError.contains("'synthetic'"),
                          result.standardError)
        }
    }

    func testTheHelpListsTheScenes() throws {
        let result = try FlickCommand.run(["bench", "frame", "--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.standardOutput.contains("values: map, synthetic"), result.standardOutput)
    }

    func testEachSceneRuns() throws {
        for scene in ["map", "synthetic"] {
            let result = try FlickCommand.run(["bench", "frame", "--scene", scene, "--frames", "5", "--json"])
            XCTAssertEqual(result.status, 0, result.standardError)
            let summary = try FlickCommand.object(try XCTUnwrap(result.lines.last))
            XCTAssertEqual(summary["frames"] as? Int, 5, scene)
        }
    }
}
