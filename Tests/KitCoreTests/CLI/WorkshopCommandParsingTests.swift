import Foundation
import Testing

@testable import KitCore

@Suite("The workshop's command lines: share, room, doctor, watch --share")
struct WorkshopCommandParsingTests {
  /// Each command line, and the command it reads as.
  static let lines: [([String], any KitCommand)] = [
    (["share"], ShareCommand(options: ShareOptions())),
    (
      [
        "share", "--room", "/srv/room.git", "--name", "ana+ben", "--with-code",
        "--after-every-check",
      ],
      ShareCommand(
        options: ShareOptions(
          room: "/srv/room.git", name: "ana+ben", withCode: true, afterEveryCheck: true))
    ),
    (
      ["share", "--without-code", "--on-demand"],
      ShareCommand(options: ShareOptions(withCode: false, afterEveryCheck: false))
    ),
    (["room"], RoomCommand(options: RoomOptions())),
    (
      ["room", "git://127.0.0.1/room", "--sort", "stuck", "--html", "r.html", "--refresh", "30"],
      RoomCommand(
        options: RoomOptions(
          url: "git://127.0.0.1/room", sort: .stuck, output: .html(file: "r.html"),
          refreshSeconds: 30))
    ),
    (
      ["room", "u", "--json", "--no-fetch"],
      RoomCommand(options: RoomOptions(url: "u", output: .json, fetch: false))
    ),
    (
      ["room", "u", "--learner", "ana", "--rejudge", "03"],
      RoomCommand(options: RoomOptions(url: "u", learner: "ana", rejudge: "03"))
    ),
    (["doctor"], DoctorCommand(build: true)),
    (["doctor", "--skip-build"], DoctorCommand(build: false)),
    (["doctor", "--warm", "00,03"], DoctorCommand(build: true, warmed: "00,03")),
    (
      ["watch", "--share"],
      WatchCommand(exercise: nil, timeout: 120, interval: 500, share: true)
    ),
  ]

  @Test("what each command line means", arguments: lines)
  func parses(arguments: [String], expected: any KitCommand) throws {
    #expect(sameCommand(try CommandRegistry.kit.parse(arguments), expected))
  }

  @Test(
    "mistakes are usage errors that say how",
    arguments: [
      (["share", "03"], "kit share takes no exercise"),
      (["share", "--with-code", "--without-code"], "not both"),
      (["share", "--room"], "--room takes the room's git URL"),
      (["room", "u", "--sort", "speed"], "--sort takes name, progress, activity or stuck"),
      (["room", "u", "--json", "--csv"], "one of --json, --csv or --html FILE"),
      (["room", "u", "--rejudge", "03"], "--rejudge NN needs --learner NAME"),
      (["room", "u", "--json", "--refresh", "5"], "--refresh rewrites the page or the terminal"),
      (["room", "a", "b"], "kit room takes one room URL"),
      (["doctor", "03"], "kit doctor takes no exercise"),
    ])
  func mistakes(arguments: [String], expected: String) {
    #expect {
      try CommandRegistry.kit.parse(arguments)
    } throws: { error in
      "\(error)".contains(expected)
    }
  }
}
