import Foundation
import KitCore

// Arguments in, KitCore out: nothing else belongs here.
Interruption.install()
let environment = ProcessInfo.processInfo.environment
let writer: any OutputWriter =
  ColouredWriter.isWanted(environment: environment, outputIsTerminal: isatty(STDOUT_FILENO) == 1)
  ? ColouredWriter(wrapping: StandardOutputWriter()) : StandardOutputWriter()
let start = URL(filePath: FileManager.default.currentDirectoryPath)
guard let root = Kit.findRoot(from: start) else {
  writer.writeError(
    "error: run kit inside the TDDKit folder (no Exercises/exercises.json above \(start.path))\n")
  exit(ExitCode.badInput.rawValue)
}
let lockWait = environment["TDDKIT_LOCK_WAIT"].flatMap(Int.init) ?? 30
var kit = Kit(
  root: root, writer: writer, lockWait: .seconds(max(lockWait, 0)),
  width: Kit.standardOutputWidth(environment: environment),
  prepares: BackgroundBuild.isWanted(environment: environment), environment: environment)
kit.executable = Bundle.main.executableURL
exit(kit.run(Array(CommandLine.arguments.dropFirst())).rawValue)
