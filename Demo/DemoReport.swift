import Flick

/// What the demo prints when a run ends: per scene what happened (times from the run's
/// start), the checks the tour must pass, and the problems met.
struct DemoReport {
    let app: DemoApp
    /// The application's report of the run.
    let run: ApplicationReport
    /// When the run started on its clock, seconds (`Application.startTime`).
    let startTime: Double
    /// The scenes snapshotted, by name.
    let snapshotted: Set<String>
    /// Problems the demo met besides the application's (a device that left).
    var problems: [String] = []

    /// The readable report.
    var text: String {
        var lines = ["Demo report (times from the start of the run)"]
        lines.append("App:")
        lines += app.report.lines(origin: startTime)
        for scene in app.scenes.flatMap({ $0 === app.shelf ? [$0, app.gallery] : [$0] }) {
            lines.append("\(scene.name):")
            let events = scene.report.lines(origin: startTime)
            lines += events.isEmpty ? ["  (not used)"] : events
        }
        lines.append("Checks:")
        lines += checks().map { "  [\($0.passed ? "ok" : "--")] \($0.text)" }
        let all = run.problems + problems
        if !all.isEmpty { lines.append("Problems:"); lines += all.map { "  " + $0 } }
        return lines.joined(separator: "\n")
    }

    /// What each scene should have done on the tour, and whether it did.
    func checks() -> [(text: String, passed: Bool)] {
        let map = app.map, gallery = app.gallery, days = app.days, transitions = app.transitions, alert = app.alert
        let moved = map.mapOffset.distance(to: MapScene.initialOffset)
        return [
            (String(format: "map moved %.0f pt from its start", moved), moved > 100),
            (
                String(format: "map bounced at the edge (%.0f pt past it)", map.largestOverscroll),
                map.largestOverscroll > 20
            ),
            (
                String(
                    format: "map zoomed to %.2f×, bounced past the maximum %d time(s)", map.largestZoom, map.zoomBounces
                ),
                map.largestZoom > MapScene.maximumZoom && map.zoomBounces > 0
            ),
            ("map zoomed by double tap \(map.doubleTapZooms) time(s)", map.doubleTapZooms >= 2),
            (
                String(
                    format: "gallery shelf scrolled %.0f pt, photo(s) %@ opened, back on the shelf: %@",
                    app.shelf.largestScroll, app.shelf.photosOpened.map { "\($0 + 1)" }.joined(separator: ", "),
                    app.galleryNavigation.topViewController === app.shelf ? "yes" : "no"),
                app.shelf.largestScroll > 100 && !app.shelf.photosOpened.isEmpty
                    && app.galleryNavigation.topViewController === app.shelf
            ),
            (
                "gallery pages at rest: \(gallery.pagesVisited.map { "\($0 + 1)" }.joined(separator: " → "))",
                Set(gallery.pagesVisited).count >= 3
            ),
            (
                String(
                    format: "gallery list scrolled to %.0f pt with the pager held (drift %.1f pt)",
                    gallery.largestListOffset, gallery.pagerDriftDuringListDrags),
                gallery.largestListOffset > 100 && gallery.pagerDriftDuringListDrags < 1
            ),
            (
                String(
                    format: "gallery: %d photo sheet(s) presented, zoomed to %.2f×, %d closed", gallery.sheetsPresented,
                    gallery.largestSheetZoom, gallery.sheetsDismissed),
                gallery.sheetsPresented >= 1 && gallery.largestSheetZoom > 1.5 && gallery.sheetsDismissed >= 1
            ),
            (
                "days: \(days.buttonTaps) button tap(s), \(days.buttonTouchesCancelledByDrag) drag(s) took a button's touch",
                days.buttonTaps >= 1 && days.buttonTouchesCancelledByDrag >= 1
            ),
            ("days: re-centred \(days.recentres) time(s) as it scrolled", days.recentres >= 1),
            (
                "days: \(days.detailsPushed) day detail(s) pushed, \(days.edgeSwipes) edge swipe(s), back to the list \(days.returnsToList) time(s)",
                days.detailsPushed >= 1 && days.edgeSwipes >= 1 && days.returnsToList >= 1
                    && app.daysNavigation.topViewController === days
            ),
            (
                "settings: shown \(days.settingsShown) time(s); "
                    + (days.settingsShown > 0
                        ? "changes: \(days.settings.changes.joined(separator: ", ")); name field \"\(days.settings.name.text)\""
                        : "never opened"),
                days.settingsShown >= 1 && days.settings.changes.contains("dark mode on")
                    && days.settings.changes.contains("dark mode off") && days.settings.name.text == DemoTour.typedName
            ),
            (
                "days: \(days.reveals) delete reveal(s), \(days.revealCancels) cancelled, \(days.deleted.count) row(s) deleted",
                days.reveals >= 2 && days.revealCancels >= 1 && days.deleted.count == 1
            ),
            (
                "transitions: \(transitions.folds) fold(s), \(transitions.unfolds) unfold(s), \(transitions.flips) flip(s)",
                transitions.folds >= 1 && transitions.unfolds >= 1 && transitions.flips >= 2
            ),
            (
                "transitions: pinch fold completed \(transitions.pinchFoldsCompleted), sprang back \(transitions.pinchFoldsReturned)",
                transitions.pinchFoldsCompleted >= 1 && transitions.pinchFoldsReturned >= 1
            ),
            (
                "transitions: a page turned by a slow drag sprang back \(transitions.flipsReturned) time(s)",
                transitions.flipsReturned >= 1
            ),
            (
                "alert appeared \(alert.appearances) time(s), dismissed \(alert.dismissals) time(s), now \(alert.state == .hidden ? "gone" : "up"); its field: \"\(alert.field.text)\"",
                alert.appearances >= 1 && alert.dismissals >= 1 && alert.state == .hidden
            ),
            ("snapshots of \(snapshotted.count) scene(s)", snapshotted.count == app.scenes.count),
        ]
    }
}
