// TODO: a double is code, so it gets tests too. Before you finish each double, write
// its check here, in a `@MainActor @Suite("The doubles") struct DoublesTests`, and watch
// it fail against the unfinished double (keep these names: they line your tests up with
// the reference ones):
//
//   fakeStoreStartsWithTheItemsItWasGiven()  InMemoryItemStore(items:) loads those items;
//   fakeStoreLoadsWhatWasSavedLast()         after two saves, load() gives the second list;
//   viewSpyRecordsEveryMessageInOrder()      three calls on the spy, three messages, in order;
//   stubAnswersWhatItWasGiven(answer:)       parameterised over true and false;
//   stubRecordsWhatItWasAsked()              two questions, both counts, in order;
//   dummyComplainsWhenUsed()                 `await withKnownIssue { … }` around a call:
//                                            it passes only if the dummy records an issue.
//
// See README.md, stages 1 to 6.
