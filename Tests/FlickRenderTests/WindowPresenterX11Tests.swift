import CSDL2
import FlickAnimation
import FlickInput
import FlickRender
import FlickScene
import Foundation
import XCTest

/// `WindowPresenter` on a real X server: Xvfb, started for the test (installed by
/// `scripts/setup test`; skipped without it). Xvfb's OpenGL is Mesa's CPU rasteriser, so the
/// presenter must pick SDL's software renderer over the display's own framebuffer.
final class WindowPresenterX11Tests: XCTestCase {
    static let xvfb = "/usr/bin/Xvfb"

    func testCPURasterisedOpenGLNamesAreRecognised() {
        XCTAssertTrue(WindowPresenter.isSoftwareRasterizer("llvmpipe (LLVM 15.0.6, 256 bits)"))
        XCTAssertTrue(WindowPresenter.isSoftwareRasterizer("softpipe"))
        XCTAssertTrue(WindowPresenter.isSoftwareRasterizer("Software Rasterizer"))
        XCTAssertFalse(WindowPresenter.isSoftwareRasterizer("Mesa Intel(R) UHD Graphics 620 (KBL GT2)"))
        XCTAssertFalse(WindowPresenter.isSoftwareRasterizer("AMD Radeon RX 6600 (navi23, LLVM 15.0.6, DRM 3.49)"))
    }

    func testAWindowOnXvfbUsesTheSoftwareRendererAndShowsTheFrame() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.xvfb) else {
            throw XCTSkip("no Xvfb (scripts/setup test installs it)")
        }
        // -displayfd 1: Xvfb picks a free display and prints its number once it accepts clients.
        let server = Process()
        server.executableURL = URL(fileURLWithPath: Self.xvfb)
        server.arguments = ["-displayfd", "1", "-screen", "0", "640x480x24", "-nolisten", "tcp"]
        let output = Pipe()
        server.standardOutput = output
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer { server.terminate(); server.waitUntilExit() }
        var number = ""
        while !number.hasSuffix("\n") {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            guard !byte.isEmpty else { throw XCTSkip("Xvfb ended before it was ready") }
            number += String(decoding: byte, as: UTF8.self)
        }
        let names: [String] = ["DISPLAY", "SDL_VIDEODRIVER", "SDL_RENDER_DRIVER", "SDL_FRAMEBUFFER_ACCELERATION"]
        let saved: [(String, String?)] = names.map { name in (name, getenv(name).map { String(cString: $0) }) }
        defer {
            for (name, value) in saved { if let value { setenv(name, value, 1) } else { unsetenv(name) } }
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, nil)
        }
        setenv("DISPLAY", ":" + number.trimmingCharacters(in: .whitespacesAndNewlines), 1)
        setenv("SDL_VIDEODRIVER", "x11", 1)
        for name in names.dropFirst(2) { unsetenv(name) }

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
}
