// The built server's worker file for Piscina (compiled to dist/pool/worker-compiled.cjs): a
// CommonJS file whose require() links nothing, so that a thread terminated while it starts never
// meets Node 20's synchronous require() of an ES module (worker-entry.cjs says why).
export = import('./worker.js').then((m) => m.default);
