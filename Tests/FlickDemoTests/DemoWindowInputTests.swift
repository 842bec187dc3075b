import CSDL2
@testable import flick_demo
import FlickInput
import FlickRender
import FlickRuntime
import Foundation
import XCTest

/// The demo's window input on SDL's offscreen driver: live, a window resize lays the demo out
/// at the new size and SDL's touch mapping follows; a replay keeps the tour's size
/// letterboxed (`SDL_RenderSetLogicalSize`).
final class DemoWindowInputTests: XCTestCase {
    var chosenDriver: String?

    override func setUp() {
        chosenDriver = getenv("SDL_VIDEODRIVER").map { String(cString: $0) }
    }

    override func tearDown() {
        if let chosenDriver { setenv("SDL_VIDEODRIVER", chosenDriver, 1) } else { unsetenv("SDL_VIDEODRIVER") }
    }

    /// An offscreen window of 1280×800 with its input laid out as `layout`, or a skip.
    func makeInput(_ layout: DemoWindowInput.Layout) throws -> DemoWindowInput {
        _ = DisplayEnvironment.prepare(videoDriver: "offscreen")
        let presenter: WindowPresenter
        do {
            presenter = try WindowPresenter(title: "demo window input test", width: 1280, height: 800, vsync: false)
        } catch {
            throw XCTSkip("SDL's offscreen driver is not available: \(error)")
        }
        let renderer = SDLFrameRenderer(target: .window(presenter), background: DemoApp.background)
        return DemoWindowInput(presenter: presenter, renderer: renderer, clock: ManualFrameClock(start: 0), touchscreen: nil,
                               layout: layout)
    }

    func testLiveAResizedWindowLaysTheDemoOutAtItsSize() throws {
        let input = try makeInput(.followingWindow)
        let app = DemoApp(firstDay: DemoRun.tourFirstDay, work: .inline, profiler: nil)
        var sizes: [Size] = []
        input.onResize = { size in
            sizes.append(size)
            app.resize(to: size, at: 1)
        }
        XCTAssertEqual(sizes, [Size(width: 1280, height: 800)], "told the window's size when connected")
        SDL_SetWindowSize(input.presenter.windowHandle, 800, 480)
        _ = input.drain(upTo: 1)
        XCTAssertEqual(sizes.last, Size(width: 800, height: 480))
        XCTAssertEqual(app.size, Size(width: 800, height: 480))
        XCTAssertEqual(input.sdl.translator.windowSize, Size(width: 800, height: 480), "SDL's fingers map onto the whole window")
        var w: Int32 = -1, h: Int32 = -1
        SDL_RenderGetLogicalSize(input.presenter.renderer.handle, &w, &h)
        XCTAssertEqual([w, h], [0, 0], "no letterbox")
        _ = input.drain(upTo: 2)
        XCTAssertEqual(sizes.count, 2, "only a change is told")
    }

    func testAReplayKeepsTheToursSizeLetterboxed() throws {
        let input = try makeInput(.letterboxed(DemoTour.windowSize))
        var told = false
        input.onResize = { _ in told = true }
        SDL_SetWindowSize(input.presenter.windowHandle, 800, 480)
        _ = input.drain(upTo: 1)
        XCTAssertFalse(told)
        XCTAssertEqual(input.sdl.translator.windowSize, DemoTour.windowSize)
        var w: Int32 = 0, h: Int32 = 0
        SDL_RenderGetLogicalSize(input.presenter.renderer.handle, &w, &h)
        XCTAssertEqual([w, h], [1280, 800], "scaled to fit")
    }
}
