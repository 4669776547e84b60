import { guardConsole } from './consoleGuard';

// Runs before every test file of the node project: an unexpected console.error or console.warn
// fails the test that printed it (consoleGuard.ts). The server logs through its logger, which the
// test app captures, never through the console.
guardConsole();
