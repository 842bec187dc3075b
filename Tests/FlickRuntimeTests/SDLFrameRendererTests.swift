import CSDL2
import FlickAnimation
import FlickInput
@testable import FlickRuntime
import FlickScene
import Foundation
import XCTest

final class SDLFrameRendererTests: XCTestCase {
    func testHeadlessDrawsTheDisplayListAndNeverClaimsVsync() throws {
        let renderer = try SDLFrameRenderer.headless(width: 64, height: 48, background: .black)
        var list = DisplayList()
        list.fill(Rect(x: 8, y: 8, width: 16, height: 16), color: Color(red: 1, green: 0, blue: 0))
        var image = Canvas(width: 4, height: 4, fill: RGBA8(red: 0, green: 0, blue: 255, alpha: 255)).makeBitmap()
        image.fill(RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        list.draw(image, in: Rect(x: 32, y: 8, width: 16, height: 16))
        renderer.render(list, at: 0)
        XCTAssertNil(renderer.present(), "a software surface does not wait for vsync")
        XCTAssertNil(renderer.vsyncRate)
        XCTAssertEqual(renderer.counters.uploads, 1, "the image was uploaded once")
        XCTAssertEqual(renderer.takeWindowEvents(), [])
        renderer.pendingWindowEvents = [.hidden, .shown]
        XCTAssertEqual(renderer.takeWindowEvents(), [.hidden, .shown], "events an app read from SDL's queue")
        XCTAssertEqual(renderer.takeWindowEvents(), [])
        let pixels = try renderer.snapshot()
        XCTAssertEqual(pixels[12, 12], RGBA8(red: 255, green: 0, blue: 0, alpha: 255))
        XCTAssertEqual(pixels[40, 12], RGBA8(red: 0, green: 0, blue: 255, alpha: 255))
        XCTAssertEqual(pixels[2, 40], RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        renderer.render(list, at: 1 / 60)
        _ = renderer.present()
        XCTAssertEqual(renderer.counters.uploads, 0, "cached: no upload in the next frame")
    }

    func testDeferredDrawingDrawsOnlyForSnapshots() throws {
        let headless = try SDLFrameRenderer.headless(width: 16, height: 16)
        let renderer = SDLFrameRenderer(target: headless.target, background: .white, drawsEveryFrame: false)
        var list = DisplayList()
        list.fill(Rect(x: 0, y: 0, width: 8, height: 8), color: .black)
        renderer.render(list, at: 0)
        _ = renderer.present()
        XCTAssertEqual(renderer.renderer.counters.frames, 0, "nothing drawn yet")
        let pixels = try renderer.snapshot()
        XCTAssertEqual(renderer.renderer.counters.frames, 1)
        XCTAssertEqual(pixels[4, 4], RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
        XCTAssertEqual(pixels[12, 12], RGBA8(red: 255, green: 255, blue: 255, alpha: 255))
    }

    func testPresentsAreJudgedByTheVsyncDetectorOnlyWithARefreshRate() throws {
        let headless = try SDLFrameRenderer.headless(width: 8, height: 8)
        let renderer = SDLFrameRenderer(target: headless.target, background: .black, clock: MonotonicClock(),
                                        refreshRate: 60)
        let period = 1.0 / 60
        XCTAssertEqual(renderer.vsyncDetector?.state, .idle)
        for k in 0..<2 { XCTAssertTrue(renderer.notePresent(duration: 0.008, returnedAt: 1 + Double(k) * period)) }
        XCTAssertNil(renderer.vsyncRate)
        XCTAssertTrue(renderer.notePresent(duration: 0.008, returnedAt: 1 + 2 * period))
        XCTAssertEqual(renderer.vsyncRate, 60, "followed with the detector")
        XCTAssertEqual(renderer.vsyncDetector?.state, .following(lastReturn: 1 + 2 * period))
        let noVsync = SDLFrameRenderer(target: headless.target, background: .black, clock: MonotonicClock(),
                                       refreshRate: nil)
        XCTAssertNil(noVsync.vsyncDetector)
        for k in 0..<5 {
            XCTAssertFalse(noVsync.notePresent(duration: 0.016, returnedAt: Double(k) * period),
                           "slow, but no vsync to wait for")
        }
        XCTAssertNil(noVsync.vsyncRate)
    }

    func testSDLWindowEventIDsMapToWindowEvents() {
        let expected: [(SDL_WindowEventID, WindowEvent?)] = [
            (SDL_WINDOWEVENT_SHOWN, .shown), (SDL_WINDOWEVENT_EXPOSED, .shown), (SDL_WINDOWEVENT_HIDDEN, .hidden),
            (SDL_WINDOWEVENT_MINIMIZED, .minimized), (SDL_WINDOWEVENT_RESTORED, .restored),
            (SDL_WINDOWEVENT_MAXIMIZED, .restored), (SDL_WINDOWEVENT_FOCUS_GAINED, .focusGained),
            (SDL_WINDOWEVENT_TAKE_FOCUS, .focusGained), (SDL_WINDOWEVENT_FOCUS_LOST, .focusLost),
            (SDL_WINDOWEVENT_MOVED, nil), (SDL_WINDOWEVENT_RESIZED, nil), (SDL_WINDOWEVENT_CLOSE, nil),
        ]
        for (id, event) in expected {
            XCTAssertEqual(WindowEvent(sdlWindowEventID: UInt8(id.rawValue)), event, "\(id)")
        }
        XCTAssertEqual(Set(expected.compactMap(\.1)), Set(WindowEvent.allCases), "every window event has a source")
    }

    /// A 32×24 window on SDL's dummy video driver, chosen for this call only (other tests
    /// check what happens with no driver chosen).
    func dummyWindow() throws -> SDLFrameRenderer {
        let chosen = getenv("SDL_VIDEODRIVER").map { String(cString: $0) }
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        defer { if let chosen { setenv("SDL_VIDEODRIVER", chosen, 1) } else { unsetenv("SDL_VIDEODRIVER") } }
        do {
            return try SDLFrameRenderer.window(title: "test", width: 32, height: 24, background: .black)
        } catch {
            throw XCTSkip("no SDL dummy video driver: \(error)")
        }
    }

    func testADummyDriverWindowReportsQueuedWindowEvents() throws {
        let renderer = try dummyWindow()
        _ = renderer.takeWindowEvents()
        for id in [SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_MOVED, SDL_WINDOWEVENT_RESTORED] {
            var event = SDL_Event()
            event.type = SDL_WINDOWEVENT.rawValue
            event.window.event = UInt8(id.rawValue)
            XCTAssertEqual(SDL_PushEvent(&event), 1)
        }
        renderer.pendingWindowEvents = [.focusLost]
        XCTAssertEqual(renderer.takeWindowEvents(), [.focusLost, .minimized, .restored])
        XCTAssertEqual(renderer.takeWindowEvents(), [])
        XCTAssertFalse(renderer.quitRequested)
        var quit = SDL_Event()
        quit.type = SDL_QUIT.rawValue
        XCTAssertEqual(SDL_PushEvent(&quit), 1)
        _ = renderer.takeWindowEvents()
        XCTAssertTrue(renderer.quitRequested)
        var left = SDL_Event()
        XCTAssertEqual(SDL_PollEvent(&left), 1, "the quit stays queued for the app")
        XCTAssertEqual(left.type, SDL_QUIT.rawValue)
        renderer.render(DisplayList(), at: 0)
        XCTAssertNil(renderer.vsyncRate, "the dummy driver never blocks a present")
    }

    func testASoftwareWindowSnapshotReadsThePresentedFrameWithoutDrawingAgain() throws {
        let renderer = try dummyWindow()
        guard case .window(let presenter) = renderer.target, !presenter.isAccelerated else {
            throw XCTSkip("the dummy driver gave an accelerated renderer")
        }
        var list = DisplayList()
        list.fill(Rect(x: 4, y: 4, width: 8, height: 8), color: Color(red: 0, green: 1, blue: 0))
        renderer.render(list, at: 0)
        _ = renderer.present()
        let drawn = renderer.renderer.counters.frames
        let pixels = try renderer.snapshot()
        XCTAssertEqual(renderer.renderer.counters.frames, drawn, "read as presented, not drawn again")
        XCTAssertEqual(pixels[8, 8], RGBA8(red: 0, green: 255, blue: 0, alpha: 255))
        XCTAssertEqual(pixels[20, 20], RGBA8(red: 0, green: 0, blue: 0, alpha: 255))
    }
}
