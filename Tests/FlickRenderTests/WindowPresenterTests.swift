import FlickRender
import XCTest

/// `WindowPresenter`'s choice of window surface, which SDL makes once per video driver.
final class WindowPresenterTests: XCTestCase {
    func testOnlyDriversWithASurfaceOfTheirOwnAreAskedForIt() {
        for driver in ["x11", "dummy", "offscreen"] {
            XCTAssertTrue(WindowPresenter.hasNativeWindowSurface(videoDriver: driver), driver)
        }
        // SDL names its KMSDRM driver in capitals; the set is lowercased.
        for driver in ["KMSDRM", "kmsdrm", "wayland"] {
            XCTAssertFalse(WindowPresenter.hasNativeWindowSurface(videoDriver: driver), driver)
        }
    }
}
