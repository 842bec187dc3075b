import CSDL2
@testable import FlickRuntime
import FlickTestSupport
import Foundation
import XCTest

/// Waking on the display connection: on X11 (Xvfb) a window event ends a wait at once,
/// instead of at the suspended loop's 0.25 s recheck.
final class DisplayConnectionReadinessTests: XCTestCase {
    func testHeadlessAndDummyTargetsHaveNoConnection() throws {
        XCTAssertNil(try SDLFrameRenderer.headless(width: 8, height: 8).windowEventReadiness)
    }

    func testAnX11WindowEventEndsTheWaitAtOnce() throws {
        let server = try XvfbServer.start(width: 640, height: 480)
        defer {
            server.stop()
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, nil)
        }
        let renderer = try SDLFrameRenderer.window(title: "wake test", width: 320, height: 200)
        guard case .window(let presenter) = renderer.target else { return XCTFail("a window") }
        let readiness = try XCTUnwrap(renderer.windowEventReadiness, "X11 has a connection descriptor")
        XCTAssertEqual(readiness.pollDescriptor, presenter.eventDescriptor)
        XCTAssertTrue(readiness === renderer.windowEventReadiness, "one readiness object per connection")
        let clock = MonotonicClock()
        _ = renderer.takeWindowEvents() // pump what the window's creation sent
        // A title change makes the server send a PropertyNotify to this client.
        SDL_SetWindowTitle(presenter.windowHandle, "woken")
        let start = clock.now()
        XCTAssertTrue(clock.wait(until: start + 2, wakingOn: [readiness]), "the event ends the wait")
        let waited = clock.now() - start
        XCTAssertLessThan(waited, FrameLoopConfiguration.defaultSuspendedRecheck,
                          "woken sooner than the suspended loop's recheck")
    }
}
