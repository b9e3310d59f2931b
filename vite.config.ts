import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;
// Every path family of the API served by src/server (spec 000 §7, 001 §7).
const apiPaths = [
  '/api',
  '/customer/oauth',
  '/customer/login/check-session-expiration',
  '/customer/diy/upload-dna-post',
  '/customer/diy/submit-dna-post',
  '/report-hub',
  '/askit',
  '/it-pro',
  '/dev-outbox',
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: {
    proxy: Object.fromEntries(apiPaths.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
});
