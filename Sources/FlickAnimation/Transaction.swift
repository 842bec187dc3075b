import Foundation

/// Groups changes to layer properties, like `CATransaction`: inside `begin()`…`commit()`
/// a change to an animatable property animates implicitly with the transaction's
/// duration and timing function (unless actions are disabled); outside any transaction
/// changes apply at once. Transactions nest: a setting not made in the inner transaction
/// is read from the enclosing ones. The completion handler runs once every animation
/// added inside the transaction (and its nested ones) has finished or been removed, or at
/// commit when there were none.
///
/// Transactions are per thread, as in Core Animation.
public enum Transaction {
    /// The duration of implicit animations when no transaction sets one, seconds
    /// (research note §1: implicit default 0.25 s [U2][CB]).
    public static let defaultAnimationDuration: Double = 0.25

    /// Opens a transaction (nested inside the current one, if any).
    public static func begin() {
        let stack = TransactionStack.current
        stack.frames.append(TransactionFrame())
        log.trace("transaction begin (depth \(stack.frames.count))")
    }

    /// Closes the innermost transaction. Does nothing (with a warning) when none is open.
    public static func commit() {
        let stack = TransactionStack.current
        guard let frame = stack.frames.popLast() else {
            log.warning("Transaction.commit() without begin()")
            return
        }
        log.trace("transaction commit (depth \(stack.frames.count + 1))")
        frame.group.commit(completion: frame.completion)
    }

    /// Runs `changes` in a transaction with the given settings, then commits.
    public static func perform(duration: Double? = nil, timingFunction: TimingFunction? = nil,
                               disableActions: Bool = false, completion: (() -> Void)? = nil,
                               _ changes: () -> Void) {
        begin()
        if let duration { animationDuration = duration }
        if let timingFunction { self.timingFunction = timingFunction }
        if disableActions { self.disableActions = true }
        if let completion { completionBlock = completion }
        changes()
        commit()
    }

    /// True while at least one transaction is open on this thread.
    public static var isActive: Bool { !TransactionStack.current.frames.isEmpty }

    /// Nesting depth (0 outside transactions).
    public static var depth: Int { TransactionStack.current.frames.count }

    /// The implicit animation duration, seconds (innermost setting, else 0.25).
    public static var animationDuration: Double {
        get { lookup(\.duration) ?? defaultAnimationDuration }
        set { TransactionStack.current.frames.last?.duration = newValue }
    }

    /// The implicit animation timing function (innermost setting; `nil` means the
    /// layer's default, `TimingFunction.default`).
    public static var timingFunction: TimingFunction? {
        get { lookup(\.timingFunction) }
        set { TransactionStack.current.frames.last?.timingFunction = newValue }
    }

    /// When true, changes apply at once even inside the transaction.
    public static var disableActions: Bool {
        get { lookup(\.disableActions) ?? false }
        set { TransactionStack.current.frames.last?.disableActions = newValue }
    }

    /// Runs once the transaction's animations have all finished or been removed
    /// (`CATransaction.completionBlock`).
    public static var completionBlock: (() -> Void)? {
        get { TransactionStack.current.frames.last?.completion.map { handler in { handler(true) } } }
        set { TransactionStack.current.frames.last?.completion = newValue.map { block in { _ in block() } } }
    }

    /// Like `completionBlock`, told whether every animation ran to its end (`true`) or
    /// some were replaced or removed first (`false`), as `UIView.animate`'s completion is.
    public static var completionHandler: ((Bool) -> Void)? {
        get { TransactionStack.current.frames.last?.completion }
        set { TransactionStack.current.frames.last?.completion = newValue }
    }

    /// Registers an animation added inside the open transactions, so their completion
    /// waits for it. Layers call this when they add an animation.
    public static func register(_ animation: Animation) {
        for frame in TransactionStack.current.frames {
            frame.group.add(animation)
        }
    }

    private static func lookup<T>(_ key: KeyPath<TransactionFrame, T?>) -> T? {
        for frame in TransactionStack.current.frames.reversed() {
            if let value = frame[keyPath: key] { return value }
        }
        return nil
    }
}

/// One open transaction's settings.
final class TransactionFrame {
    var duration: Double?
    var timingFunction: TimingFunction?
    var disableActions: Bool?
    var completion: ((Bool) -> Void)?
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

/// The per-thread stack of open transactions.
final class TransactionStack {
    var frames: [TransactionFrame] = []
    private static let key = "flick.animation.transactionStack"

    static var current: TransactionStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? TransactionStack { return stack }
        let stack = TransactionStack()
        dictionary[key] = stack
        return stack
    }
}
