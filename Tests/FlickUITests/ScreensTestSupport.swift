import FlickInput
@testable import FlickUI

/// A controller that records its callbacks, named by its title, in a shared journal.
final class JournalingController: ViewController {
    final class Journal { var lines: [String] = [] }
    let journal: Journal
    var layouts = 0

    init(_ title: String, journal: Journal) {
        self.journal = journal
        super.init()
        self.title = title
    }

    override func viewDidLoad() { journal.lines.append("\(title!) didLoad") }
    /// `isMovingToParent`, `isMovingFromParent`, `isBeingPresented`, `isBeingDismissed` as
    /// seen in each `will` callback, as "title callback: flags".
    var flags: [String] = []
    private func noteFlags(_ callback: String) {
        let set = [
            (isMovingToParent, "toParent"), (isMovingFromParent, "fromParent"), (isBeingPresented, "presented"),
            (isBeingDismissed, "dismissed"),
        ].filter(\.0).map(\.1)
        flags.append("\(callback): \(set.joined(separator: ","))")
    }
    override func viewWillAppear(_ animated: Bool) {
        noteFlags("willAppear")
        journal.lines.append("\(title!) willAppear")
    }
    override func viewDidAppear(_ animated: Bool) { journal.lines.append("\(title!) didAppear") }
    override func viewWillDisappear(_ animated: Bool) {
        noteFlags("willDisappear")
        journal.lines.append("\(title!) willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) { journal.lines.append("\(title!) didDisappear") }
    override func viewDidLayoutSubviews() { layouts += 1 }
    override func willMove(toParent parent: ViewController?) {
        journal.lines.append("\(title!) willMove(\(parent?.title ?? parent.map { "\(type(of: $0))" } ?? "nil"))")
    }
    override func didMove(toParent parent: ViewController?) {
        super.didMove(toParent: parent)
        journal.lines.append("\(title!) didMove(\(parent?.title ?? parent.map { "\(type(of: $0))" } ?? "nil"))")
    }
}
