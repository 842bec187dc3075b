import FlickRender
import FlickRuntime
import Foundation
import XCTest

/// What the application sets up before SDL opens a display.
final class DisplayEnvironmentTests: XCTestCase {
    private func restoring(_ names: [String], _ body: () throws -> Void) rethrows {
        let saved = names.map { name in (name, getenv(name).map { String(cString: $0) }) }
        defer {
            for (name, value) in saved {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        try body()
    }

    func testAnUnsetRuntimeFolderBecomesAPrivateTemporaryOne() throws {
        try restoring(["XDG_RUNTIME_DIR", "SDL_VIDEODRIVER"]) {
            unsetenv("XDG_RUNTIME_DIR")
            let made = try XCTUnwrap(DisplayEnvironment.prepare(videoDriver: "x11"))
            defer { try? FileManager.default.removeItem(atPath: made) }
            XCTAssertEqual(getenv("XDG_RUNTIME_DIR").map { String(cString: $0) }, made)
            XCTAssertEqual(getenv("SDL_VIDEODRIVER").map { String(cString: $0) }, "x11", "--video-driver reaches SDL")
            let attributes = try FileManager.default.attributesOfItem(atPath: made)
            XCTAssertEqual((attributes[.posixPermissions] as? NSNumber)?.intValue, 0o700, "private, as the XDG spec requires")
        }
    }

    func testASetRuntimeFolderIsLeftAlone() {
        restoring(["XDG_RUNTIME_DIR"]) {
            setenv("XDG_RUNTIME_DIR", "/run/user/1000", 1)
            XCTAssertNil(DisplayEnvironment.prepare(videoDriver: nil))
            XCTAssertEqual(getenv("XDG_RUNTIME_DIR").map { String(cString: $0) }, "/run/user/1000")
        }
    }

    /// SDL's offscreen fallback is no display, unless asked for: a window there shows nowhere.
    func testSDLsOffscreenFallbackIsNoDisplayUnlessAskedFor() throws {
        let environment = ProcessInfo.processInfo.environment
        try XCTSkipIf(environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil, "a display is present")
        let chosen = environment["SDL_VIDEODRIVER"]
        defer { if let chosen { setenv("SDL_VIDEODRIVER", chosen, 1) } else { unsetenv("SDL_VIDEODRIVER") } }
        unsetenv("SDL_VIDEODRIVER")
        let problem = try XCTUnwrap(DisplayEnvironment.displayProblem(), "no X11 or Wayland here: no window")
        XCTAssertFalse(problem.isEmpty)
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        XCTAssertNil(DisplayEnvironment.displayProblem(), "asked for, the offscreen driver is a display")
    }

    func testOnlyKMSDRMWithTheCPUDrawingAndNothingAskedForPrefersThePanel() {
        func prefers(_ driver: String, cpu: Bool = true, asked: String? = nil, renderer: RendererChoice = .automatic) -> Bool {
            DisplayEnvironment.prefersPanel(overWindowOn: driver, drawsOnCPU: cpu, askedDriver: asked, renderer: renderer)
        }
        XCTAssertTrue(prefers("KMSDRM"), "SDL's KMSDRM on llvmpipe or its software renderer")
        XCTAssertTrue(prefers("kmsdrm", renderer: .software))
        XCTAssertFalse(prefers("KMSDRM", cpu: false), "a GPU draws: SDL's KMSDRM is the fast path")
        XCTAssertFalse(prefers("KMSDRM", asked: "kmsdrm"), "SDL's KMSDRM named: kept")
        XCTAssertFalse(prefers("KMSDRM", renderer: .gpu), "the GPU backend asked for, even on llvmpipe")
        XCTAssertFalse(prefers("x11"), "a display server shows the window")
        XCTAssertFalse(prefers("wayland"))
    }
}
