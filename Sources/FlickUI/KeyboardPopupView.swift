import FlickAnimation
import FlickInput
import FlickScene

/// The bubble over a pressed key of the on-screen keyboard: one cell showing the key (the
/// preview), or a row of cells showing its alternates with the chosen one highlighted. It
/// takes no touches.
final class KeyboardPopupView: View {
    /// The cells' labels, left to right.
    private var cells: [Label] = []
    /// The chosen cell's background (iOS's system blue).
    static let selectionTint = Color(red: 0, green: 0.478, blue: 1)

    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        backgroundColor = .white
    }

    /// Shows `options` in equal cells, `selected` highlighted (none for a preview).
    func show(_ options: [String], selected: Int?, fontSize: Double, cornerRadius: Double) {
        while cells.count < options.count {
            let cell = Label()
            cell.textAlignment = .center
            cell.isUserInteractionEnabled = false
            cells.append(cell)
            addSubview(cell)
        }
        while cells.count > options.count { cells.removeLast().removeFromSuperview() }
        if layer.cornerRadius != cornerRadius { layer.cornerRadius = cornerRadius }
        let width = bounds.width / Double(max(options.count, 1))
        for (index, cell) in cells.enumerated() {
            if cell.text != options[index] { cell.text = options[index] }
            if cell.fontSize != fontSize { cell.font = .system(size: fontSize) }
            let chosen = index == selected
            cell.backgroundColor = chosen ? Self.selectionTint : .clear
            cell.textColor = chosen ? .white : .black
            cell.layer.cornerRadius = cornerRadius
            cell.frame = Rect(x: Double(index) * width, y: 0, width: width, height: bounds.height)
        }
    }

    /// The texts shown, left to right.
    var options: [String] { cells.map { $0.text ?? "" } }
}
