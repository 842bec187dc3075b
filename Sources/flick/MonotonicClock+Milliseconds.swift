import FlickRuntime

extension MonotonicClock {
    /// The thread's CPU time `body` takes, milliseconds: what the benchmarks time a step by
    /// (wall time would count other processes' slices on a busy machine).
    func threadCPUMilliseconds(_ body: () -> Void) -> Double {
        let before = threadCPUTime()
        body()
        return (threadCPUTime() - before) * 1000
    }
}
