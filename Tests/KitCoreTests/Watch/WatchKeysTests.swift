import Foundation
import Testing

@testable import KitCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("The keys of kit watch")
struct WatchKeysTests {
  @Test(
    "a key typed on a terminal",
    arguments: [
      ("r", WatchKey.checkNow), ("R", .checkNow), ("\n", .checkNow), ("\r", .checkNow),
      ("h", .showHint), ("H", .showHint), ("n", .moveOn), ("N", .moveOn), ("q", .quit),
      ("Q", .quit),
    ] as [(Character, WatchKey)])
  func key(character: Character, expected: WatchKey) throws {
    #expect(WatchKeys.action(forKey: try #require(character.asciiValue)) == expected)
  }

  @Test("any other key does nothing", arguments: ["x", " ", "\u{1B}", "[", "A", "\u{04}"])
  func otherKeys(character: Character) throws {
    #expect(WatchKeys.action(forKey: try #require(character.asciiValue)) == nil)
  }

  @Test(
    "a line read from a pipe",
    arguments: [
      ("", WatchKey?.some(.checkNow)), ("r", .checkNow), (" q ", .quit), ("h\r", .showHint),
      ("quit", nil), ("x", nil),
    ])
  func line(line: String, expected: WatchKey?) {
    #expect(WatchKeys.action(forLine: line) == expected)
  }

  @Test("from a pipe: one key per line, the last without a newline, then only waits")
  func fromAPipe() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let bytes = Array("h\n\nx\nq".utf8)
    #expect(write(ends[1], bytes, bytes.count) == bytes.count)
    close(ends[1])
    let sut = StandardInputKeys(fileDescriptor: ends[0])

    let keys = (0..<3).map { _ in sut.nextKey(within: .milliseconds(50)) }
    let started = ContinuousClock.now
    let afterTheEnd = sut.nextKey(within: .milliseconds(50))

    #expect(!sut.isTerminal)
    #expect(keys == [.showHint, .checkNow, .quit])
    #expect(afterTheEnd == nil)
    #expect(started.duration(to: .now) >= .milliseconds(40), "waits at the end, never spins")
  }

  @Test(
    "on a terminal: keys without Enter and without echo, and the mode put back",
    .enabled(if: PseudoTerminal.isAvailable))
  func terminal() throws {
    let terminal = try #require(PseudoTerminal())
    let sut = StandardInputKeys(fileDescriptor: terminal.follower)
    let whileReading = terminal.localModes

    let bytes = Array("xrq".utf8)
    #expect(write(terminal.leader, bytes, bytes.count) == bytes.count)
    let keys = [sut.nextKey(within: .seconds(2)), sut.nextKey(within: .seconds(2))]
    sut.restore()

    #expect(sut.isTerminal)
    #expect(keys == [.checkNow, .quit])
    #expect(whileReading & tcflag_t(ICANON | ECHO) == 0)
    #expect(terminal.localModes & tcflag_t(ICANON | ECHO) == tcflag_t(ICANON | ECHO))
  }
}

/// A pseudo-terminal pair: what the test types into `leader` arrives at `follower` as if
/// typed on a keyboard.
final class PseudoTerminal {
  let leader: Int32
  let follower: Int32

  static var isAvailable: Bool { FileManager.default.fileExists(atPath: "/dev/ptmx") }

  init?() {
    typealias Call = @convention(c) (Int32) -> Int32
    typealias Naming = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?
    guard let openLeader = Self.libc("posix_openpt", as: Call.self),
      let grant = Self.libc("grantpt", as: Call.self),
      let unlock = Self.libc("unlockpt", as: Call.self),
      let name = Self.libc("ptsname", as: Naming.self)
    else { return nil }
    let leader = openLeader(O_RDWR | O_NOCTTY)
    guard leader >= 0, grant(leader) == 0, unlock(leader) == 0, let path = name(leader) else {
      return nil
    }
    let follower = open(path, O_RDWR | O_NOCTTY)
    guard follower >= 0 else { return nil }
    (self.leader, self.follower) = (leader, follower)
  }

  deinit {
    close(follower)
    close(leader)
  }

  /// A function of the C library by name: Glibc's Swift module leaves out the X/Open
  /// pseudo-terminal calls, which the library has all the same.
  private static func libc<T>(_ name: String, as type: T.Type) -> T? {
    dlsym(nil, name).map { unsafeBitCast($0, to: type) }
  }

  /// The follower's local modes now (`ICANON`, `ECHO`, …).
  var localModes: tcflag_t {
    var mode = termios()
    tcgetattr(follower, &mode)
    return mode.c_lflag
  }
}
