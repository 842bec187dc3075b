/// The pixels a rounded rectangle covers, as both backends fill them.
extension RoundedRectFill {
    /// The boxes filled, top to bottom: each row of the top corner band, the straight middle,
    /// each row of the bottom corner band. A corner row's ends lie on the corner's ellipse at the
    /// row's centre, snapped to whole pixels (halves up), except at the corners left square;
    /// rows left empty are omitted. Edges are aliased, as the tessellated corners' were.
    var spans: [PixelBox] {
        let top = Int(y0), bottom = Int(y1), left = Double(x0), right = Double(x1)
        let rx = radiusX, ry = radiusY
        let band = Int(ry.rounded(.up))
        var boxes: [PixelBox] = []
        // How far in a rounded corner's ellipse reaches at `dy` pixels into its band.
        func inset(_ dy: Double) -> Double { dy <= 0 ? 0 : dy >= ry ? rx : rx - rx * (1 - (dy / ry) * (dy / ry)).squareRoot() }
        func span(row: Int) {
            let centre = Double(row) + 0.5
            let intoTop = Double(top) + ry - centre, intoBottom = centre - (Double(bottom) - ry)
            // A corner left square (`corners`) keeps its side straight.
            let leftInset = max(
                corners.contains(.minXMinY) ? inset(intoTop) : 0, corners.contains(.minXMaxY) ? inset(intoBottom) : 0)
            let rightInset = max(
                corners.contains(.maxXMinY) ? inset(intoTop) : 0, corners.contains(.maxXMaxY) ? inset(intoBottom) : 0)
            let from = DrawOpCompiler.snapped(Float(left + leftInset))
            let to = DrawOpCompiler.snapped(Float(right - rightInset))
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
