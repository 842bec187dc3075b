import FlickInput
import Foundation
@testable import FlickUI
import XCTest

/// The built-in layouts' rows, their variants, JSON descriptions, and bad layouts refused
/// with errors naming the layout, page, row and key.
final class KeyboardLayoutTests: XCTestCase {
    /// The letters of `page`'s rows, one string per row (character keys only).
    private func letters(_ layout: KeyboardLayout, page: String = "letters") -> [String] {
        layout.page(named: page)!.rows.map { row in
            row.compactMap { key -> String? in
                if case .character(let text) = key.kind { return text }
                return nil
            }.joined()
        }
    }

    func testTheEnglishGermanAndFrenchRows() {
        XCTAssertEqual(letters(.englishUS), ["qwertyuiop", "asdfghjkl", "zxcvbnm", ""])
        XCTAssertEqual(letters(.germanDE), ["qwertzuiopü", "asdfghjklöä", "yxcvbnm", ""], "z and y swapped, ü ö ä")
        XCTAssertEqual(letters(.frenchFR), ["azertyuiop", "qsdfghjklm", "wxcvbn'", ""], "a/q and z/w swapped")
        XCTAssertEqual(letters(.englishUS, page: "numbers")[0], "1234567890")
        XCTAssertEqual(letters(.germanDE, page: "numbers")[1], "-/:;()€&@\"")
        XCTAssertEqual(letters(.englishUS, page: "symbols")[0], "[]{}#%^*+=")
        XCTAssertEqual(letters(.numberPad, page: "digits"), ["123", "456", "789", "0"])
        XCTAssertEqual(letters(.decimalPad, page: "digits"), ["123", "456", "789", ".0"])
        let s = KeyboardLayout.germanDE.pages[0].rows[1][1]
        XCTAssertTrue(s.alternates.contains("ß"), "s offers ß")
        let e = KeyboardLayout.frenchFR.pages[0].rows[0][2]
        XCTAssertEqual(e.alternates, ["é", "è", "ê", "ë"])
    }

    func testEveryRowOfABuiltInPageIsAsWideAsThePage() throws {
        for layout in KeyboardLayout.builtInLayouts + [.numberPad, .decimalPad] {
            XCTAssertEqual(
                try KeyboardLayout(name: layout.name, pages: layout.pages), layout, "\(layout.name) is valid")
            for page in layout.pages {
                for (index, row) in page.rows.enumerated() where index != 1 || page.name != "letters" {
                    XCTAssertEqual(
                        row.reduce(0) { $0 + $1.width }, page.widthInUnits, accuracy: 1e-9,
                        "\(layout.name) \(page.name) row \(index + 1)")
                }
            }
        }
    }

    func testTheEmailAndURLVariantsReplaceTheSpaceBar() {
        let email = KeyboardLayout.englishUS.variant(for: .emailAddress)
        let bottom = email.pages[0].rows[3].map(\.kind)
        XCTAssertEqual(bottom, [.page("numbers"), .space, .character("@"), .character("."), .return, .hideKeyboard])
        let url = KeyboardLayout.germanDE.variant(for: .url)
        XCTAssertEqual(
            url.pages[0].rows[3].map(\.kind),
            [.page("numbers"), .character("."), .character("/"), .character(".com"), .return, .hideKeyboard])
        XCTAssertEqual(
            url.pages[0].widthInUnits, KeyboardLayout.germanDE.pages[0].widthInUnits, "the row keeps its width")
        XCTAssertEqual(KeyboardLayout.frenchFR.variant(for: .decimalPad), .decimalPad)
    }

    func testALayoutRoundTripsThroughJSON() throws {
        for layout in KeyboardLayout.builtInLayouts {
            let data = try JSONEncoder().encode(layout)
            XCTAssertEqual(try JSONDecoder().decode(KeyboardLayout.self, from: data), layout)
        }
        let json = """
            {"name": "xx-ABC", "pages": [{"name": "main", "switchLabel": "abc", "shifts": true, "rows": [
              [{"kind": "character", "text": "a", "alternates": ["á"]}, {"kind": "backspace", "width": 2}],
              [{"kind": "space", "width": 2}, {"kind": "return"}]]}]}
            """
        let layout = try JSONDecoder().decode(KeyboardLayout.self, from: Data(json.utf8))
        XCTAssertEqual(layout.pages[0].rows[0][0], KeyboardKey(.character("a"), alternates: ["á"]))
        XCTAssertEqual(layout.pages[0].widthInUnits, 3)
        let keyboard = KeyboardView(frame: Rect(x: 0, y: 0, width: 300, height: 108), layout: layout)
        XCTAssertEqual(keyboard.frame(of: .backspace)?.width, 200 - 6, "2 of 3 units, less the insets")
    }

