import CSDL2
import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
import FlickTestSupport
import Foundation
import XCTest

/// `WindowPresenter` on a real X server: Xvfb, started for the test (`XvfbServer`). Xvfb's OpenGL is Mesa's CPU rasteriser, so the
/// presenter must pick SDL's software renderer over the display's own framebuffer.
final class WindowPresenterX11Tests: XCTestCase {
    func testCPURasterisedOpenGLNamesAreRecognised() {
        XCTAssertTrue(WindowPresenter.isSoftwareRasterizer("llvmpipe (LLVM 15.0.6, 256 bits)"))
        XCTAssertTrue(WindowPresenter.isSoftwareRasterizer("softpipe"))
        XCTAssertTrue(WindowPresenter.isSoftwareRasterizer("Software Rasterizer"))
        XCTAssertFalse(WindowPresenter.isSoftwareRasterizer("Mesa Intel(R) UHD Graphics 620 (KBL GT2)"))
        XCTAssertFalse(WindowPresenter.isSoftwareRasterizer("AMD Radeon RX 6600 (navi23, LLVM 15.0.6, DRM 3.49)"))
    }

    func testAWindowOnXvfbUsesTheSoftwareRendererAndShowsTheFrame() throws {
        let server = try XvfbServer.start(width: 640, height: 480)
        defer {
            server.stop()
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, nil)
        }
        let presenter = try WindowPresenter(title: "x11 test", width: 320, height: 200)
        XCTAssertEqual(presenter.videoDriver, "x11")
        XCTAssertEqual(presenter.rendererName, "software", "Xvfb's OpenGL is a CPU rasteriser")
        XCTAssertFalse(presenter.isAccelerated)
        var list = DisplayList()
        list.fill(Rect(x: 20, y: 20, width: 100, height: 60), color: Color(red: 1, green: 0.5, blue: 0))
        presenter.present(list, background: Color(white: 0.2))
        let pixels = try presenter.renderer.readPixels()
        XCTAssertEqual(pixels.width, 320)
        XCTAssertEqual(pixels[60, 50], RGBA8(red: 255, green: 128, blue: 0, alpha: 255))
        XCTAssertEqual(pixels[200, 150], RGBA8(red: 51, green: 51, blue: 51, alpha: 255))
    }

    /// `SDL_RENDER_DRIVER=software` (as scripts and the real-kernel tier set it) must get the
    /// display's own window surface too, not a texture shown through OpenGL on the CPU: on
    /// Xvfb, presents of 8.5 ms (p50) that way against 0.7 ms native.
    func testSoftwareNamedInTheEnvironmentGetsTheDisplaysOwnSurface() throws {
        let server = try XvfbServer.start(width: 640, height: 480)
        setenv("SDL_RENDER_DRIVER", "software", 1)
        defer {
            unsetenv("SDL_RENDER_DRIVER")
            server.stop()
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, nil)
        }
        let presenter = try WindowPresenter(title: "x11 test", width: 320, height: 200)
        XCTAssertEqual(presenter.rendererName, "software")
        XCTAssertTrue(presenter.drawsOnCPU)
        // SDL keeps a texture-backed window surface under this key (SDL_video.c); none means
        // the display's own framebuffer (XShm).
        XCTAssertNil(SDL_GetWindowData(presenter.windowHandle, "_SDL_WindowTextureData"),
                     "the window surface is a texture presented through OpenGL")
        var list = DisplayList()
        list.fill(Rect(x: 20, y: 20, width: 100, height: 60), color: Color(red: 1, green: 0.5, blue: 0))
        presenter.present(list, background: Color(white: 0.2))
        XCTAssertEqual(try presenter.renderer.readPixels()[60, 50], RGBA8(red: 255, green: 128, blue: 0, alpha: 255))
    }

    /// A software window hands X only the rectangles that changed, and the screen shows every
    /// frame as drawn: a card moving over a background, read back from Xvfb's own screen
    /// (`XvfbServer.screen()`), not from the renderer.
    func testOnlyChangedRectanglesAreShownAndTheScreenMatchesEachFrame() throws {
        let server = try XvfbServer.start(width: 640, height: 480, readableScreen: true)
        defer {
            server.stop()
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, nil)
        }
        let presenter = try WindowPresenter(title: "x11 test", width: 320, height: 200)
        XCTAssertEqual(presenter.rendererName, "software")
        var x: Int32 = 0, y: Int32 = 0
        SDL_GetWindowPosition(presenter.windowHandle, &x, &y)
        for step in 0..<4 {
            var list = DisplayList()
            list.fill(Rect(x: 0, y: 0, width: 320, height: 40), color: Color(red: 0.1, green: 0.3, blue: 0.8))
            list.fill(Rect(x: 20 + Double(step) * 30, y: 60, width: 60, height: 40), color: Color(red: 1, green: 0.5, blue: 0))
            // Far from the card, so a frame's change is two rectangles apart.
            list.fill(Rect(x: 290, y: 170, width: 20, height: 20), color: Color(white: step % 2 == 0 ? 1 : 0))
            let shownBefore = presenter.shownPixels
            presenter.present(list, background: Color(white: 0.2))
            let shown = presenter.shownPixels - shownBefore
            if step == 0 {
                XCTAssertEqual(shown, 320 * 200, "the first frame is shown whole")
            } else {
                XCTAssertGreaterThan(shown, 0)
                XCTAssertLessThan(shown, 320 * 200 / 4, "frame \(step): the card's old and new places, not the window")
            }
            let drawn = try presenter.renderer.readPixels()
            let screen = try server.screen()
            for py in 0..<200 {
                for px in 0..<320 {
                    let d = drawn[px, py]
                    let want = UInt32(d.red) << 16 | UInt32(d.green) << 8 | UInt32(d.blue)
                    let got = screen.pixels[(Int(y) + py) * screen.width + Int(x) + px]
                    guard got == want else {
                        return XCTFail("frame \(step): screen pixel (\(px), \(py)) is \(String(got, radix: 16)), drawn \(String(want, radix: 16))")
                    }
                }
            }
        }
    }
}
