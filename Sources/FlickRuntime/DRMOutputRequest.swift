/// Which connector and mode a kiosk asks `DRMPresenter` to drive (`--drm-output`): by default
/// the first connected connector at its preferred mode; a connector name (`HDMI-A-1`, as
/// the kernel names it in /sys/class/drm and `modetest` prints it), a mode (`1024x768`,
/// `1024x768@60`), or both (`HDMI-A-1:1024x768@60`) pick others. Weston's `[output] name=`
/// and `mode=` choose the same way.
///
/// Choosing is pure (`choose(from:)`): it works on what the card reports, so its messages are
/// tested without a panel.
public struct DRMOutputRequest: Hashable, Sendable, CustomStringConvertible {
    /// The connector's name, or `nil` for the first connected one.
    public var connector: String?
    /// The mode's size, pixels, or `nil` for the connector's preferred mode.
    public var size: (width: Int, height: Int)? {
        get { width.map { ($0, height ?? 0) } }
        set { (width, height) = (newValue?.width, newValue?.height) }
    }
    /// The mode's refresh rate, Hz (matched within `refreshTolerance`), or `nil` for the
    /// fastest mode of that size (the preferred one when it has the size).
    public var refreshRate: Double?
    private var width: Int?
    private var height: Int?

    /// How far a mode's refresh rate may be from the one asked for, Hz (modes list 59.94 Hz
    /// as 60 in `vrefresh`).
    public static let refreshTolerance = 0.5

    /// The default: the first connected connector, its preferred mode.
    public init() {}

    /// A request for `connector` at `size` and `refreshRate` (each optional).
    public init(connector: String?, size: (width: Int, height: Int)? = nil, refreshRate: Double? = nil) {
        self.connector = connector
        self.size = size
        self.refreshRate = refreshRate
    }

    /// Parses `CONNECTOR`, `WxH`, `WxH@HZ` or `CONNECTOR:WxH[@HZ]`; `nil` when it is none.
    public init?(parsing text: String) {
        var rest = Substring(text)
        if let colon = rest.lastIndex(of: ":") {
            connector = String(rest[..<colon])
            rest = rest[rest.index(after: colon)...]
            guard connector?.isEmpty == false, !rest.isEmpty else { return nil }
        } else if !Self.looksLikeMode(rest) {
            guard !rest.isEmpty, !rest.contains("@") else { return nil }
            connector = String(rest)
            return
        }
        if let at = rest.firstIndex(of: "@") {
            guard let rate = Double(rest[rest.index(after: at)...]), rate.isFinite, rate > 0 else { return nil }
            refreshRate = rate
            rest = rest[..<at]
        }
        let sides = rest.split(separator: "x", omittingEmptySubsequences: false)
        guard sides.count == 2, let w = Int(sides[0]), let h = Int(sides[1]), w > 0, h > 0 else { return nil }
        (width, height) = (w, h)
    }

    private static func looksLikeMode(_ text: Substring) -> Bool {
        guard let first = text.first else { return false }
        return first.isNumber && text.contains("x")
    }

    /// The request as `--drm-output` takes it.
    public var description: String {
        var mode = ""
        if let size { mode = "\(size.width)x\(size.height)" }
        if let refreshRate { mode += "@" + Self.format(refreshRate) }
        switch (connector, mode.isEmpty) {
        case (nil, true): return "the first connected connector, its preferred mode"
        case (let name?, true): return name
        case (nil, false): return mode
        case (let name?, false): return "\(name):\(mode)"
        }
    }

    public static func == (a: DRMOutputRequest, b: DRMOutputRequest) -> Bool {
        a.connector == b.connector && a.width == b.width && a.height == b.height && a.refreshRate == b.refreshRate
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(connector)
        hasher.combine(width)
        hasher.combine(height)
        hasher.combine(refreshRate)
    }

    // MARK: - Choosing

