@testable import FlickRender
import XCTest

/// The bounded set of open font faces: the oldest is closed past the limit, once.
final class OpenFacesTests: XCTestCase {
    func testAddingPastTheLimitClosesTheOldestFace() {
        var faces = OpenFaces<Int, String>(limit: 2)
        var closed: [String] = []
        faces.insert("a", for: 1) { closed.append($0) }
        faces.insert("b", for: 2) { closed.append($0) }
        XCTAssertEqual(closed, [])
        faces.insert("c", for: 3) { closed.append($0) }
        XCTAssertEqual(closed, ["a"], "the oldest closed")
        XCTAssertNil(faces[1])
        XCTAssertEqual(faces[3], "c")
        XCTAssertEqual(Set(faces.all), ["b", "c"])
        XCTAssertEqual(OpenFaces<Int, String>(limit: 0).limit, 1, "at least one face stays open")
    }
}
