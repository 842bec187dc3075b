import FlickRender
import FlickScene
import XCTest

/// The fonts tests draw with: DejaVu Sans pinned by path (fonts-dejavu-core, which
/// `make test` installs through scripts/setup), so goldens are the same on every machine
/// with that package, whatever fontconfig would pick. Tests that must not depend on a font
/// file use `TextEngine(sources: [BitmapFont()])` instead.
public enum TestFonts {
    /// The pinned engine, made once. A missing file fails the test with the path and the
    /// fix, rather than drawing goldens with another font.
    public static func engine(file: StaticString = #filePath, line: UInt = #line) throws -> TextEngine {
        switch pinned {
        case .success(let engine): return engine
        case .failure(let error):
            XCTFail("\(error): install fonts-dejavu-core (scripts/setup)", file: file, line: line)
            throw error
        }
    }

    /// Makes the pinned engine the standard one (`TextEngine.standard`), as an app's launch
    /// makes the system fonts standard.
    public static func install(file: StaticString = #filePath, line: UInt = #line) throws {
        TextEngine.standard = try engine(file: file, line: line)
    }

    private static let pinned: Result<TextEngine, FontError> = Result { () throws(FontError) in try SystemFonts.pinnedEngine() }
}
