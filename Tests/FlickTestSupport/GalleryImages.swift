import Foundation

/// The demo gallery's committed images (Demo/Resources/Gallery, drawn by
/// scripts/make-gallery-images.py), as real PNG and JPEG files for codec tests.
public enum GalleryImages {
    /// The folder, found from this file's path.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Demo/Resources/Gallery").standardizedFileURL
    /// A 960×320 JPEG.
    public static let jpegURL = folder.appendingPathComponent("dunes.jpg")
    /// A 240×160 RGB PNG.
    public static let pngURL = folder.appendingPathComponent("tiles.png")
}
