import FlickAnimation
import FlickScene

/// Small bitmaps for rendering tests.
public enum TestBitmaps {
    /// A `width` × `height` image whose colour and alpha vary across it (red along x, green along
    /// y, alpha from 100 up), like a dimming image: every texel translucent, no two rows alike.
    public static func shade(width: Int = 10, height: Int = 6) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                bitmap[x, y] = RGBA8(red: UInt8(x * 25 % 256), green: UInt8(y * 40 % 256), blue: 90,
                                     alpha: UInt8(min(255, 100 + x * 10 + y * 5)))
            }
        }
        return bitmap
    }
}
