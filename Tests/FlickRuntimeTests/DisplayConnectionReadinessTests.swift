import CSDL2
import CSDLWindowEvents
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

    /// A bound on the wait, seconds (ours): never reached when the wake works, so it is no
    /// timing assertion; it only keeps a broken wake from hanging the suite.
    private static let waitBound = 60.0

    /// Which event ended the wait, not how long it took ("2.0011 is not less than
    /// 0.25" with the other core busy). The old test changed the title itself: SDL's round
    /// trips and Xlib's flush read the socket, so when this process was preempted between
    /// sending and that read, the PropertyNotify was already in Xlib's queue (the frame loop
    /// pumps before every wait for that case) and the descriptor stayed quiet until the
    /// deadline. Here another client (`xprop`, as a window manager would) changes a property
    /// of the window while this process does not touch the connection, so the event can only
    /// arrive through the descriptor, and `wait` must return true (input ended it), whatever
    /// the load.
    func testAnX11WindowEventEndsTheWaitAtOnce() throws {
        guard let xprop = ["/usr/bin/xprop", "/bin/xprop"].first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw XCTSkip("xprop (x11-utils, installed by scripts/setup test) is missing")
        }
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
        // Pump what the window's creation sent, as the loop does before every wait.
        _ = renderer.takeWindowEvents()
        XCTAssertEqual(flick_window_queued_events(UnsafeMutableRawPointer(presenter.windowHandle)), 0,
                       "the pump left nothing in Xlib's queue")
        let change = Process()
        change.executableURL = URL(fileURLWithPath: xprop)
        change.arguments = ["-display", server.display, "-name", "wake test", "-f", "_FLICK_WAKE", "8s",
                            "-set", "_FLICK_WAKE", "woken"]
        try change.run()
        change.waitUntilExit()
        XCTAssertEqual(change.terminationStatus, 0, "xprop changed the window's property")
        let clock = MonotonicClock()
        XCTAssertTrue(clock.wait(until: clock.now() + Self.waitBound, wakingOn: [readiness]),
                      "the PropertyNotify, not the \(Self.waitBound) s bound, ended the wait")
        XCTAssertEqual(flick_window_queued_events(UnsafeMutableRawPointer(presenter.windowHandle)), 0,
                       "the event waits on the socket, unread, until the loop pumps")
    }
}
