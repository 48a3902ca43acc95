import Foundation
import Testing

@testable import KitCore

/// SwiftPM keeps its build plan in the scratch folder and judges it stale by the files of
/// the package that made it. Shared by every exercise, the plan must be dropped when
/// another package comes to build, or `swift test` runs the previous package's tests.
@Suite("One scratch folder for every exercise", EndToEnd.enabled)
struct SharedScratchTests {
  @Test("another package's plan is dropped; the same package keeps its plan")
  func forgetsOtherPackagesPlan() throws {
    let folder = try TemporaryFolder()
    let scratch = folder.url.appending(path: "scratch")
    let plan = scratch.appending(path: "debug.yaml")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let runner = SwiftTestRunner(scratchPath: scratch)
    let first = folder.url.appending(path: "Exercises/00-first")
    let second = folder.url.appending(path: "Exercises/01-second")

    runner.forgetOtherPackagesPlan(first)
    try Data("plan of 00".utf8).write(to: plan)
    runner.forgetOtherPackagesPlan(first)
    let keptForSamePackage = FileManager.default.fileExists(atPath: plan.path)
    runner.forgetOtherPackagesPlan(second)
    let droppedForAnother = !FileManager.default.fileExists(atPath: plan.path)

    #expect(keptForSamePackage)
    #expect(droppedForAnother)
  }

}

/// Not an end-to-end suite: it builds nothing.
@Suite("A scratch folder's plan and the files it was made for")
struct ScratchPlanFilesTests {
  @Test("the same package with a source file gone or new: the plan is dropped too")
  func forgetsThePlanWhenFilesComeOrGo() throws {
    let folder = try TemporaryFolder()
    let scratch = folder.url.appending(path: "scratch")
    let plan = scratch.appending(path: "debug.yaml")
    let package = folder.url.appending(path: "trial")
    let extra = package.appending(path: "Sources/Module/Section.swift")
    try FileManager.default.createDirectory(
      at: extra.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("enum Section {}".utf8).write(to: extra)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let runner = SwiftTestRunner(scratchPath: scratch)

    runner.forgetOtherPackagesPlan(package)
    try Data("plan with Section.swift".utf8).write(to: plan)
    try FileManager.default.removeItem(at: extra)
    // SwiftPM would fail: "couldn't build … because of missing inputs: …/Section.swift".
    runner.forgetOtherPackagesPlan(package)

    #expect(!FileManager.default.fileExists(atPath: plan.path))
  }
}
