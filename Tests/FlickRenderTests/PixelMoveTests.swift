import CSDL2
import FlickInput
import XCTest

@testable import FlickRender

/// Moving a clip's pixels (`PixelMove`): the strips a move exposes and the pixels it shifts.
final class PixelMoveTests: XCTestCase {
    func testAMoveExposesTheStripsItLeavesWithoutASource() {
        let clip = PixelBox(x0: 10, y0: 20, x1: 110, y1: 220)
        XCTAssertEqual(PixelMove(clip: clip, dx: 0, dy: -25).exposed, [PixelBox(x0: 10, y0: 195, x1: 110, y1: 220)])
        XCTAssertEqual(PixelMove(clip: clip, dx: 0, dy: 7).exposed, [PixelBox(x0: 10, y0: 20, x1: 110, y1: 27)])
        XCTAssertEqual(
            PixelMove(clip: clip, dx: 3, dy: -4).exposed,
            [
                PixelBox(x0: 10, y0: 216, x1: 110, y1: 220), PixelBox(x0: 10, y0: 20, x1: 13, y1: 216),
            ])
        XCTAssertEqual(PixelMove(clip: clip, dx: 0, dy: 300).exposed, [clip], "moved past its clip: all of it")
    }

    func testShiftingMovesEveryPixelOfTheClipAndNoOther() throws {
        for (dx, dy) in [(0, -5), (0, 6), (4, 0), (-3, 2), (2, -7)] {
            let w = 40, h = 30
            guard
                let surface = SDL_CreateRGBSurfaceWithFormat(
                    0, Int32(w), Int32(h), 32, SDL_PIXELFORMAT_XRGB8888.rawValue)
            else { return XCTFail("no surface") }
            defer { SDL_FreeSurface(surface) }
            let pitch = Int(surface.pointee.pitch) / 4
            let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
            func value(_ x: Int, _ y: Int) -> UInt32 { UInt32(y * 1000 + x) }
            for y in 0..<h { for x in 0..<w { pixels[y * pitch + x] = value(x, y) } }
            let clip = PixelBox(x0: 5, y0: 4, x1: 33, y1: 26)
            let move = PixelMove(clip: clip, dx: dx, dy: dy)
            XCTAssertEqual(move.shift(surface), move.destination.area)
            for y in 0..<h {
                for x in 0..<w {
                    let inDestination = move.destination.contains(PixelBox(x0: x, y0: y, x1: x + 1, y1: y + 1))
                    let expected = inDestination ? value(x - dx, y - dy) : value(x, y)
                    XCTAssertEqual(pixels[y * pitch + x], expected, "(\(dx), \(dy)) at (\(x), \(y))")
                }
            }
        }
    }
}