    private func decodingError(_ json: String) -> String {
        do {
            _ = try JSONDecoder().decode(KeyboardLayout.self, from: Data(json.utf8))
            return "no error"
        } catch let error as KeyboardLayoutError {
            return error.description
        } catch {
            return "other error: \(error)"
        }
    }

    func testABadLayoutDescriptionIsRefusedWithWhereAndWhat() {
        func layout(_ rows: String, pages extra: String = "") -> String {
            #"{"name": "bad", "pages": [{"name": "main", "switchLabel": "ABC", "rows": \#(rows)}\#(extra)]}"#
        }
        XCTAssertEqual(
            decodingError(layout("[]")), "keyboard layout 'bad', page 'main': no rows; expected at least one")
        XCTAssertEqual(
            decodingError(layout(#"[[{"kind": "space"}], []]"#)),
            "keyboard layout 'bad', page 'main', row 2: no keys; expected at least one")
        XCTAssertEqual(
            decodingError(layout(#"[[{"kind": "space"}, {"kind": "return", "width": 0}]]"#)),
            "keyboard layout 'bad', page 'main', row 1, key 2: width 0.0 is not a positive number of key units")
        XCTAssertEqual(
            decodingError(layout(#"[[{"kind": "space"}], [{"kind": "emoji"}]]"#)),
            "keyboard layout 'bad', page 'main', row 2, key 1: unknown key kind 'emoji'; expected one of "
                + KeyboardLayout.keyKindNames.joined(separator: ", "))
        XCTAssertEqual(
            decodingError(layout(#"[[{"kind": "page", "page": "numbers"}]]"#)),
            "keyboard layout 'bad', page 'main', row 1, key 1: switches to page 'numbers', which the layout "
                + "lacks (pages: main)")
        XCTAssertEqual(
            decodingError(layout(#"[[{"kind": "character"}]]"#)),
            "keyboard layout 'bad', page 'main', row 1, key 1: a character key with no \"text\"")
        XCTAssertEqual(
            decodingError(#"{"name": "empty", "pages": []}"#),
            "keyboard layout 'empty': no pages; expected at least one")
        XCTAssertThrowsError(
            try KeyboardLayout(name: "twice", pages: [KeyboardLayout.symbols, KeyboardLayout.symbols])
        ) {
            XCTAssertEqual(
                ($0 as? KeyboardLayoutError)?.description,
                "keyboard layout 'twice', page 'symbols': a second page with this name")
        }
        XCTAssertThrowsError(
            try KeyboardLayout(
                name: "nan",
                pages: [
                    KeyboardPage(
                        name: "p", switchLabel: "P", isShiftable: false, rows: [[KeyboardKey(.space, width: .nan)]])
                ]))
    }

    func testTheMetricsFollowTheWidthAndOrientation() {
        XCTAssertEqual(KeyboardMetrics.metrics(forWindowSize: Size(width: 375, height: 667)), .phonePortrait)
        XCTAssertEqual(KeyboardMetrics.metrics(forWindowSize: Size(width: 667, height: 375)), .phoneLandscape)
        XCTAssertEqual(KeyboardMetrics.metrics(forWindowSize: Size(width: 768, height: 1024)), .padPortrait)
        XCTAssertEqual(KeyboardMetrics.metrics(forWindowSize: Size(width: 1280, height: 800)), .padLandscape)
        // A 7" kiosk panel on its side is a phone in landscape by its short side, not a
        // tablet by its width: the keyboard takes 160 of its 600 points, not 344.
        XCTAssertEqual(KeyboardMetrics.metrics(forWindowSize: Size(width: 1024, height: 600)), .phoneLandscape)
        // The fallback height of an input view is four rows of the same metrics.
        XCTAssertEqual(KeyboardSlide.height(forWindowSize: Size(width: 375, height: 667)), 216)
        XCTAssertEqual(KeyboardSlide.height(forWindowSize: Size(width: 667, height: 375)), 160)
        XCTAssertEqual(KeyboardSlide.height(forWindowSize: Size(width: 768, height: 1024)), 256)
        XCTAssertEqual(KeyboardSlide.height(forWindowSize: Size(width: 1280, height: 800)), 344)
        XCTAssertEqual(KeyboardSlide.height(forWindowSize: Size(width: 1024, height: 600)), 160)
        XCTAssertEqual(4 * KeyboardMetrics.phonePortrait.rowHeight, 216, "iOS 4–7 iPhone portrait keyboard height")
    }
}
