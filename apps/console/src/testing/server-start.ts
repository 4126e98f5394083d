/**
 * How long a test file's `beforeAll` may take to start the real server (an in-memory PGlite,
 * migrated and seeded). On CI's 2 cores it runs beside the e2e suite, the server's database
 * passes and the visual test: starts of 47–86 s were seen, and three files crossed 120 s.
 * The waits inside the tests stay as strict.
 */
export const SERVER_START_TIMEOUT_MS = 300_000;
