/// The open transactions of one layer tree, like `CATransaction` made explicit: inside
/// `begin()`…`commit()` a change to an animatable property of a layer of the tree animates
/// implicitly with the transaction's duration, timing function and style (unless actions
/// are disabled); outside any transaction changes apply at once. Transactions nest: a
/// setting not made in the inner transaction is read from the enclosing ones. The
/// completion handler runs once every animation added inside the transaction (and its
/// nested ones) has finished or been removed, or at commit when there were none.
///
/// Core Animation keeps one such stack per thread; Flick's pure cores use no threads, so
/// the stack is an object its owner passes around: a layer tree consults its root layer's
/// (`Layer.transactionContext`), and FlickUI's `Window` owns the one of its views.
public final class TransactionContext {
    /// The duration of implicit animations when no transaction sets one, seconds
    /// (research note §1: implicit default 0.25 s [U2][CB]).
    public static let defaultAnimationDuration: Double = 0.25

    private var frames: [TransactionFrame] = []

    /// Creates a context with no open transaction.
    public init() {}

    /// Opens a transaction (nested inside the current one, if any).
    public func begin() {
        frames.append(TransactionFrame())
        log.trace("transaction begin (depth \(frames.count))")
    }

    /// Closes the innermost transaction. Does nothing (with a warning) when none is open.
    public func commit() {
        guard let frame = frames.popLast() else {
            log.warning("TransactionContext.commit() without begin()")
            return
        }
        log.trace("transaction commit (depth \(frames.count + 1))")
        frame.group.commit(completion: frame.completion)
    }

    /// Runs `changes` in a transaction with the given settings, then commits.
    public func perform(
        duration: Double? = nil, timingFunction: TimingFunction? = nil,
        disableActions: Bool = false, completion: (() -> Void)? = nil,
        _ changes: () -> Void
    ) {
        begin()
        if let duration { animationDuration = duration }
        if let timingFunction { self.timingFunction = timingFunction }
        if disableActions { self.disableActions = true }
        if let completion { completionBlock = completion }
        changes()
        commit()
    }

    /// True while at least one transaction is open.
    public var isActive: Bool { !frames.isEmpty }

    /// Nesting depth (0 outside transactions).
    public var depth: Int { frames.count }

    /// The implicit animation duration, seconds (innermost setting, else 0.25).
    public var animationDuration: Double {
        get { lookup(\.duration) ?? Self.defaultAnimationDuration }
        set { frames.last?.duration = newValue }
    }

    /// The implicit animation timing function (innermost setting; `nil` means the
    /// layer's default, `TimingFunction.default`).
    public var timingFunction: TimingFunction? {
        get { lookup(\.timingFunction) }
        set { frames.last?.timingFunction = newValue }
    }

    /// How implicit animations are built beyond duration and curve (delay, spring, repeats,
    /// where they start): innermost setting, else `ImplicitAnimationStyle()` (Core
    /// Animation's implicit animations).
    public var animationStyle: ImplicitAnimationStyle {
        get { lookup(\.style) ?? ImplicitAnimationStyle() }
        set { frames.last?.style = newValue }
    }

    /// When true, changes apply at once even inside the transaction.
    public var disableActions: Bool {
        get { lookup(\.disableActions) ?? false }
        set { frames.last?.disableActions = newValue }
    }

    /// Runs once the transaction's animations have all finished or been removed
    /// (`CATransaction.completionBlock`).
    public var completionBlock: (() -> Void)? {
        get { frames.last?.completion.map { handler in { handler(true) } } }
        set { frames.last?.completion = newValue.map { block in { _ in block() } } }
    }

    /// Like `completionBlock`, told whether every animation ran to its end (`true`) or
    /// some were replaced or removed first (`false`), as `UIView.animate`'s completion is.
    public var completionHandler: ((Bool) -> Void)? {
        get { frames.last?.completion }
        set { frames.last?.completion = newValue }
    }

    /// Registers an animation added inside the open transactions, so their completion
    /// waits for it. Layers call this when they add an animation.
    public func register(_ animation: Animation) {
        for frame in frames {
            frame.group.add(animation)
            frame.animations.append(animation)
        }
    }

    /// The animations registered since the innermost open transaction began (its nested
    /// transactions' included), in the order they were added; empty outside transactions.
    public var animationsInInnermostTransaction: [Animation] { frames.last?.animations ?? [] }

    private func lookup<T>(_ key: KeyPath<TransactionFrame, T?>) -> T? {
        for frame in frames.reversed() {
            if let value = frame[keyPath: key] { return value }
        }
        return nil
    }
}

/// One open transaction's settings.
final class TransactionFrame {
    var duration: Double?
    var timingFunction: TimingFunction?
    var style: ImplicitAnimationStyle?
    var disableActions: Bool?
    var completion: ((Bool) -> Void)?
    var animations: [Animation] = []
    let group = TransactionCompletionGroup()
}

/// Counts the animations a transaction waits for.
final class TransactionCompletionGroup {
    private var pending = 0
    private var committed = false
    private var allFinished = true
    private var completion: ((Bool) -> Void)?

    func add(_ animation: Animation) {
        guard !animation.hasFinished else { return }
        pending += 1
        animation.completionGroups.append(self)
    }

    func commit(completion: ((Bool) -> Void)?) {
        committed = true
        self.completion = completion
        fireIfDone()
    }

    func animationDidFinish(_ finished: Bool) {
        pending -= 1
        if !finished { allFinished = false }
        fireIfDone()
    }

    private func fireIfDone() {
        guard committed, pending <= 0, let handler = completion else { return }
        completion = nil
        handler(allFinished)
    }
}
