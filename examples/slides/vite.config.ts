import { defineConfig } from 'vite';

// The elements call `<page origin>/backend/…`; in development and preview Vite forwards that to the academy's API.
const backend = { '/backend': { target: process.env.ACADEMY_API ?? 'http://localhost:4173', changeOrigin: true } };

export default defineConfig({
  server: { proxy: backend },
  preview: { proxy: backend },
});
