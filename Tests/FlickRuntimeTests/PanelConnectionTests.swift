@testable import FlickRuntime
import XCTest

/// Every transition of `PanelConnection` and when it reads the connector.
final class PanelConnectionTests: XCTestCase {
    func testEveryTransition() {
        var connection = PanelConnection()
        XCTAssertEqual(connection.observe(attached: true), PanelConnection.Action.none, "connected → connected")
        XCTAssertTrue(connection.isPresenting)
        XCTAssertEqual(connection.observe(attached: false), .stopPresenting, "connected → disconnected")
        XCTAssertFalse(connection.isPresenting)
        XCTAssertEqual(connection.observe(attached: false), PanelConnection.Action.none, "disconnected → disconnected")
        XCTAssertEqual(connection.observe(attached: true), .restoreMode, "disconnected → connected")
        XCTAssertEqual(connection.state, .connected)
    }

    func testItReadsTheConnectorEveryIntervalAndEveryPresentWhileDetached() {
        var connection = PanelConnection()
        let reads = (1...(3 * PanelConnection.checkInterval)).filter { _ in connection.countPresent() }
        XCTAssertEqual(reads, [1, 2, 3].map { $0 * PanelConnection.checkInterval })
        _ = connection.observe(attached: false)
        XCTAssertEqual(connection.state, .disconnected(since: 3 * PanelConnection.checkInterval))
        XCTAssertTrue(connection.countPresent())
        XCTAssertTrue(connection.countPresent(), "while detached: at every present")
        _ = connection.observe(attached: true)
        XCTAssertFalse(connection.countPresent(), "back: at the interval again")
    }
}
