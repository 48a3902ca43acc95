import Foundation
import KitCore

// Arguments in, KitCore out: nothing else belongs here.
let writer = StandardOutputWriter()
let start = URL(filePath: FileManager.default.currentDirectoryPath)
guard let root = Kit.findRoot(from: start) else {
  writer.write(
    "error: run kit inside the TDDKit folder (no Exercises/exercises.json above \(start.path))\n")
  exit(ExitCode.badInput.rawValue)
}
exit(Kit(root: root, writer: writer).run(Array(CommandLine.arguments.dropFirst())).rawValue)
