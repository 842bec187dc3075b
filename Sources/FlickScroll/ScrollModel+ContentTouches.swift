import FlickInput

extension ScrollModel {
    /// Gives a held touch to the content once `contentTouchDelay` has passed without a drag.
    mutating func deliverHeldContentTouchIfDue() {
        guard let context = touch, state == .tracking, case .held(let until) = context.delivery,
              time >= until else { return }
        deliverContentTouch()
    }

    /// Gives the current touch to the content view under it, if `touchesShouldBegin` agrees.
    mutating func deliverContentTouch() {
        guard var context = touch, let view = context.contentView else { return }
        if touchesShouldBegin(view, context.startLocation) {
            context.delivery = .delivered
            contentTouchEvents.append(.began(view, location: context.startLocation, time: time))
            log.trace("content touch delivered to \(view.name) at t=\(time)")
        } else {
            context.delivery = .none
        }
        touch = context
    }
}
