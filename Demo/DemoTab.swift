/// The demo's scenes in tab order: the tab bar's buttons, keys 1–5, and the tour's taps.
enum DemoTab: Int, CaseIterable {
    /// `MapScene`.
    case map
    /// `GalleryShelf`, and the `GalleryScene` pager it opens.
    case gallery
    /// `DaysScene`.
    case days
    /// `TransitionsScene`.
    case transitions
    /// `AlertScene`.
    case alert

    /// The tab's label and the scene's name ("Map", "Gallery", …).
    var title: String {
        switch self {
        case .map: "Map"
        case .gallery: "Gallery"
        case .days: "Days"
        case .transitions: "Transitions"
        case .alert: "Alert"
        }
    }
}
