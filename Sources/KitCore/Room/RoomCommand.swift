import Foundation

struct RoomCommand {
  let root: URL
  let manifest: Manifest
  let writer: any OutputWriter
  let now: () -> Date
  var workingFolder: URL

  func run(_ options: RoomOptions) -> ExitCode { .success }
}
