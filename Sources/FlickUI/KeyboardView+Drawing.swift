import FlickAnimation
import FlickInput
import FlickScene

/// The keyboard's looks, light appearance, flat iOS-like keys: rounded rects with labels,
/// one `KeyboardKeyView` per key, a preview bubble over a pressed letter and a strip of
/// alternates over a long-pressed key (`KeyboardPopupView`). Colours and type sizes are
/// estimated from iOS's light keyboard (est.).
extension KeyboardView {
    /// The keyboard's background (est., iOS light keyboard).
    static let backgroundTint = Color(red: 0.82, green: 0.835, blue: 0.86)
    /// Letter keys (iOS: white).
    static let characterKeyTint = Color.white
    /// Shift, backspace, page and hide keys, and pressed letters (est., iOS light keyboard).
    static let functionKeyTint = Color(red: 0.67, green: 0.7, blue: 0.74)
    /// A return key labelled other than "return" (iOS's system blue).
    static let actionKeyTint = Color(red: 0, green: 0.478, blue: 1)
    /// Labels (iOS: black).
    static let labelTint = Color.black
    /// The label of a disabled return key (est.).
    static let disabledLabelTint = Color(white: 0.55)
    /// Letter labels, points (est., iOS 22–23 pt letters).
    static let characterFontSize = 22.0
    /// Function key labels, points (est., iOS 16 pt "return", "space").
    static let functionFontSize = 16.0
    /// The letter in a preview bubble and the alternates, points (est.).
    static let popupFontSize = 30.0
    /// How far a preview bubble reaches past its key on each side, points (est.).
    static let previewOutset = 6.0
    /// The gap between a key and the bubble or strip above it, points (est.).
    static let popupGap = 4.0

    /// Remakes the key views for the shown page.
    func rebuildKeys() {
        for view in keyViews { view.removeFromSuperview() }
        keys = currentPage.rows.flatMap { $0 }
        keyViews = keys.map { _ in KeyboardKeyView() }
        for view in keyViews { insertSubview(view, at: subviews.count - popups.count) }
        laidOutSize = nil
        setNeedsLayout()
        updateKeyAppearance()
    }

    /// Places the keys (and the popups) for the bounds.
    func layoutKeys() {
        layoutKeysIfNeeded()
        for (index, view) in keyViews.enumerated() { view.frame = keyFrame(at: index) }
        for press in presses { updatePopup(for: press.touchID) }
    }

    /// Computes the key slots for the bounds when they changed.
    func layoutKeysIfNeeded() {
        guard laidOutSize != bounds.size else { return }
        laidOutSize = bounds.size
        let page = currentPage
        let unit = page.widthInUnits > 0 ? bounds.width / page.widthInUnits : 0
        let rowHeight = metrics.rowHeight
        keySlots = []
        for (rowIndex, row) in page.rows.enumerated() {
            let rowWidth = row.reduce(0) { $0 + $1.width } * unit
            var x = bounds.minX + (bounds.width - rowWidth) / 2
            for key in row {
                keySlots.append(
                    Rect(
                        x: x, y: bounds.minY + Double(rowIndex) * rowHeight, width: key.width * unit,
                        height: rowHeight))
                x += key.width * unit
            }
        }
    }

    /// The drawn key at `index`: its slot less the metrics' insets.
    func keyFrame(at index: Int) -> Rect {
        let metrics = metrics
        return keySlots[index].insetBy(dx: metrics.horizontalInset, dy: metrics.verticalInset)
    }

    /// The label of `key` as shown now (shifted letters upper case, the return key's title…).
    func title(of key: KeyboardKey) -> String {
        switch key.kind {
        case .character(let text): currentPage.isShiftable && shift.isOn ? text.uppercased() : text
        case .shift: shift.state == .capsLock ? "⇪" : "⇧"
        case .backspace: "⌫"
        case .space: "space"
        case .return: returnKeyType.title
        case .page(let name): activeLayout.page(named: name)?.switchLabel ?? name
        case .hideKeyboard: "⌨"
        case .nextLayout: nextLayoutTitle
        }
    }

    /// The next layout's language ("DE" for de-DE), the globe key's label.
    private var nextLayoutTitle: String {
        let current = availableLayouts.firstIndex { $0.name == layout.name }
        guard !availableLayouts.isEmpty else { return "🌐" }
        let next = availableLayouts[current.map { ($0 + 1) % availableLayouts.count } ?? 0]
        return String(next.name.prefix { $0 != "-" }).uppercased()
    }

