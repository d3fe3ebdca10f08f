// The heavy clients of a latency run, in a process of their own (forked by beside.ts): in the
// measuring process, their JSON parsing and sockets shared the cheap client's event loop, and the
// cheap query's latency counted the attacker's own work. Each message { run, clients, durationMs }
// is answered { tally } once every client has stopped.
import { BESIDE_RUNS } from './beside.js';
import { codeOf } from './http.js';

interface Order {
  readonly url: string;
  readonly run: number;
  readonly clients: number;
  readonly durationMs: number;
}

process.on('message', (order: Order) => {
  void (async () => {
    const until = performance.now() + order.durationMs;
    const tally: Record<string, number> = {};
    const heavy = BESIDE_RUNS[order.run].heavy;
    await Promise.all(
      Array.from({ length: order.clients }, async () => {
        while (performance.now() < until) {
          const s = await heavy(order.url);
          const key = `${s.status} ${codeOf(s)}`;
          tally[key] = (tally[key] ?? 0) + 1;
        }
      }),
    );
    process.send!({ tally });
  })();
});
process.on('disconnect', () => process.exit(0));
