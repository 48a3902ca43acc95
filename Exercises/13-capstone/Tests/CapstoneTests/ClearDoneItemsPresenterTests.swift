// TODO: the tests of ClearDoneItemsPresenter are yours. Write a
// `@MainActor @Suite("ClearDoneItemsPresenter") struct ClearDoneItemsPresenterTests` here
// with these tests (keep the names: they line your tests up with the reference ones):
//
// Stage button-state (nobody should be asked: use ConfirmationDummy)
//   viewCreatedEnablesClearingWhenAnItemIsDone()
//   viewCreatedDisablesClearingWhenNothingIsDone()         finds gap 1
//
// Stage clearing (the user says yes: ConfirmationStub(answer: true))
//   clearingKeepsOnlyTheToDoItems()
//   clearingReportsHowManyWereRemoved(doneCount:message:)  arguments:
//                                  [(1, "Removed 1 done item"), (3, "Removed 3 done items")]
//   clearingDisablesTheButton()
//   clearingAsksAboutTheDoneItemsOnly()                    stub.askedCounts == [2]
//   clearingWithNothingDoneAsksNothing()                   (with the dummy)
//
// Stage declining (the user says no: ConfirmationStub(answer: false))
//   decliningKeepsEveryItem()                              finds gap 2
//   decliningLeavesTheViewAlone()                          finds gap 2
//
// A `makeSUT(items:confirmation:)` helper returning the presenter, the fake store and the
// view spy keeps each test short. See README.md, stages 7 to 9.
