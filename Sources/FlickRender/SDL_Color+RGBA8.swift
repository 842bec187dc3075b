import CSDL2
import FlickScene

extension SDL_Color {
    /// `colour`'s four bytes, straight alpha.
    init(_ colour: RGBA8) {
        self.init(r: colour.red, g: colour.green, b: colour.blue, a: colour.alpha)
    }
}
