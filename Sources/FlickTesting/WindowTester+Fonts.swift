import FlickRender
import FlickScene
import XCTest

extension WindowTester {
    /// Makes DejaVu Sans, by path, the standard text engine (`TextEngine.standard`) for
    /// `testCase`, so snapshots with text are the same on every machine with Debian's
    /// fonts-dejavu-core, whatever fontconfig would pick (an app calls
    /// `SystemFonts.installStandard()` instead). The engine before it comes back when the
    /// test ends: tests that expect another engine may share the process. Throws `FontError`
    /// naming the missing file.
    public static func installTestFonts(for testCase: XCTestCase) throws {
        let previous = TextEngine.standard
        TextEngine.standard = try pinnedFonts.get()
        testCase.addTeardownBlock { TextEngine.standard = previous }
    }

    /// The pinned engine, made once.
    private static let pinnedFonts = Result { () throws(FontError) in try SystemFonts.pinnedEngine() }
}
