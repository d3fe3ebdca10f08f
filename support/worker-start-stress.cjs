// Starts worker threads that load a Piscina worker file the way Piscina does (require(), then
// import() if that fails) and terminates them at random moments of their start-up, rounds × 4
// at a time. Node 20 aborts the whole process (exit 134, "FATAL ERROR: v8::Module::IsGraphAsync")
// when a termination lands while require() links an ES module synchronously; a file that links
// nothing under require() survives. Usage: node worker-start-stress.cjs <file> <rounds> <max ms>
const { Worker } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
const [file, rounds = '60', maxMs = '120'] = process.argv.slice(2);
const code = `
try { require(${JSON.stringify(file)}); } catch {}
import(${JSON.stringify(pathToFileURL(file).href)}).catch(() => {});
`;
(async () => {
  for (let i = 0; i < Number(rounds); i++) {
    const workers = Array.from({ length: 4 }, () => new Worker(code, { eval: true }));
    await new Promise((r) => setTimeout(r, Math.random() * Number(maxMs)));
    await Promise.all(workers.map((w) => w.terminate()));
  }
  console.log('survived');
})();
