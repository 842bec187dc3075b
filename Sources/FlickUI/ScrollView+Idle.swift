extension ScrollView {
    /// True while the scroll view moves with no new input: decelerating, bouncing, paging or
    /// animating, or at rest with its indicators still shown (they fade by themselves).
    /// Following a finger (tracking, dragging, zooming) it moves only when the finger does,
    /// though it is not settled (`FrameDriven.isMoving`); content touches it holds are a
    /// recognizer deadline (`Window.nextDeadline`).
    var movesWithoutInput: Bool {
        switch storedModel.state {
        case .tracking, .dragging, .zooming: false
        case .idle: isMoving
        case .decelerating, .bouncing, .paging, .animating: true
        }
    }
}
