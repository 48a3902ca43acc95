import Foundation

#if !canImport(UIKit)
  /// Rows and sections on Foundation's `IndexPath`, as UIKit adds them on iOS.
  extension IndexPath {
    public init(row: Int, section: Int) {
      self.init(indexes: [section, row])
    }

    public var section: Int { self[0] }
    public var row: Int { self[1] }
  }
#endif
