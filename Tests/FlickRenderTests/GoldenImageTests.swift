import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
import FlickTestSupport
import Foundation
import XCTest

final class GoldenImageTests: XCTestCase {
    /// Text in the goldens is drawn with DejaVu Sans pinned by path.
    override func setUpWithError() throws { try TestFonts.install() }

    let goldens = GoldenImage.directory(besides: #filePath)

    func assertGolden(_ bitmap: Bitmap, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try Self.assertGolden(bitmap, name, goldens: goldens, file: file, line: line)
    }

    /// Fails the test unless `bitmap` matches the golden `name` (see `GoldenImage`).
    static func assertGolden(_ bitmap: Bitmap, _ name: String, goldens: URL,
                             file: StaticString = #filePath, line: UInt = #line) throws {
        switch try GoldenImage.compare(bitmap, named: name, in: goldens) {
        case .matched: break
        case .recorded(let path):
            if ProcessInfo.processInfo.environment["FLICK_RECORD_GOLDENS"] != "1" {
                XCTFail("golden \(name) was missing; recorded \(path): check it by eye", file: file, line: line)
            }
        case .mismatched(let reason, let actual, let diff):
            XCTFail("\(name): \(reason); see \(actual) and \(diff)", file: file, line: line)
        }
    }

    func testRoundedCornersWithOpacity() throws {
        let r = try HeadlessRenderer(pixelWidth: 320, pixelHeight: 200)
        var list = DisplayList()
        for i in 0..<8 { // stripes behind, so opacity shows
            list.fill(Rect(x: Double(i) * 40, y: 0, width: 20, height: 200), color: Color(red: 0.2, green: 0.2, blue: 0.25))
        }
        list.fill(Rect(x: 20, y: 20, width: 120, height: 70), color: Color(red: 0.9, green: 0.3, blue: 0.2), cornerRadius: 16)
        list.append(.quad(TransformedQuad(rect: Rect(x: 90, y: 50, width: 120, height: 70),
                                          fill: .color(Color(red: 0.2, green: 0.6, blue: 0.9)), cornerRadius: 30, opacity: 0.5)))
        list.append(.quad(TransformedQuad(rect: Rect(x: 180, y: 20, width: 110, height: 150),
                                          transform: Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1)
                                              .concatenating(Transform3D(translationX: 40, y: -60)),
                                          fill: .gradient(Gradient(colors: [Color(red: 1, green: 0.9, blue: 0.2), .clear]),
                                                          start: Point(x: 0, y: 0), end: Point(x: 1, y: 0)),
                                          cornerRadius: 24, opacity: 0.8)))
        list.append(.quad(TransformedQuad(rect: Rect(x: 30, y: 120, width: 120, height: 60),
                                          fill: .texture(GoldenScenes.checkerTexture(width: 120, height: 60, label: "ok"),
                                                         uv: Rect(x: 0, y: 0, width: 1, height: 1), tint: .white),
                                          cornerRadius: 12, opacity: 0.7)))
        try assertGolden(try r.render(list, background: Color(white: 0.85)), "rounded-corners-opacity")
    }

    func testFoldPanelAt45DegreesIsPerspectiveCorrect() throws {
        let r = try HeadlessRenderer(pixelWidth: 400, pixelHeight: 300)
        let texture = GoldenScenes.checkerTexture(width: 300, height: 200, label: "FOLD 45")
        let list = DisplayList(items: GoldenScenes.fold(texture: texture, width: 300, h: 100,
                                                        centre: Point(x: 200, y: 150), degrees: 45))
        try assertGolden(try r.render(list, background: Color(white: 0.3)), "fold-panel-45")
    }
}
