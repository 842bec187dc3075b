import CSDL2
import FlickAnimation
import FlickInput
import FlickScene

/// One-colour rounded rectangles on screen axes, filled row by row.
///
/// Tessellated, a rounded rectangle's corners are fans of thin triangles, and SDL's
/// software renderer rasterises (and, translucent, blends through a temporary surface)
/// each triangle on its own: measured by us, 40 cards of 120×80 points with 12-point
/// corners took 11.8 ms a frame, against 1.5 ms for the same cards with square corners.
/// Here the straight middle band is one rect fill and every row of the corner bands one
/// more, its ends on the corner's ellipse at the row's centre. Edges are aliased, as the
/// triangles' were.
extension SDLRenderer {
    /// Fills `rounded` row by row: opaque rows straight into the target when its pixels are at
    /// hand, translucent ones blended by SDL.
    func fill(_ rounded: RoundedRectFill) {
        let x0 = rounded.x0, y0 = rounded.y0, x1 = rounded.x1, y1 = rounded.y1
        let rx = rounded.radiusX, ry = rounded.radiusY
        let c = rounded.colour
        let mode = c.alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND
        SDL_SetRenderDrawBlendMode(handle, mode)
        SDL_SetRenderDrawColor(handle, c.red, c.green, c.blue, c.alpha)
        // Opaque rows go straight into the target when its pixels are at hand.
        let direct = mode == SDL_BLENDMODE_NONE ? directFillTarget() : nil
        let rowColour = SDL_Color(r: c.red, g: c.green, b: c.blue, a: c.alpha)
        func fill(_ rect: inout SDL_Rect) {
            if let direct { direct.fill(rect, rowColour) } else { SDL_RenderFillRect(handle, &rect) }
        }
        let top = Int(y0), bottom = Int(y1), left = Double(x0), right = Double(x1)
        let band = Int(ry.rounded(.up))
        func span(row: Int) {
            let centre = Double(row) + 0.5
            let dy = max(Double(top) + ry - centre, centre - (Double(bottom) - ry), 0)
            let inset = dy >= ry ? rx : rx - rx * (1 - (dy / ry) * (dy / ry)).squareRoot()
            let from = DrawOpCompiler.snapped(Float(left + inset)), to = DrawOpCompiler.snapped(Float(right - inset))
            guard to > from else { return }
            var line = SDL_Rect(x: Int32(from), y: Int32(row), w: Int32(to - from), h: 1)
            fill(&line)
        }
        let middleTop = min(top + band, bottom), middleBottom = max(bottom - band, middleTop)
        for row in top..<middleTop { span(row: row) }
        if middleBottom > middleTop {
            var middle = SDL_Rect(
                x: Int32(x0), y: Int32(middleTop), w: Int32(x1 - x0), h: Int32(middleBottom - middleTop))
            fill(&middle)
        }
        for row in middleBottom..<bottom { span(row: row) }
        counters.drawCalls += 1
        counters.roundedFills += 1
        if mode == SDL_BLENDMODE_NONE { counters.opaqueDraws += 1 }
    }
}
