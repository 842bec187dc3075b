import FlickRender
import FlickScene

extension WindowTester {
    /// Makes DejaVu Sans, by path, the standard text engine (`TextEngine.standard`), so
    /// snapshots with text are the same on every machine with Debian's fonts-dejavu-core,
    /// whatever fontconfig would pick (an app calls `SystemFonts.installStandard()` instead).
    /// Throws `FontError` naming the missing file.
    public static func installTestFonts() throws {
        TextEngine.standard = try pinnedFonts.get()
    }

    /// The pinned engine, made once.
    private static let pinnedFonts = Result { () throws(FontError) in try SystemFonts.pinnedEngine() }
}
