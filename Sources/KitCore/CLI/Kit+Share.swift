import Foundation

extension Kit {
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
