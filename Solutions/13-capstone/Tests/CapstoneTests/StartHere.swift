// Deleted by the learner once their first test had failed for its own reason: the
// exercise's StartHere.swift is a placeholder red, and the solution has none.
