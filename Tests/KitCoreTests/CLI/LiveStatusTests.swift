import Synchronization
import Testing

@testable import KitCore

@Suite("A long command's status line: on a terminal only, in place")
struct LiveStatusTests {
  final class Sink: Sendable {
    let written = Mutex<[String]>([])
    var all: [String] { written.withLock { $0 } }
  }

  @Test("on a terminal: each worker's latest word on one line, rewritten in place, cut to width")
  func terminal() {
    let sink = Sink()
    let status = LiveStatus(width: 40) { text in sink.written.withLock { $0.append(text) } }

    status.update("0", "03: building 19 trials")
    status.update("1", "04: running trial 2 of 9")
    status.clear()

    #expect(sink.all.count == 3)
    #expect(sink.all[0].hasPrefix("\r\u{1B}[K03: building 19 trials ("))
    #expect(sink.all[1].hasPrefix("\r\u{1B}[K03: building 19 trials · 04: running"))
    #expect(sink.all[1].count <= "\r\u{1B}[K".count + 39)
    #expect(sink.all[2] == "\r\u{1B}[K")
  }

  @Test("on a pipe or in a file: nothing at all")
  func pipe() {
    let sink = Sink()
    let status = LiveStatus(width: nil) { text in sink.written.withLock { $0.append(text) } }

    status.update("0", "03: building")
    status.clear()

    #expect(sink.all.isEmpty)
  }
}
