/// A script moved into another frame of reference: the same contacts, at the same times, with
/// every position mapped (a script written for the interface, replayed on a panel mounted
/// turned against it).
extension GestureScript {
    /// This script with every contact's positions mapped by `transform`.
    public func mapped(by transform: (Point) -> Point) -> GestureScript {
        var script = self
        script.contacts = contacts.map { contact in
            var moved = contact
            moved.keyframes = contact.keyframes.map { ($0.time, transform($0.position)) }
            return moved
        }
        return script
    }
}
