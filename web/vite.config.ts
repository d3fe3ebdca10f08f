import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
import { fileURLToPath } from 'node:url';

/**
 * Writes the service worker (web/sw.js) into the build with the list of every file the build
 * emitted and a version derived from them, so it can keep the whole page for offline use. No
 * plugin package: the list comes straight from the bundle.
 */
function serviceWorker(): Plugin {
  return {
    name: 'sudoku-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((f) => !f.endsWith('.map') && f !== 'index.html')
        .map((f) => '/' + f)
        .concat(['/icon.svg', '/manifest.webmanifest'])
        .sort();
      const version = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 12);
      const source = readFileSync(fileURLToPath(new URL('./sw.js', import.meta.url)), 'utf8')
        .replace('__VERSION__', version)
        .replace('__FILES__', JSON.stringify(files).replace(/'/g, "\\'"));
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

// Root is web/; the build lands in dist/web at the repository root, which the server serves at '/'.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  plugins: [serviceWorker()],
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // The WebAssembly kernels stay files (search9.wasm is under the 4 kB inlining limit): the
    // worker fetches and compiles them as such, and the service worker lists them.
    assetsInlineLimit: (file: string) => (file.endsWith('.wasm') ? false : undefined),
  },
  worker: { format: 'es' },
  server: {
    // `npm run dev:web` proxies the API to a server started separately (npm start, port 4000).
    proxy: { '/graphql': { target: `http://127.0.0.1:${process.env.API_PORT ?? 4000}`, changeOrigin: true } },
  },
});
