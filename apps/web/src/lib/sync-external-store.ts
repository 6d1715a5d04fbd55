/**
 * wouter imports useSyncExternalStore from the `use-sync-external-store` shim, for React before 18; React 19 has
 * it built in. vite.config.ts points the shim's import here, so the shim (~0.35 KB) leaves every first load.
 */
export { useSyncExternalStore } from 'react';
