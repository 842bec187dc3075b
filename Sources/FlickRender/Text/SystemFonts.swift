import CFontconfig
import FlickScene
import FoundationEssentials
import Synchronization

/// fontconfig's configuration, loaded once (FcInitLoadConfigAndFonts scans the font
/// folders: tens of milliseconds); fontconfig calls on one config are serialized here.
private let fontconfig = Mutex<OpaquePointer?>(nil)

/// The system's fonts as `TextEngine`s: fontconfig finds the files, SDL2_ttf opens them.
/// DejaVu Sans (fonts-dejavu-core, installed by scripts/setup) is the default family.
///
/// Falling back, never crashing: a family fontconfig cannot match, or a file that will
/// not open, is logged (naming the file) and the next font is tried; with none left the
/// engine is `BitmapFont` alone. Within an engine, a character the first font lacks comes
/// from the fallback fonts, and one no font has draws as U+FFFD. Engines shape text with
/// HarfBuzz and FriBidi (`HarfBuzzShaper`), each run of one font on its own.
public enum SystemFonts {
    /// fonts-dejavu-core's DejaVu Sans on Debian: the file the goldens are drawn with,
    /// pinned by path for tests (fontconfig finds the same file for "DejaVu Sans").
    public static let dejaVuSansPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    /// Its bold face.
    public static let dejaVuSansBoldPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
    /// Fonts after the first that an engine consults for missing characters (our choice:
    /// fontconfig's next two best matches cover symbols and other scripts on a desktop).
    public static let fallbackFontCount = 2
    /// fontconfig's weights (fontconfig.h: FC_WEIGHT_REGULAR 80, FC_WEIGHT_BOLD 200).
    static let fcWeightRegular: Int32 = 80, fcWeightBold: Int32 = 200

    /// The font files fontconfig offers for `family` at `weight`, best first
    /// (`FcFontSort`); the first is the match, the rest are fallbacks for coverage.
    /// Empty when fontconfig is unusable.
    public static func files(family: String, weight: FontWeight = .regular) -> [String] {
        fontconfig.withLock { config -> [String] in
            if config == nil { config = FcInitLoadConfigAndFonts() }
            guard let config, let pattern = FcPatternCreate() else { return [] }
            defer { FcPatternDestroy(pattern) }
            FcPatternAddString(pattern, "family", family)
            FcPatternAddInteger(pattern, "weight", weight == .bold ? fcWeightBold : fcWeightRegular)
            FcPatternAddBool(pattern, "scalable", 1)
            FcConfigSubstitute(config, pattern, FcMatchPattern)
            FcDefaultSubstitute(pattern)
            var result = FcResultNoMatch
            guard let set = FcFontSort(config, pattern, 1, nil, &result) else { return [] }
            defer { FcFontSetDestroy(set) }
            var paths: [String] = []
            for i in 0..<Int(set.pointee.nfont) {
                guard let font = set.pointee.fonts[i] else { continue }
                var file: UnsafeMutablePointer<FcChar8>?
                guard FcPatternGetString(font, "file", 0, &file) == FcResultMatch, let file else { continue }
                let path = String(cString: file)
                if (path.hasSuffix(".ttf") || path.hasSuffix(".otf")) && !paths.contains(path) { paths.append(path) }
            }
            return paths
        }
    }

    /// An engine for `family` found through fontconfig, with `fallbackFontCount` fallback
    /// fonts and `BitmapFont` last. Errors are logged naming the file, and the next font
    /// is tried.
    public static func makeEngine(family: String = Font.defaultFamily) -> TextEngine {
        let regular = files(family: family, weight: .regular)
        let bold = files(family: family, weight: .bold).first
        if regular.isEmpty { log.error("\(FontError.noMatch(family: family)); trying \(dejaVuSansPath)") }
        var candidates = regular.isEmpty ? [dejaVuSansPath] : regular
        var sources: [any GlyphSource] = []
        while !candidates.isEmpty && sources.count < 1 + fallbackFontCount {
            let path = candidates.removeFirst()
            do {
                sources.append(try TTFGlyphSource(regular: path, bold: sources.isEmpty && bold != path ? bold : nil))
            } catch {
                log.error("\(error); trying the next font")
            }
        }
        if sources.isEmpty { log.error("no usable font for \"\(family)\"; drawing text with the built-in BitmapFont") }
        return TextEngine(sources: sources, shaper: shaper)
    }

    /// The shaper every engine made here shares (HarfBuzz and FriBidi; fonts opened once).
    public static let shaper = HarfBuzzShaper()

    /// The engine of the files pinned by path (DejaVu Sans regular and bold, no fallback
    /// fonts): the same glyphs on every machine with fonts-dejavu-core, for goldens and
    /// tests; shaped by `shaper` unless `shaped` is false (glyph by glyph, for comparisons).
    /// Throws `FontError` naming the file when it is missing.
    public static func pinnedEngine(regular: String = dejaVuSansPath, bold: String? = dejaVuSansBoldPath,
                                    shaped: Bool = true) throws(FontError) -> TextEngine {
        TextEngine(sources: [try TTFGlyphSource(regular: regular, bold: bold)], shaper: shaped ? shaper : nil)
    }

    private static let installed = Mutex(false)

    /// Makes `makeEngine()` the standard engine (`TextEngine.standard`), once per process;
    /// apps, the demo and `flick` call it at launch.
    public static func installStandard() {
        installed.withLock { done in
            guard !done else { return }
            TextEngine.standard = makeEngine()
            done = true
        }
    }
}
