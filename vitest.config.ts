import path from 'node:path';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'tests/content/**/*.test.ts',
      'tests/build/**/*.test.ts',
      'tests/search/**/*.test.ts',
    ],
    environment: 'node',
  },
});
