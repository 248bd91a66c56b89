import type { NextConfig } from 'next';

const config: NextConfig = {
  // This folder is the app: not the repository around it, whose lockfile Next.js would otherwise take for the workspace.
  outputFileTracingRoot: import.meta.dirname,
  turbopack: { root: import.meta.dirname },
  // A build cache for the next build: a fresh clone (CI) never reuses it and writing it took 20-40 s here.
  experimental: { turbopackFileSystemCacheForBuild: false },
  // This example is checked by its own `npm run typecheck` (tsc, strict); `next build` need not check it again.
  typescript: { ignoreBuildErrors: true },
};

export default config;
