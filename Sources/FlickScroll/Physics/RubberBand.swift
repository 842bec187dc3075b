/// The iOS rubber-band rule (note §a1, [RE] after @chpwn; ports in ScrollMechanics and
/// Compose): a raw overscroll x past an edge shows as b = (1 − 1/(x·c/d + 1))·d, with d the
/// viewport size on that axis and c = 0.55. The map is applied to the *raw* overscroll
/// (finger travel past the edge), so dragging out and back returns exactly to the edge.
public enum RubberBand {
    /// The iOS coefficient c (note §a1; Flutter's friction integrates to c = 0.52).
    public static let coefficient = 0.55

    /// The shown overscroll in points for a raw overscroll of `overscroll` points on an
    /// axis whose viewport is `dimension` points. Odd in `overscroll`; 0 when the
    /// dimension is not positive.
    public static func offset(forOverscroll overscroll: Double, dimension: Double,
                              coefficient: Double = RubberBand.coefficient) -> Double {
        guard dimension > 0 else { return 0 }
        let x = abs(overscroll)
        let shown = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
        return overscroll < 0 ? -shown : shown
    }

    /// The raw overscroll that shows as `offset` points: x = b/(c·(1 − b/d)). Shown
    /// offsets at or beyond the dimension (unreachable) map to the largest finite value.
    public static func overscroll(forOffset offset: Double, dimension: Double,
                                  coefficient: Double = RubberBand.coefficient) -> Double {
        guard dimension > 0 else { return 0 }
        let b = min(abs(offset), dimension * (1 - 1e-12))
        let raw = b / (coefficient * (1 - b / dimension))
        return offset < 0 ? -raw : raw
    }

    /// A position clamped to `range`, with whatever lies outside shown through the rubber
    /// band: the raw position `raw` maps to the edge plus `offset(forOverscroll:)`.
    public static func clamp(_ raw: Double, to range: ClosedRange<Double>, dimension: Double,
                             coefficient: Double = RubberBand.coefficient) -> Double {
        if raw < range.lowerBound {
            return range.lowerBound + offset(forOverscroll: raw - range.lowerBound, dimension: dimension,
                                             coefficient: coefficient)
        }
        if raw > range.upperBound {
            return range.upperBound + offset(forOverscroll: raw - range.upperBound, dimension: dimension,
                                             coefficient: coefficient)
        }
        return raw
    }

    /// The raw position that `clamp(_:to:dimension:)` shows as `shown` (its inverse).
    public static func unclamp(_ shown: Double, from range: ClosedRange<Double>, dimension: Double,
                               coefficient: Double = RubberBand.coefficient) -> Double {
        if shown < range.lowerBound {
            return range.lowerBound + overscroll(forOffset: shown - range.lowerBound, dimension: dimension,
                                                 coefficient: coefficient)
        }
        if shown > range.upperBound {
            return range.upperBound + overscroll(forOffset: shown - range.upperBound, dimension: dimension,
                                                 coefficient: coefficient)
        }
        return shown
    }
}
