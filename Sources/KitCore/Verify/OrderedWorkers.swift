import Foundation
import Synchronization

/// Runs `count` items on up to `jobs` threads and hands each result back on the calling
/// thread, in item order, as soon as it and every item before it are done. Item `i` always
/// goes to worker `i % jobs`: an exercise is then verified in the same scratch folder from
/// one run to the next, and finds its bench built there.
///
/// `kit verify` spends most of its time in `swift build`, which uses one core for the
/// small incremental builds a mutant needs; two exercises built at once, each in a scratch
/// folder of its own, use the second core. Results come back in the manifest's order so
/// the table reads the same whatever finished first. Threads rather than tasks: the work
/// blocks on child processes, which must not hold the cooperative pool's few threads.
struct OrderedWorkers: Sendable {
  let jobs: Int

  /// `work` gets the worker's number (`0..<jobs`, the same for every item one thread runs)
  /// and the item's index; `deliver` gets each result on the calling thread.
  func run<Result: Sendable>(
    count: Int, work: @escaping @Sendable (_ worker: Int, _ index: Int) -> Result,
    deliver: (_ index: Int, _ result: Result) -> Void
  ) {
    let workers = max(1, min(jobs, count))
    guard workers > 1 else {
      for index in 0..<count { deliver(index, work(0, index)) }
      return
    }
    let board = ResultBoard<Result>()
    let finished = DispatchSemaphore(value: 0)
    for worker in 0..<workers {
      let thread = Thread {
        for index in stride(from: worker, to: count, by: workers) {
          board.store(work(worker, index), at: index)
          finished.signal()
        }
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
    var next = 0
    while next < count {
      finished.wait()
      while let result = board.remove(at: next) {
        deliver(next, result)
        next += 1
      }
    }
  }
}

/// The results not yet delivered, behind one lock.
private final class ResultBoard<Result: Sendable>: Sendable {
  private let state = Mutex([Int: Result]())

  func store(_ result: Result, at index: Int) {
    state.withLock { $0[index] = result }
  }

  func remove(at index: Int) -> Result? {
    state.withLock { $0.removeValue(forKey: index) }
  }
}
