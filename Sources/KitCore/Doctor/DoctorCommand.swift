import Foundation

struct DoctorCommand {
  let kit: Kit
  let manifest: Manifest

  func run(build: Bool) -> ExitCode { .success }
}
