import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

// Root is web/; the build lands in dist/web at the repository root, which the server serves at '/'.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
  },
  server: {
    // `npm run dev:web` proxies the API to a server started separately (npm start, port 4000).
    proxy: { '/graphql': { target: `http://127.0.0.1:${process.env.API_PORT ?? 4000}`, changeOrigin: true } },
  },
});
