/// Swipe-to-delete on one row of a list (UITableView's built-in editing; seed 001): a row
/// swiped left slides its content over the Delete button; released far enough or fast
/// enough it stays revealed; a tap elsewhere hides it; Delete removes the row. Pure: the
/// list feeds it its pan's translation and velocity. The states and transitions are drawn
/// in Lists.md.
public struct SwipeToDelete: Hashable, Sendable {
    /// Where the swipe stands.
    public enum State: String, Hashable, Sendable, CaseIterable {
        /// No row shows its Delete button.
        case hidden
        /// A finger drags a row's content sideways.
        case swiping
        /// A row shows its Delete button.
        case revealed
        /// The revealed row's Delete button was tapped; the row is being removed.
        case deleting
    }

    /// The Delete button's width, points (UIKit's is about 74–82 pt with its title; our
    /// figure).
    public static let buttonWidth = 80.0
    /// A release faster than this leftwards reveals, rightwards hides, points per second
    /// (our figure, between Flutter's 100 pt/s fling minimum and UIKit's feel).
    public static let decisiveVelocity = 300.0
    /// Dragging past the button's width moves the content at this fraction of the finger
    /// (a resistance, our figure).
    public static let overdragResistance = 0.3

    /// The current state.
    public private(set) var state: State = .hidden
    /// The row being swiped, revealed or deleted.
    public private(set) var row: ListIndexPath?
    /// How far the row's content is shifted left, points (≤ 0: negative is left).
    public private(set) var offset = 0.0
    private var startOffset = 0.0

    /// Creates a hidden swipe.
    public init() {}

    /// A horizontal drag began on `row`: from hidden (any row), or from revealed on the same
    /// row (it continues from where the content is). A drag on another row while one is
    /// revealed is refused (a touch elsewhere hides first). Returns whether it began.
    public mutating func begin(on row: ListIndexPath) -> Bool {
        switch state {
        case .hidden:
            startOffset = 0
        case .revealed:
            guard row == self.row else { return false }
            startOffset = offset
        case .swiping, .deleting:
            return false
        }
        self.row = row
        state = .swiping
        return true
    }

    /// The drag moved: `translation` points since it began (negative is left). The content
    /// follows the finger up to the button's width, then with resistance; never right of 0.
    public mutating func change(translation: Double) {
        guard state == .swiping, translation.isFinite else { return }
        let raw = min(0, startOffset + translation)
        let limit = -Self.buttonWidth
        offset = raw < limit ? limit + (raw - limit) * Self.overdragResistance : raw
    }

    /// The drag ended with `velocity` (points per second, negative is left): it stays
    /// revealed when released past half the button's width (or flung left), else it hides.
    /// Returns the new state.
    @discardableResult
    public mutating func end(velocity: Double) -> State {
        guard state == .swiping else { return state }
        let v = velocity.isFinite ? velocity : 0
        let reveal: Bool
        if v <= -Self.decisiveVelocity { reveal = true }
        else if v >= Self.decisiveVelocity { reveal = false }
        else { reveal = offset <= -Self.buttonWidth / 2 }
        if reveal {
            state = .revealed
            offset = -Self.buttonWidth
        } else {
            hideNow()
        }
        return state
    }

    /// The drag was cancelled: back to hidden (the row slides back).
    public mutating func cancel() {
        guard state == .swiping else { return }
        hideNow()
    }

    /// A touch elsewhere (or a scroll) hides the revealed button. Returns whether it did.
    @discardableResult
    public mutating func hide() -> Bool {
        guard state == .revealed else { return false }
        hideNow()
        return true
    }

    /// Delete was tapped on the revealed row. Returns the row to delete, or `nil`.
    public mutating func confirmDelete() -> ListIndexPath? {
        guard state == .revealed, let row else { return nil }
        state = .deleting
        return row
    }

    /// The row was removed (or the data source kept it): back to hidden.
    public mutating func finishDeleting() {
        guard state == .deleting else { return }
        hideNow()
    }

    private mutating func hideNow() {
        state = .hidden
        offset = 0
        startOffset = 0
        row = nil
    }
}
