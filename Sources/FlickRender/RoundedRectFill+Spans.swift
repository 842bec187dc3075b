/// The pixels a rounded rectangle covers, as both backends fill them.
extension RoundedRectFill {
    /// The boxes filled, top to bottom: each row of the top corner band, the straight middle,
    /// each row of the bottom corner band. A corner row's ends lie on the corner's ellipse at the
    /// row's centre, snapped to whole pixels (halves up); rows left empty are omitted. Edges are
    /// aliased, as the tessellated corners' were.
    var spans: [PixelBox] {
        let top = Int(y0), bottom = Int(y1), left = Double(x0), right = Double(x1)
        let rx = radiusX, ry = radiusY
        let band = Int(ry.rounded(.up))
        var boxes: [PixelBox] = []
        func span(row: Int) {
            let centre = Double(row) + 0.5
            let dy = max(Double(top) + ry - centre, centre - (Double(bottom) - ry), 0)
            let inset = dy >= ry ? rx : rx - rx * (1 - (dy / ry) * (dy / ry)).squareRoot()
            let from = DrawOpCompiler.snapped(Float(left + inset)), to = DrawOpCompiler.snapped(Float(right - inset))
            guard to > from else { return }
            boxes.append(PixelBox(x0: Int(from), y0: row, x1: Int(to), y1: row + 1))
        }
        let middleTop = min(top + band, bottom), middleBottom = max(bottom - band, middleTop)
        for row in top..<middleTop { span(row: row) }
        if middleBottom > middleTop {
            boxes.append(PixelBox(x0: Int(x0), y0: middleTop, x1: Int(x1), y1: middleBottom))
        }
        for row in middleBottom..<bottom { span(row: row) }
        return boxes
    }
}
