/// Scratch pixels the software backend reuses between draws, kept in a `FrameAgedCache` so a
/// large one (a full window's) is freed once no frame has used it for a while.
enum RenderScratch: Hashable {
    /// Pixels a scaled copy at an opacity is stretched into before it is blended
    /// (`SDLRenderer+ScaledCopy`).
    case scaledCopy

    /// Frames scratch pixels are kept unused (ours: as `TextureCache.evictionAgeFrames`, half a
    /// second at 60 Hz: a pinch or a fade uses them every frame, and they go soon after).
    static let maximumAge = 30
}
