import CSDL2
import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
import Foundation
import XCTest

/// `WindowPresenter`'s backend for each `RendererChoice`, in a window of SDL's `offscreen` driver
/// (its EGL on Mesa's llvmpipe: an accelerated renderer that is a CPU rasteriser).
final class RendererChoiceTests: XCTestCase {
    /// Runs `body` with the environment variables `values` set (`nil`: unset), then puts back
    /// what was there.
    private func withEnvironment(_ values: [String: String?], _ body: () throws -> Void) rethrows {
        let before = values.keys.map { ($0, ProcessInfo.processInfo.environment[$0]) }
        defer {
            for (key, value) in before {
                if let value { setenv(key, value, 1) } else { unsetenv(key) }
            }
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, nil)
        }
        for (key, value) in values {
            if let value { setenv(key, value, 1) } else { unsetenv(key) }
        }
        try body()
    }

    /// A presenter of 64 × 48 points offscreen drawn by `choice`, or `XCTSkip` naming why SDL
    /// opens no offscreen window.
    private func presenter(_ choice: RendererChoice) throws -> WindowPresenter {
        guard SDL_WasInit(SDL_INIT_VIDEO) == 0 else {
            throw XCTSkip("SDL's video is already initialised by another test")
        }
        do { return try WindowPresenter(title: "choice", width: 64, height: 48, vsync: false, renderer: choice) } catch
        {
            throw XCTSkip("no offscreen window: \(error)")
        }
    }

    func testGPUTakesTheAcceleratedRendererEvenOnACPURasteriser() throws {
        try withEnvironment(["SDL_VIDEODRIVER": "offscreen", "SDL_RENDER_DRIVER": nil]) {
            let shown = try presenter(.gpu)
            XCTAssertTrue(shown.isAccelerated, shown.rendererName)
            XCTAssertEqual(shown.renderer.backend, .gpu)
            XCTAssertNil(shown.fallback)
            var list = DisplayList()
            list.fill(Rect(x: 8, y: 8, width: 20, height: 10), color: Color(red: 1, green: 0.5, blue: 0))
            shown.present(list, background: Color(white: 0.2))
            // What was drawn before the present is read from the front buffer's copy: draw again.
            shown.renderer.render(list, background: Color(white: 0.2))
            let pixels = try shown.renderer.readPixels()
            XCTAssertEqual(pixels[10, 10], RGBA8(red: 255, green: 128, blue: 0, alpha: 255))
            XCTAssertEqual(pixels[40, 30], RGBA8(red: 51, green: 51, blue: 51, alpha: 255))
        }
    }

    func testAutomaticAndSoftwareTakeTheSoftwareBackendOnACPURasteriser() throws {
        for choice in [RendererChoice.automatic, .software] {
            try withEnvironment(["SDL_VIDEODRIVER": "offscreen", "SDL_RENDER_DRIVER": nil]) {
                let shown = try presenter(choice)
                XCTAssertEqual(shown.rendererName, "software", "\(choice)")
                XCTAssertEqual(shown.renderer.backend, .software, "\(choice)")
                XCTAssertNil(shown.fallback, "\(choice)")
            }
        }
    }

    func testAGPURendererSDLCannotMakeFallsBackToSoftwareNamingTheDriver() throws {
        // SDL's software renderer alone is allowed: no accelerated renderer can be made.
        try withEnvironment(["SDL_VIDEODRIVER": "offscreen", "SDL_RENDER_DRIVER": "software"]) {
            let shown = try presenter(.gpu)
            XCTAssertFalse(shown.isAccelerated)
            XCTAssertEqual(shown.renderer.backend, .software)
            let fallback = try XCTUnwrap(shown.fallback)
            XCTAssertTrue(fallback.contains("'offscreen'"), fallback)
            XCTAssertTrue(fallback.contains("software backend"), fallback)
        }
    }
}
