import Foundation

extension FileTree {
  /// The files under `Sources/`: a state's code, without its tests.
  var sources: FileTree { filter { $0.key.hasPrefix("Sources/") } }

  /// These files with the code of `other` in place of their own: one state's tests (a
  /// learner's, the solution's) over another state's code, the shape of every trial.
  func withSources(of other: FileTree) -> FileTree {
    filter { !$0.key.hasPrefix("Sources/") }.merging(other.sources) { $1 }
  }
}
