@testable import FlickRuntime
import XCTest

/// `--drm-output`: what it parses, which connector and mode it picks from what a card
/// reports, and what it says when the card has none of it.
final class DRMOutputRequestTests: XCTestCase {
    /// A card as QEMU's virtio GPU with a second, unplugged output, and an HDMI panel.
    private let card = [
        DRMOutputRequest.Connector(
            name: "Virtual-1", isConnected: true,
            modes: [
                .init(width: 1280, height: 800, refreshRate: 74.99, isPreferred: true),
                .init(width: 1024, height: 768, refreshRate: 75.03),
                .init(width: 1024, height: 768, refreshRate: 60.0),
            ]),
        DRMOutputRequest.Connector(name: "Virtual-2", isConnected: false, modes: []),
        DRMOutputRequest.Connector(
            name: "HDMI-A-1", isConnected: true,
            modes: [
                .init(width: 1920, height: 1080, refreshRate: 60, isPreferred: true),
                .init(width: 1920, height: 1080, refreshRate: 59.94),
            ]),
    ]

    private func pick(_ text: String) -> String {
        guard let request = DRMOutputRequest(parsing: text) else { return "unparsed" }
        switch request.choose(from: card) {
        case .success(let choice): return "\(card[choice.connector].name) \(card[choice.connector].modes[choice.mode])"
        case .failure(let mismatch): return mismatch.description
        }
    }

    func testTheDefaultIsTheFirstConnectedConnectorsPreferredMode() {
        let choice = try? DRMOutputRequest().choose(from: card).get()
        XCTAssertEqual(choice?.connector, 0)
        XCTAssertEqual(choice?.mode, 0)
    }

    func testAConnectorAModeOrBoth() {
        XCTAssertEqual(pick("HDMI-A-1"), "HDMI-A-1 1920x1080@60")
        XCTAssertEqual(pick("hdmi-a-1"), "HDMI-A-1 1920x1080@60", "names match without case")
        XCTAssertEqual(pick("1024x768"), "Virtual-1 1024x768@75.03", "the fastest of that size")
        XCTAssertEqual(pick("1024x768@60"), "Virtual-1 1024x768@60")
        XCTAssertEqual(pick("HDMI-A-1:1920x1080@59.94"), "HDMI-A-1 1920x1080@59.94")
        XCTAssertEqual(pick("HDMI-A-1:1920x1080"), "HDMI-A-1 1920x1080@60", "the preferred one when it fits")
    }

    func testWhatTheCardLacksIsNamedWithWhatItHas() {
        XCTAssertEqual(
            pick("DP-1"),
            "no connector named DP-1; the card has Virtual-1 (connected), Virtual-2 (disconnected), HDMI-A-1 (connected)")
        XCTAssertTrue(pick("Virtual-2").hasPrefix("Virtual-2 has no panel attached"))
        XCTAssertEqual(
            pick("800x600"), "Virtual-1 has no mode 800x600; its modes are 1280x800@74.99, 1024x768@75.03, 1024x768@60")
        XCTAssertTrue(pick("1024x768@50").hasPrefix("Virtual-1 has no mode 1024x768@50"))
        let unplugged = DRMOutputRequest().choose(from: [card[1]])
        XCTAssertEqual(
            try? unplugged.get().connector, nil, "nothing connected: \(unplugged)")
    }

    func testMalformedRequestsAreNotParsed() {
        // ("x768" would be a connector's name: the card then says it has none of that name.)
        for text in ["", "1024x", "0x768", "1024x768@", "1024x768@-5", "HDMI-A-1:", ":1024x768", "DP@60"] {
            XCTAssertNil(DRMOutputRequest(parsing: text), text)
        }
        XCTAssertEqual(DRMOutputRequest(parsing: "HDMI-A-1:1024x768@60")?.description, "HDMI-A-1:1024x768@60")
    }

    func testTheOptionIsCheckedAndReachesTheConfiguration() throws {
        XCTAssertThrowsError(try ApplicationOptions.parse(["--drm-output", "HDMI:big"])) { error in
            XCTAssertTrue(ApplicationOptions.message(for: error).contains("--drm-output takes"), "\(error)")
        }
        let options = try ApplicationOptions.parse(["--drm-output", "Virtual-1:1024x768"])
        XCTAssertEqual(
            try options.configuration(title: "t").drmOutput,
            DRMOutputRequest(connector: "Virtual-1", size: (1024, 768)))
    }
}
