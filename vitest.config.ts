import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/{machines,domain,server}/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts', 'tests/model/coverage-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'happy-dom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
        },
      },
      // issue 24: dates must read the same day wherever the viewer is; CI runs in UTC, which hides it.
      ...['America/New_York', 'Asia/Tokyo'].map((zone) => ({
        extends: true as const,
        test: {
          name: `dates-${zone.split('/')[1]!.toLowerCase().replace('_', '-')}`,
          environment: 'happy-dom',
          include: ['tests/domain/dates.test.ts', 'tests/web/dates-in-zones.test.tsx'],
          setupFiles: ['tests/web/setup.ts'],
          env: { TZ: zone },
        },
      })),
    ],
  },
});
