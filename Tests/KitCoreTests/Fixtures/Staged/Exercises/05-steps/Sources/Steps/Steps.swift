public func steps() -> Int {
  0  // TODO: return the steps
}
