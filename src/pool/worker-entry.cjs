// The file Piscina is pointed at in development and tests (worker-compiled.cts is the built
// server's). Piscina loads its worker file with require() first, and only then with import().
// Node 20's require() of an ES module links it synchronously, and a worker terminated during that
// step aborts the whole process ("FATAL ERROR: v8::Module::IsGraphAsync must be used on an
// instantiated module"): a pool closed while its threads still start up, as a test's server
// stopped right after it started, or a server stopped during start-up. require() of this CommonJS
// file links nothing; it starts the module's load with import(), which a termination just ends.
// Piscina wraps what require() returns as a module whose default export is this promise, and
// awaits that default (its task name) for the handler.
module.exports = import('./worker-entry.mjs').then((m) => m.default);
