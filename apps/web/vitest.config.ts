import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests of the app's pure modules, without the app's build plugins (React, Tailwind) or a DOM.
export default defineConfig({
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // A zone with daylight-saving changes and far from UTC, so that date code that slips into the machine's local
    // time fails here rather than only for visitors abroad.
    env: { TZ: 'America/New_York' },
  },
});
