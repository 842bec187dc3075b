import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
import FlickTestSupport
import Foundation
import XCTest

final class TextRenderingTests: XCTestCase {
    func testScratch() throws {
        let engine = try TestFonts.engine()
        var c = Canvas(width: 400, height: 200, scale: 2, fill: RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
        c.textEngine = engine
        c.draw(text: "Hello, Flick! é ß → € AV To", at: Point(x: 4, y: 4), fontSize: 14, color: .black)
        c.draw(text: "Bold text here", at: Point(x: 4, y: 30), fontSize: 14, color: .black, weight: .bold)
        c.draw(text: "A long paragraph that wraps across several lines and is cut with an ellipsis at the end of the third line, which it will not reach.",
               in: Rect(x: 4, y: 52, width: 180, height: 200), style: TextStyle(font: .system(size: 12), color: Color(red: 0.1, green: 0.2, blue: 0.6, alpha: 1), alignment: .center, lineLimit: 3))
        try ImageCodec.writePNG(c.bitmap, to: URL(fileURLWithPath: "/tmp/textcheck/canvas.png"))
    }
}
