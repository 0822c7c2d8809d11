// scripts/test.mjs reports assertions beside tests: each file adds the expect() calls its tests and
// their beforeEach hooks made (Jest counts them per test) as one line of TEST_ASSERTIONS_FILE.
import { appendFileSync } from 'node:fs';

const assertionsFile = process.env.TEST_ASSERTIONS_FILE;
if (assertionsFile) {
  let assertions = 0;
  afterEach(() => {
    assertions += expect.getState().assertionCalls;
  });
  afterAll(() => appendFileSync(assertionsFile, `${assertions}\n`));
}
