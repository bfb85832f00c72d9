// Each test file boots its own database; cold starts take seconds on a busy 2-core machine.
// (Set here rather than as `testTimeout`, which jest ignores in a project of the root config.)
jest.setTimeout(30_000);
