// UIKit brings Foundation with it, so `IndexPath`, `CGRect` and `Date` are at hand in
// any file that imports it. ListKit does the same, so exercise code reads like the
// walkthroughs: `import ListKit` and nothing more.
@_exported import Foundation