    /// A connector as the card reports it.
    public struct Connector: Hashable, Sendable {
        /// Its name (`HDMI-A-1`).
        public var name: String
        /// True when a panel is attached.
        public var isConnected: Bool
        /// Its modes, in the card's order.
        public var modes: [Mode]

        /// A connector named `name`.
        public init(name: String, isConnected: Bool, modes: [Mode]) {
            self.name = name
            self.isConnected = isConnected
            self.modes = modes
        }
    }

    /// A mode as the card reports it.
    public struct Mode: Hashable, Sendable, CustomStringConvertible {
        /// Its size, pixels.
        public var width: Int, height: Int
        /// Its refresh rate, Hz.
        public var refreshRate: Double
        /// True for the panel's preferred mode.
        public var isPreferred: Bool

        /// A mode of `width × height` at `refreshRate`.
        public init(width: Int, height: Int, refreshRate: Double, isPreferred: Bool = false) {
            (self.width, self.height, self.refreshRate, self.isPreferred) = (width, height, refreshRate, isPreferred)
        }

        /// `1280x800@75`.
        public var description: String { "\(width)x\(height)@" + DRMOutputRequest.format(refreshRate) }
    }

    /// Why no connector or mode fits the request, naming what the card has.
    public struct Mismatch: Error, Hashable, Sendable, CustomStringConvertible {
        /// The message.
        public var description: String
    }

    /// The connector and mode index among `connectors` that the request names, or why none
    /// fits (naming the connectors, or the connector's modes).
    public func choose(from connectors: [Connector]) -> Result<(connector: Int, mode: Int), Mismatch> {
        let listed = connectors.map { "\($0.name) (\($0.isConnected ? "connected" : "disconnected"))" }
            .joined(separator: ", ")
        let index: Int
        if let connector {
            guard let found = connectors.firstIndex(where: { $0.name.lowercased() == connector.lowercased() })
            else {
                return .failure(Mismatch(description: "no connector named \(connector); the card has \(listed)"))
            }
            guard connectors[found].isConnected, !connectors[found].modes.isEmpty else {
                return .failure(Mismatch(description: "\(connectors[found].name) has no panel attached; the card has \(listed)"))
            }
            index = found
        } else {
            guard let found = connectors.firstIndex(where: { $0.isConnected && !$0.modes.isEmpty }) else {
                return .failure(
                    Mismatch(description: "no connector has a panel attached" + (listed.isEmpty ? "" : "; the card has \(listed)")))
            }
            index = found
        }
        let modes = connectors[index].modes
        guard let width, let height else {
            if refreshRate != nil {
                return .failure(Mismatch(description: "a refresh rate needs a size too (WxH@HZ)"))
            }
            return .success((index, modes.firstIndex(where: \.isPreferred) ?? 0))
        }
        let sized = modes.indices.filter { modes[$0].width == width && modes[$0].height == height }
        let fitting = sized.filter { candidate in
            refreshRate.map { abs(modes[candidate].refreshRate - $0) <= Self.refreshTolerance } ?? true
        }
        // The rate nearest the one asked for; with none asked, the preferred mode when it
        // fits, else the fastest.
        let best: Int?
        if let refreshRate {
            best = fitting.min { abs(modes[$0].refreshRate - refreshRate) < abs(modes[$1].refreshRate - refreshRate) }
        } else {
            best = fitting.first { modes[$0].isPreferred } ?? fitting.max { modes[$0].refreshRate < modes[$1].refreshRate }
        }
        guard let mode = best else {
            let offered = modes.map(\.description).joined(separator: ", ")
            return .failure(
                Mismatch(
                    description: "\(connectors[index].name) has no mode \(description.split(separator: ":").last!); "
                        + "its modes are \(offered)"))
        }
        return .success((index, mode))
    }

    /// A rate with at most two decimals (`60`, `59.94`).
    static func format(_ rate: Double) -> String {
        let rounded = (rate * 100).rounded() / 100
        return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
    }
}
