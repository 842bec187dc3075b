/// A window's display connection as an `InputReadiness`: its descriptor becomes readable
/// when the display server sends events; SDL reads them on its next `SDL_PumpEvents`
/// (the loop pumps before every wait, so events Xlib already queued are never missed).
public final class DisplayConnectionReadiness: InputReadiness {
    /// The connection's file descriptor.
    public let descriptor: Int32

    /// Readiness of the connection `descriptor`.
    public init(descriptor: Int32) { self.descriptor = descriptor }

    /// The connection's descriptor.
    public var pollDescriptor: Int32? { descriptor }

    /// Never known in advance.
    public func nextEventTime() -> Double? { nil }
}
