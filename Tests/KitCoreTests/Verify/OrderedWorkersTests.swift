import Foundation
import Synchronization
import Testing

@testable import KitCore

@Suite("Several workers, results in the order asked")
struct OrderedWorkersTests {
  @Test("every item is done once, and delivered in order even when a later one ends first")
  func inOrder() {
    // Item 0 is the slowest: items 1 to 5 end before it, and must still wait their turn.
    let delays = [0.3, 0.0, 0.05, 0.0, 0.1, 0.0]
    let done = Mutex<[Int]>([])
    var delivered: [Int] = []

    OrderedWorkers(jobs: 2).run(count: delays.count) { _, index in
      Thread.sleep(forTimeInterval: delays[index])
      done.withLock { $0.append(index) }
      return index * 10
    } deliver: { index, result in
      #expect(result == index * 10)
      delivered.append(index)
    }

    #expect(delivered == [0, 1, 2, 3, 4, 5])
    #expect(done.withLock { $0.sorted() } == [0, 1, 2, 3, 4, 5])
    #expect(done.withLock { $0.first } != 0, "a fast item ended before the slow first one")
  }

  @Test("at most `jobs` items run at once, each worker numbered below `jobs`")
  func concurrency() {
    let running = Mutex((now: 0, most: 0))
    let workers = Mutex<Set<Int>>([])
    var delivered: [Int] = []

    OrderedWorkers(jobs: 2).run(count: 6) { worker, _ in
      running.withLock { state in
        state.now += 1
        state.most = max(state.most, state.now)
      }
      workers.withLock { _ = $0.insert(worker) }
      Thread.sleep(forTimeInterval: 0.05)
      running.withLock { $0.now -= 1 }
    } deliver: { index, _ in
      delivered.append(index)
    }

    #expect(delivered == Array(0..<6))
    #expect(running.withLock { $0.most } == 2)
    #expect(workers.withLock { $0 } == [0, 1])
  }

  @Test("one job, or one item, needs no second worker")
  func oneWorker() {
    let workers = Mutex<Set<Int>>([])
    var delivered: [Int] = []

    OrderedWorkers(jobs: 4).run(count: 1) { worker, _ in
      workers.withLock { _ = $0.insert(worker) }
    } deliver: { index, _ in
      delivered.append(index)
    }
    OrderedWorkers(jobs: 1).run(count: 3) { worker, _ in
      workers.withLock { _ = $0.insert(worker) }
    } deliver: { index, _ in
      delivered.append(index)
    }

    #expect(delivered == [0, 0, 1, 2])
    #expect(workers.withLock { $0 } == [0])
  }
}
