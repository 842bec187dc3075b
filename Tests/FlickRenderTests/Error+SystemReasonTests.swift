import FlickRender
import Foundation
import XCTest

final class ErrorSystemReasonTests: XCTestCase {
    func testAMissingFileIsNamedInTheSystemsWords() throws {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/image.png")
        XCTAssertThrowsError(try Data(contentsOf: missing)) { error in
            XCTAssertEqual(error.systemReason, "No such file or directory")
        }
    }

    func testAPOSIXErrorGivesStrerrorsText() {
        XCTAssertEqual(POSIXError(.EACCES).systemReason, "Permission denied")
    }

    func testOtherErrorsDescribeThemselves() {
        struct Odd: Error, CustomStringConvertible { var description: String { "odd thing" } }
        XCTAssertEqual(Odd().systemReason, "odd thing")
    }

    func testAnImageThatCannotBeReadSaysWhy() {
        let missing = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString).png")
        XCTAssertThrowsError(try ImageCodec.read(contentsOf: missing)) { error in
            XCTAssertTrue("\(error)".contains("No such file or directory"), "\(error)")
        }
    }
}
