// Each test file boots an API and databases; cold starts take seconds on a busy 2-core machine.
jest.setTimeout(60_000);
