import { defineConfig, devices } from '@playwright/test';

// Each run writes its artifacts (traces, screenshots) to its own folder, so that two runs at once (two
// engineers, or CI and a local run) never delete each other's files. The workers inherit the variable.
process.env.E2E_RUN_ID ??= `${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}-${process.pid}`;

/**
 * Browser tests against the real, built app: global-setup.ts starts `node apps/api/dist/server.js` on a
 * free port with a fresh data directory (the demo hotel is seeded into it) and exports its URL as
 * E2E_BASE_URL, which the test workers inherit. Set E2E_BASE_URL yourself to test a running server.
 * Chromium is Debian's (STACK.md), never a Playwright download.
 */
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  outputDir: `./test-results/${process.env.E2E_RUN_ID}`,
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-US',
    timezoneId: 'UTC',
    // No entrance animations: screenshots and contrast checks see the settled page.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // `setup` signs each demo role in once and saves its state (tests/auth.setup.ts); the tests start from it.
  // `teardown` then checks that no test ended one of those shared sessions.
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts$/, teardown: 'teardown' },
    { name: 'teardown', testMatch: /auth\.teardown\.ts$/ },
    { name: 'chromium', dependencies: ['setup'] },
  ],
});
