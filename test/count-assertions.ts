// scripts/test.mjs reports assertions beside tests: each file adds the expect() calls its tests and
// their beforeEach hooks made (Jest counts them per test) as one line of TEST_ASSERTIONS_FILE, the
// count and then the file, so that two runs can be compared file by file.
import { appendFileSync } from 'node:fs';

const assertionsFile = process.env.TEST_ASSERTIONS_FILE;
if (assertionsFile) {
  let assertions = 0;
  afterEach(() => {
    assertions += expect.getState().assertionCalls;
  });
  afterAll(() =>
    appendFileSync(assertionsFile, `${assertions}\t${expect.getState().testPath ?? ''}\n`),
  );
}
