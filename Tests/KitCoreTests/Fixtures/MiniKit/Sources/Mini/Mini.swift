public let expectedAnswer = 42
