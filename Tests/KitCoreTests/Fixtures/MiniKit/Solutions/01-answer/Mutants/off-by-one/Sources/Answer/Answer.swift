public func answer() -> Int {
  41
}