    /// Colours and labels of every key for the shift, the presses and the return key.
    func updateKeyAppearance() {
        guard keyViews.count == keys.count else { return }
        let pressed = Set(presses.filter(\.isActive).map(\.keyIndex))
        let cornerRadius = metrics.cornerRadius
        for (index, key) in keys.enumerated() {
            var tint = Self.functionKeyTint
            var label = Self.labelTint
            var size = Self.functionFontSize
            switch key.kind {
            case .character, .space:
                tint = pressed.contains(index) ? Self.functionKeyTint : Self.characterKeyTint
                if case .character = key.kind { size = Self.characterFontSize }
            case .shift:
                tint = shift.isOn ? Self.characterKeyTint : Self.functionKeyTint
                size = Self.characterFontSize
            case .return:
                if !isReturnKeyEnabled {
                    label = Self.disabledLabelTint
                } else if returnKeyType != .default {
                    tint = pressed.contains(index) ? Self.characterKeyTint : Self.actionKeyTint
                    label = pressed.contains(index) ? Self.labelTint : .white
                } else if pressed.contains(index) {
                    tint = Self.characterKeyTint
                }
            case .backspace, .page, .hideKeyboard, .nextLayout:
                if pressed.contains(index) { tint = Self.characterKeyTint }
            }
            keyViews[index].configure(
                title: title(of: key), fontSize: size, tint: tint, labelTint: label,
                cornerRadius: cornerRadius)
        }
    }

    /// Shows, moves or removes the popup of touch `touchID`: the preview bubble over a pressed
    /// letter, the alternates over a long press, nothing otherwise.
    func updatePopup(for touchID: Int) {
        guard let press = presses.first(where: { $0.touchID == touchID && $0.isActive }),
            press.keyIndex < keySlots.count, case .character = press.key.kind
        else {
            popups.removeValue(forKey: touchID)?.removeFromSuperview()
            return
        }
        let popup = popups[touchID] ?? KeyboardPopupView()
        if popups[touchID] == nil {
            popups[touchID] = popup
            addSubview(popup)
        }
        let shifted = currentPage.isShiftable && shift.isOn
        switch press.state {
        case .alternates:
            let options = press.key.alternates.map { shifted ? $0.uppercased() : $0 }
            popup.frame = alternatesFrame(for: press)
            popup.show(
                options, selected: press.selectedAlternate, fontSize: Self.popupFontSize,
                cornerRadius: metrics.cornerRadius)
        default:
            let key = keyFrame(at: press.keyIndex)
            let width = key.width + 2 * Self.previewOutset
            // A balloon from the key up to a key's height above it, the letter in its top.
            popup.frame = Rect(
                x: key.midX - width / 2, y: key.minY - key.height - Self.popupGap, width: width,
                height: 2 * key.height + Self.popupGap)
            popup.show(
                [title(of: press.key)], selected: nil, fontSize: Self.popupFontSize,
                cornerRadius: metrics.cornerRadius, cellHeight: key.height)
        }
    }

    /// The strip of `press`'s alternates: one key-sized cell each, above the key, starting at
    /// its left edge and kept inside the keyboard's width.
    func alternatesFrame(for press: KeyPress) -> Rect {
        alternatesFrame(forKeyAt: press.keyIndex, count: press.key.alternates.count)
    }

    /// Where a long press on the first key of `kind` on the shown page shows its alternates
    /// (bounds coordinates: one key-sized cell each, in the key's `alternates` order), or
    /// `nil` when there is no such key or it has none. For scripting a slide to one.
    public func alternatesFrame(of kind: KeyboardKey.Kind) -> Rect? {
        layoutKeysIfNeeded()
        guard let index = keys.firstIndex(where: { $0.kind == kind }), !keys[index].alternates.isEmpty else { return nil }
        return alternatesFrame(forKeyAt: index, count: keys[index].alternates.count)
    }

    private func alternatesFrame(forKeyAt index: Int, count: Int) -> Rect {
        let key = keyFrame(at: index)
        let width = key.width * Double(count)
        let x = min(max(key.minX, bounds.minX), max(bounds.minX, bounds.maxX - width))
        return Rect(x: x, y: key.minY - key.height - Self.popupGap, width: width, height: key.height)
    }

    /// The alternate under `point` (bounds coordinates), by its cell's column.
    func alternateIndex(at point: Point, for press: KeyPress) -> Int {
        let strip = alternatesFrame(for: press)
        let cell = strip.width / Double(max(press.key.alternates.count, 1))
        guard cell > 0 else { return 0 }
        return Int(((point.x - strip.minX) / cell).rounded(.down))
    }
}
