/// What saving the pixels a late redraw may put back costs on this machine, learnt from the
/// redraws that saved: so a redraw whose save (and the put-back, if it were abandoned after)
/// cannot end before its cutoff is abandoned before it saves anything.
///
/// A redraw asks whether to stop before each step, and takes the longest step so far as what
/// the next one costs. Its first step is the save, of which nothing was known: a redraw that
/// drew the whole window (a drag's first movement of a pager, an edge swipe's first frame)
/// saved 3.7 MB in 0.4–0.6 ms, was then abandoned at the next question, and put them back in
/// as long, past its deadline (the headless tour on an Intel Xeon, measured by us: two late
/// redraws of 1.4–1.8 ms, one miss each in most runs). The rate is seconds a pixel, the
/// largest of the last `window` saves of at least `minimumPixels`, so it is the machine's own;
/// before the first, `priorSecondsPerPixel`.
struct RedrawSaveCost {
    /// Saves remembered.
    static let window = 8
    /// Saves smaller than this teach nothing: their fixed costs (a few rows' set-up) would
    /// overstate the rate (ours: a damaged box of a list row is 20,000–60,000 pixels).
    static let minimumPixels = 65_536
    /// The rate assumed before any save was learnt, seconds a pixel (measured by us: a cold save
    /// of the whole 1280 × 800 XRGB window took 0.61–0.67 ms on the Intel Xeon the latency goals
    /// are measured on. With none, the tour's first large redraw, a map's pan starting from rest,
    /// saved 4 MB in a redraw begun 1 ms before its deadline and missed it at 120 Hz in three
    /// runs of eight; a faster machine abandons a redraw or two it would have finished, until its
    /// own saves are learnt).
    static let priorSecondsPerPixel = 0.65e-9

    /// The rates of the last saves learnt, seconds a pixel, oldest first.
    private(set) var rates: [Double] = []

    /// Learns a save of `pixels` that took `seconds`.
    mutating func learn(seconds: Double, pixels: Int) {
        guard pixels >= Self.minimumPixels, seconds > 0, seconds.isFinite else { return }
        rates.append(seconds / Double(pixels))
        if rates.count > Self.window { rates.removeFirst(rates.count - Self.window) }
    }

    /// What saving `pixels` costs, seconds: at the prior rate before any save was learnt.
    func estimate(pixels: Int) -> Double {
        (rates.max() ?? Self.priorSecondsPerPixel) * Double(pixels)
    }
}
