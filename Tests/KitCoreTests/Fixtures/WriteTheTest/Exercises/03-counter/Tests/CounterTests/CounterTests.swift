import Testing

@testable import Counter

// Write your tests of Counter here.
