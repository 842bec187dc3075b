import FlickAnimation
import FlickInput
import FlickScene

/// The bubble over a pressed key of the on-screen keyboard: one cell showing the key (the
/// preview, a balloon standing on the key), or a row of cells showing its alternates with the
/// chosen one highlighted. A hairline outline sets it off from the keys. It takes no touches.
final class KeyboardPopupView: View {
    /// The white face inside the outline.
    private let face = View()
    /// The cells' labels, left to right.
    private var cells: [Label] = []
    /// The chosen cell's background (iOS's system blue).
    static let selectionTint = Color(red: 0, green: 0.478, blue: 1)
    /// The outline (est., iOS's popups have a soft grey edge and shadow).
    static let outlineTint = Color(white: 0.6)
    /// The outline's width, points (est.).
    static let outlineWidth = 1.0

    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        backgroundColor = Self.outlineTint
        face.backgroundColor = .white
        face.isUserInteractionEnabled = false
        addSubview(face)
    }

    /// Shows `options` in equal cells across the top `cellHeight` points (the whole height
    /// when `nil`), `selected` highlighted (none for a preview).
    func show(_ options: [String], selected: Int?, fontSize: Double, cornerRadius: Double, cellHeight: Double? = nil) {
        while cells.count < options.count {
            let cell = Label()
            cell.textAlignment = .center
            cell.isUserInteractionEnabled = false
            cells.append(cell)
            face.addSubview(cell)
        }
        while cells.count > options.count { cells.removeLast().removeFromSuperview() }
        if layer.cornerRadius != cornerRadius {
            layer.cornerRadius = cornerRadius
            face.layer.cornerRadius = max(0, cornerRadius - Self.outlineWidth)
        }
        face.frame = bounds.insetBy(dx: Self.outlineWidth, dy: Self.outlineWidth)
        let width = face.bounds.width / Double(max(options.count, 1))
        let height = min(cellHeight ?? face.bounds.height, face.bounds.height)
        for (index, cell) in cells.enumerated() {
            if cell.text != options[index] { cell.text = options[index] }
            if cell.fontSize != fontSize { cell.font = .system(size: fontSize) }
            let chosen = index == selected
            cell.backgroundColor = chosen ? Self.selectionTint : .clear
            cell.textColor = chosen ? .white : .black
            cell.layer.cornerRadius = cornerRadius
            cell.frame = Rect(x: Double(index) * width, y: 0, width: width, height: height)
        }
    }

    /// The texts shown, left to right.
    var options: [String] { cells.map { $0.text ?? "" } }
}
