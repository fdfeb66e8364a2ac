/** A log for code under test whose warnings are expected and not what the test checks. */
export const silentLog = { info: () => {}, warn: () => {}, error: () => {} };
