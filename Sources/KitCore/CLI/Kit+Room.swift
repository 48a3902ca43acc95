import Foundation

extension Kit {
  /// The workshop's commands (share, room, doctor); `nil` for any other.
  func runWorkshop(_ command: Command, _ manifest: Manifest) -> ExitCode? {
    switch command {
    case .share(let options):
      return share(options, manifest: manifest)
    case .room(let options):
      var room = RoomCommand(
        root: root, manifest: manifest, writer: writer, now: now, workingFolder: workingFolder)
      room.width = width
      room.rejudgeKit = environment["TDDKIT_REJUDGE_KIT"].map { URL(filePath: $0) }
      return room.run(options)
    case .doctor(let build):
      return DoctorCommand(kit: self, manifest: manifest).run(build: build)
    default:
      return nil
    }
  }

  private func share(_ options: ShareOptions, manifest: Manifest) -> ExitCode {
    let command = ShareCommand(
      root: root, manifest: manifest, writer: writer, now: now, workingFolder: workingFolder)
    guard options.background else { return command.run(options, state: readState()) }
    let quiet = StateStore(root: root)
    return BackgroundShare(root: root).run(now: now) { () throws(ShareError) in
      _ = try command.share(options, state: quiet.load(repairing: false, now: now()).state)
    }
  }

  /// After a check: says, once, a background share's failure the learner has not heard
  /// of, then starts a share in the background when the learner asked for one after every
  /// check (`always`: `kit watch --share`). Never waits for the share.
  func shareAfterCheck(always: Bool) {
    let settingsFile = RoomSettings.file(root: root)
    guard FileManager.default.fileExists(atPath: settingsFile.path) else { return }
    let settings = RoomSettings.load(root: root).settings
    if let failure = ShareStatus.takeUnsaidFailure(root: root) {
      writer.writeError(
        "note: sharing with the room in the background failed: \(failure)\n"
          + "(said once; the next checks keep trying, and kit share says more)\n")
    }
    guard settings.room != nil, always || settings.afterEveryCheck, let executable else { return }
    BackgroundShare(root: root).start(executable: executable)
  }
}
