import FlickAnimation
import FlickInput
import FlickScene
import FlickTestSupport
@testable import FlickUI
import XCTest

/// Tint and appearance down the tree (View+Tint.swift): inheritance, dimming, dynamic colours
/// switched at run time, views told once per change and when moved.
final class ViewTintTests: XCTestCase {
    private final class Watcher: View {
        var tintChanges = 0
        var appearanceChanges = 0
        override func tintColorDidChange() { tintChanges += 1 }
        override func appearanceDidChange() { appearanceChanges += 1 }
    }

    func testTheTintIsInheritedAndDimmed() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let card = View(), leaf = Watcher()
        window.addSubview(card)
        card.addSubview(leaf)
        XCTAssertEqual(leaf.tintColor, DynamicColor.systemBlue.light, "the system tint")
        card.tintColor = Color(red: 1, green: 0, blue: 0)
        XCTAssertEqual(leaf.tintColor, Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(leaf.tintChanges, 1)
        XCTAssertEqual(leaf.tintAdjustmentMode, .normal)
        window.tintAdjustmentMode = .dimmed
        XCTAssertEqual(leaf.tintAdjustmentMode, .dimmed)
        XCTAssertEqual(leaf.tintColor, DynamicColor.systemGray.light)
        XCTAssertEqual(leaf.tintChanges, 2)
        card.tintAdjustmentMode = .normal  // a modal's content keeps its tint
        XCTAssertEqual(leaf.tintColor, Color(red: 1, green: 0, blue: 0))
        card.tintColor = nil
        XCTAssertEqual(leaf.tintColor, DynamicColor.systemBlue.light)
        XCTAssertEqual(leaf.tintChanges, 4)
        card.tintColor = nil
        XCTAssertEqual(leaf.tintChanges, 4, "no change, no call")
    }

    func testDynamicColorsFollowTheAppearanceAtRunTime() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let card = Watcher()
        let label = Label(text: "Wi-Fi")
        window.addSubview(card)
        card.addSubview(label)
        card.setDynamicColor(.secondarySystemGroupedBackground, for: \.backgroundColor)
        label.setDynamicColor(.label, for: \.textColor)
        XCTAssertEqual(card.backgroundColor, .white)
        XCTAssertEqual(label.textColor, .black)
        window.overrideAppearance = .dark
        XCTAssertEqual(card.appearance, .dark)
        XCTAssertEqual(card.backgroundColor, DynamicColor.secondarySystemGroupedBackground.dark)
        XCTAssertEqual(label.textColor, .white)
        XCTAssertEqual(card.appearanceChanges, 1)
        XCTAssertEqual(card.tintChanges, 1, "the dark tint differs")
        // A view forcing light keeps light under a dark window.
        card.overrideAppearance = .light
        XCTAssertEqual(label.textColor, .black)
        card.overrideAppearance = nil
        // A view moved into the dark window is told, and its colours resolve.
        let late = Watcher()
        late.setDynamicColor(.systemBackground, for: \.backgroundColor)
        XCTAssertEqual(late.backgroundColor, .white)
        card.addSubview(late)
        XCTAssertEqual(late.backgroundColor, .black)
        XCTAssertEqual(late.appearanceChanges, 1)
        window.overrideAppearance = .dark
        XCTAssertEqual(late.appearanceChanges, 1, "no change, no call")
    }

    /// Every colour a view's subtree shows: the layers' fills and borders, the labels' text.
    private func colours(of view: View) -> [Color] {
        var result: [Color] = []
        func visit(_ layer: Layer) {
            result += [layer.backgroundColor, layer.borderColor]
            for sublayer in layer.sublayers { visit(sublayer) }
        }
        visit(view.layer)
        for case let label as Label in view.subtree { result.append(label.textColor) }
        return result
    }

    func testDarkModeRecoloursEveryControlInTheNextFrame() {
        let window = Window(frame: Rect(x: 0, y: 0, width: 600, height: 600))
        let toggle = Switch(frame: Rect(x: 10, y: 10, width: 0, height: 0))
        let segments = SegmentedControl(items: ["A", "B"], frame: Rect(x: 10, y: 60, width: 200, height: 32))
        segments.selectedSegmentIndex = 0
        let stepper = Stepper(frame: Rect(x: 10, y: 110, width: 0, height: 0))
        let spinner = ActivityIndicator(frame: Rect(x: 10, y: 160, width: 20, height: 20))
        spinner.startAnimating()
        let bar = ProgressView(frame: Rect(x: 10, y: 200, width: 200, height: 4))
        bar.progressTintColor = DynamicColor(light: .black, dark: .white)
        let scroll = ScrollView(frame: Rect(x: 300, y: 0, width: 300, height: 300))
        let refresh = RefreshControl()
        scroll.refreshControl = refresh
        refresh.spinner.visibleTickCount = 8
        let cell = ListViewCell(reuseIdentifier: nil)
        cell.frame = Rect(x: 10, y: 300, width: 280, height: 60)
        cell.style = .value1
        cell.accessoryType = .checkmark
        cell.text = "Copies"
        let controls: [View] = [toggle, segments, stepper, spinner, bar, refresh, cell]
        for control in controls where control !== refresh { window.addSubview(control) }
        window.addSubview(scroll)
        _ = window.displayList(at: 0)
        let light = controls.map(colours(of:))
        window.overrideAppearance = .dark
        let list = window.displayList(at: 0.1)
        XCTAssertFalse(list.items.isEmpty)
        for (index, control) in controls.enumerated() {
            XCTAssertNotEqual(colours(of: control), light[index], "\(type(of: control)) did not follow dark mode")
        }
        window.overrideAppearance = .light
        for (index, control) in controls.enumerated() {
            XCTAssertEqual(colours(of: control), light[index], "\(type(of: control)) back to light")
        }
    }
}
