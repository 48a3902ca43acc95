import Foundation

struct Rejudge {
  let root: URL
  let manifest: Manifest
  let writer: any OutputWriter
  let repository: RoomRepository

  func run(_ learner: RoomLearner, exercise: String, json: Bool) -> ExitCode { .success }
}
