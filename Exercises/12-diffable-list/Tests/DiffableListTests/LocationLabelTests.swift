// TODO: the chapter's first exercise is yours: the location label, test-first. Write a
// `@MainActor @Suite("The location label") struct LocationLabelTests` here, with three
// tests (keep these names: they line your tests up with the reference ones):
//
//   showsTheLocationName()            an item with a Location shows the location's name;
//   showsNoLocationWithoutOne()       an item without one shows nil (give it a
//                                     description, so showing that instead fails);
//   reusedCellForgetsTheOldLocation() publish an item with a location and get its cell,
//                                     publish one without and get the cell at the same
//                                     row again (the same, reused cell): no location.
//
// Set the suite up as ToDoItemsListViewControllerTests does: a ToDoItemStoreStub, the
// controller with the store, `loadViewIfNeeded()`. Watch the first test fail before you
// set the label, and make the other two fail once on purpose (README.md, "location-label").
