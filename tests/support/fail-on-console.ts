import failOnConsole from "vitest-fail-on-console";

// A test fails when something it did not expect writes to console.error or console.warn (a React warning, an unhandled
// refusal logged by a library): such a message is a bug the assertions did not look for. A test that expects one
// replaces the method itself (`vi.spyOn(console, "error").mockImplementation(() => {})`) and asserts on the calls.
// The site's own log lines go through pino to stdout, never through console.
failOnConsole({ shouldFailOnError: true, shouldFailOnWarn: true });
