import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    restoreMocks: true,
    setupFiles: ['tests/unit/setup.ts'],
    reporters: ['default'],
  },
});
