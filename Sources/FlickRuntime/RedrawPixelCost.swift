/// What a late redraw's steps cost a pixel on this machine, learnt from the redraws that ran
/// them: the save of the pixels it may put back (`save()`), and the drawing of them after the
/// save (`drawing()`). So a redraw whose save and drawing (or save and put-back, if it were
/// abandoned after) cannot end before its cutoff is abandoned before it saves anything.
///
/// A redraw asks whether to stop before each step, and takes the longest step so far as what
/// the next one costs. Its first step is the save, of which nothing was known: a redraw that
/// drew the whole window (a drag's first movement of a pager, an edge swipe's first frame)
/// saved 3.7 MB in 0.4–0.6 ms, was then abandoned at the next question, and put them back in
/// as long, past its deadline (the headless tour on an Intel Xeon, measured by us: two late
/// redraws of 1.4–1.8 ms, one miss each in most runs). Its first item after the save may be
/// the dearest, and nothing before it says so: a photo sheet's first pinch frame saved the
/// window in 0.6 ms, then drew its photo, stretched 2.8×, in 1.4 ms, past the deadline.
///
/// The rate is seconds a pixel, over the last `window` steps of at least `minimumPixels`, so it
/// is the machine's own: the largest for a save, whose put-back must end in time, the median for
/// the drawing, which later questions still stop; before the first, the prior (for the save,
/// `priorSavePerPixel`).
struct RedrawPixelCost {
    /// Steps remembered.
    static let window = 8
    /// Steps on fewer pixels than this teach nothing: their fixed costs (a few rows' set-up, an
    /// item's) would overstate the rate (ours: a damaged box of a list row is 20,000–60,000
    /// pixels).
    static let minimumPixels = 65_536
    /// The save's rate before any save was learnt, seconds a pixel (measured by us: a cold save
    /// of the whole 1280 × 800 XRGB window took 0.61–0.67 ms on the Intel Xeon the latency goals
    /// are measured on. With none, the tour's first large redraw, a map's pan starting from rest,
    /// saved 4 MB in a redraw begun 1 ms before its deadline and missed it at 120 Hz in three
    /// runs of eight; a faster machine abandons a redraw or two it would have finished, until its
    /// own saves are learnt).
    static let priorSavePerPixel = 0.65e-9

    /// The rate assumed before any step was learnt, seconds a pixel.
    let prior: Double
    /// The rates of the last steps learnt, seconds a pixel, oldest first.
    private(set) var rates: [Double] = []

    /// A redraw's save: at `priorSavePerPixel` until one is learnt.
    static func save() -> RedrawPixelCost { RedrawPixelCost(prior: priorSavePerPixel) }

    /// A redraw's drawing after its save, of the pixels it saved: free until one is learnt (the
    /// longest step so far then stands for each item, as before any drawing was measured).
    static func drawing() -> RedrawPixelCost { RedrawPixelCost(prior: 0) }

    /// Learns a step on `pixels` that took `seconds`.
    mutating func learn(seconds: Double, pixels: Int) {
        guard pixels >= Self.minimumPixels, seconds > 0, seconds.isFinite else { return }
        rates.append(seconds / Double(pixels))
        if rates.count > Self.window { rates.removeFirst(rates.count - Self.window) }
    }

    /// What the step costs on `pixels` at the dearest rate learnt, seconds: at the prior rate
    /// before any was learnt.
    func estimate(pixels: Int) -> Double {
        (rates.max() ?? prior) * Double(pixels)
    }

    /// What the step usually costs on `pixels`, at the median rate learnt (the upper of the two
    /// middle ones), seconds: at the prior rate before any was learnt.
    func medianEstimate(pixels: Int) -> Double {
        guard !rates.isEmpty else { return prior * Double(pixels) }
        return rates.sorted()[rates.count / 2] * Double(pixels)
    }
}
