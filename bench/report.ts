// Human-readable output of the bench, and the summary against the issue's targets.
import type { EngineSetResult, PeerSetResult } from './measure.js';
import type { EmptyRow, GenerateRow } from './sizes.js';
import { fmtInt, fmtNum, table } from './stats.js';

export interface SetReport {
  readonly name: string;
  readonly size: number;
  readonly unique: boolean;
  readonly available: number;
  readonly ours: EngineSetResult;
  readonly peers: PeerSetResult[];
}

export interface TargetLine {
  readonly target: string;
  readonly measured: string;
  readonly met: boolean;
}

const heading = (title: string) => console.log(`\n=== ${title} ===`);
const check = (failures: number) => (failures === 0 ? 'ok' : `${failures} WRONG`);

export function printMachine(
  m: { cpu: string; cores: number; node: string; v8: string; platform: string; gcExposed: boolean; date: string; mode: string },
  config: object,
): void {
  heading('Machine');
  console.log(`CPU: ${m.cpu} × ${m.cores} cores · Node ${m.node} (V8 ${m.v8}) · ${m.platform} · gc exposed: ${m.gcExposed ? 'yes' : 'no'}`);
  console.log(`Run: ${m.mode}, ${m.date}, single thread · config ${JSON.stringify(config)}`);
}

export function printSets(sets: readonly SetReport[]): void {
  heading('Data sets: our engine, solve(board, { limit: 2 }) (first solution + uniqueness check)');
  const rows = [['set', 'puzzles', 'puzzles/s', 'µs/puzzle', 'runs', 'nodes/pz', 'guesses/pz', 'max ms', 'statuses', 'check']];
  for (const s of sets) {
    const o = s.ours;
    const statuses = Object.entries(o.statuses)
      .map(([k, v]) => `${k}:${v}`)
      .join(' ');
    rows.push([
      s.name,
      `${o.puzzles}/${s.available}`,
      fmtInt(o.perSecond),
      fmtNum(o.usPerPuzzle),
      String(o.runs),
      fmtNum(o.meanNodes),
      fmtNum(o.meanBacktracks),
      fmtNum(o.maxPuzzleMs, 2),
      statuses,
      check(o.failures),
    ]);
  }
  console.log(table(rows));
  for (const s of sets) for (const e of s.ours.failureExamples) console.log(`  ${s.name}: ${e}`);
  console.log(
    'Check: status SOLVED, unique as the set says (serg_benchmark: several solutions), answer a valid grid keeping the givens, equal to `.solutions` where the set has one.',
  );

  heading('Data sets: npm peers (first solution only, no uniqueness check; capped in time per set)');
  const prow = [
    ['set', 'peer', 'puzzles', 'puzzles/s', 'µs/puzzle', 'runs', 'check', 'ours/s (same puzzles)', 'ours ÷ peer', 'paired ÷', 'pairs on'],
  ];
  for (const s of sets) {
    if (s.peers.length === 0) prow.push([s.name, '(no peer supports this size)', '', '', '', '', '', '', '']);
    for (const p of s.peers) {
      if (p.stalled !== undefined) {
        prow.push([s.name, p.peer, 'STALLED', '—', '—', '0', '—', '—', '—', '—', '']);
        continue;
      }
      const pr = p.paired;
      const pairs = pr === undefined || pr.pairs === 0 ? '' : `${pr.pairs} on ${pr.puzzles}${pr.stopped ? `, ${pr.stopped}` : ''}`;
      prow.push([
        s.name,
        p.peer,
        `${p.puzzles}${p.complete ? '' : ' (cap)'}`,
        fmtInt(p.perSecond),
        fmtNum(p.usPerPuzzle),
        String(p.runs),
        check(p.failures),
        fmtInt(p.oursSamePuzzles),
        `${fmtNum(p.oursSamePuzzles / p.perSecond)}×`,
        pr === undefined ? '—' : `${fmtNum(pr.ratio)}×`,
        pairs,
      ]);
    }
  }
  console.log(table(prow));
  for (const s of sets)
    for (const p of s.peers)
      for (const e of [...(p.stalled ? [p.stalled] : []), ...p.failureExamples]) console.log(`  ${s.name} / ${p.peer}: ${e}`);
  console.log(
    'Each peer runs in a worker thread, terminated if it gives no result within 2× its cap + 15 s. "(cap)": the peer hit its time cap; its rate, and ours beside it, are over the first puzzles it got through.',
  );
  console.log(
    '"paired ÷": the peer\'s time over ours in pairs of passes back to back on the same puzzles (who goes first alternates; the pairs together cover the puzzles), so both meet the same phase of the machine (paired.ts); "ours ÷ peer" compares passes timed a minute or more apart.',
  );
}

export function printSizes(generated: readonly GenerateRow[], empties: readonly EmptyRow[]): void {
  heading('Every standard size: generate (seeded) and solve the generated puzzles');
  const rows = [
    ['size', 'box', 'difficulty', 'ok/seeds', 'gen median ms', 'gen max ms', 'target', 'removed min/med/max', 'solve median µs', 'check'],
  ];
  for (const g of generated) {
    rows.push([
      String(g.size),
      g.box,
      g.difficulty,
      `${g.generated}/${g.seeds}`,
      fmtNum(g.medianGenMs),
      fmtNum(Math.max(...g.genMs)),
      Number.isNaN(g.target) ? '—' : String(g.target),
      g.generated === 0 ? '—' : `${g.removedMin}/${g.removedMedian}/${g.removedMax}`,
      fmtNum(g.medianSolveUs),
      check(g.failures),
    ]);
  }
  console.log(table(rows));
  for (const g of generated) {
    for (const e of g.errors) console.log(`  ${g.size}x${g.size} ${g.difficulty}: ${e}`);
    for (const e of g.failureExamples) console.log(`  ${g.size}x${g.size} ${g.difficulty}: ${e}`);
  }
  console.log(
    'Check: removed equals the empty cells and is ≥ target − 3 % of N², the solution is a valid grid, solve(limit 2) says unique and finds the same solution.',
  );

  heading('Empty board of every standard size: solve(empty, { limit: 2 })');
  const erows = [['size', 'box', 'status', 'unique', 'valid grid', 'lex-first (independent)', 'ms', 'nodes']];
  for (const e of empties)
    erows.push([
      String(e.size),
      e.box,
      e.status,
      String(e.unique ?? '—'),
      e.valid ? 'yes' : 'no',
      e.lexFirst,
      fmtNum(e.ms, 2),
      fmtInt(e.nodes),
    ]);
  console.log(table(erows));
}

export function printMemory(memory: Record<string, unknown>): void {
  heading('Memory: 25x25 geometry cache + one solve (fresh process)');
  if ('error' in memory) {
    console.log(`not measured: ${String(memory.error)}`);
    return;
  }
  const fmt = (d: unknown) => {
    const x = d as Record<string, number>;
    return `heap ${fmtNum(x.heapUsedMB, 2)} MB, ArrayBuffers ${fmtNum(x.arrayBuffersMB, 2)} MB, external ${fmtNum(x.externalMB, 2)} MB, rss ${fmtNum(x.rssMB, 2)} MB`;
  };
  console.log(`geometry only:     ${fmt(memory.geometry)}`);
  console.log(`geometry + solve:  ${fmt(memory.geometryPlusSolve)}`);
  console.log(
    `solve: ${String(memory.status)} unique=${String(memory.unique)} in ${fmtNum(Number(memory.solveMs), 1)} ms · gc exposed: ${memory.gcExposed ? 'yes' : 'NO (figures include garbage)'}`,
  );
}

/** @algorithm.ts/sudoku's puzzles/s on this machine as the issue quotes them (issue 2, Speed). */
const ISSUE_PEER_RATES: Readonly<Record<string, number>> = {
  kaggle_easy_10k: 11_600,
  '17clue_20k': 8_700,
  magictour_top1465: 2_900,
  forum_hardest_1905_11plus_20k: 1_050,
};

/**
 * The 9×9 rates as they would read when the machine runs at the speed the issue measured the
 * peer at: our paired ratio times the issue's peer figure. An estimate beside the verdicts, not
 * one of them: it carries the phase of the day the issue was written, not of this run.
 */
function printIssueSpeedEstimate(sets: readonly SetReport[], rateTargets: readonly [string, string, number][]): void {
  const rows = [['set', 'paired ÷ @algorithm.ts/sudoku', "issue's peer/s", 'estimate/s', 'target/s']];
  for (const [name, label, goal] of rateTargets) {
    const pr = sets.find((x) => x.name === name)?.peers.find((p) => p.peer === '@algorithm.ts/sudoku')?.paired;
    if (pr === undefined || pr.pairs === 0) continue;
    rows.push([label, `${fmtNum(pr.ratio)}×`, fmtInt(ISSUE_PEER_RATES[name]), fmtInt(pr.ratio * ISSUE_PEER_RATES[name]), fmtInt(goal)]);
  }
  if (rows.length === 1) return;
  console.log("\nAt the issue's machine speed (estimate: paired ratio × the peer's rate the issue quotes; not a verdict):");
  console.log(table(rows));
}

/** Heap + ArrayBuffer growth the summary calls "a few MB". */
const MEMORY_LIMIT_MB = 5;

export function printSummary(sets: readonly SetReport[], generated: readonly GenerateRow[], memory: Record<string, unknown>): TargetLine[] {
  const lines: TargetLine[] = [];
  const rateTargets: [string, string, number][] = [
    ['kaggle_easy_10k', '9x9 kaggle easy', 100_000],
    ['17clue_20k', '9x9 17-clue', 40_000],
    ['magictour_top1465', '9x9 magictour top1465', 15_000],
    ['forum_hardest_1905_11plus_20k', '9x9 forum_hardest_1905_11+', 4_000],
  ];
  for (const [name, label, goal] of rateTargets) {
    const s = sets.find((x) => x.name === name);
    if (s === undefined) continue;
    lines.push({
      target: `${label} ≥ ${fmtInt(goal)}/s (limit 2, all answers right)`,
      measured: `${fmtInt(s.ours.perSecond)}/s on ${s.ours.puzzles} puzzles${s.ours.failures > 0 ? `, ${s.ours.failures} wrong` : ''}`,
      met: s.ours.perSecond >= goal && s.ours.failures === 0,
    });
  }
  for (const s of sets.filter((x) => x.size === 16)) {
    const peer = s.peers[0];
    if (peer === undefined || peer.stalled !== undefined) continue;
    const sequential = peer.oursSamePuzzles / peer.perSecond;
    const pr = peer.paired;
    const paired = pr !== undefined && pr.pairs > 0;
    const ratio = paired ? pr.ratio : sequential;
    const how = paired ? `paired, ${pr.pairs} pairs on ${pr.puzzles} puzzles; sequential ${fmtNum(sequential)}×` : 'sequential';
    const on = peer.complete ? `${peer.puzzles} puzzles` : `the first ${peer.puzzles} puzzles (peer capped)`;
    lines.push({
      target: `${s.name} ≥ 20× ${peer.peer}`,
      measured: `${fmtNum(ratio)}× (${how}; ${fmtInt(peer.oursSamePuzzles)}/s vs ${fmtNum(peer.perSecond)}/s on ${on})`,
      met: ratio >= 20 && s.ours.failures === 0,
    });
  }
  for (const [size, goal] of [
    [16, 250],
    [9, 5],
  ] as const) {
    const g = generated.find((x) => x.size === size && x.difficulty === 'HARD');
    if (g === undefined) continue;
    lines.push({
      target: `generate HARD ${size}x${size} (unique) median < ${goal} ms`,
      measured: `${fmtNum(g.medianGenMs)} ms over ${g.seeds} seeds, ${g.generated} generated${g.failures > 0 ? `, ${g.failures} wrong` : ''}`,
      met: g.medianGenMs < goal && g.generated === g.seeds && g.failures === 0,
    });
  }
  if (!('error' in memory)) {
    const d = memory.geometryPlusSolve as Record<string, number>;
    const total = d.heapUsedMB + d.arrayBuffersMB;
    lines.push({
      target: `25x25 geometry cache + one solve ≤ ${MEMORY_LIMIT_MB} MB (heap + ArrayBuffers)`,
      measured: `${fmtNum(total, 2)} MB`,
      met: total <= MEMORY_LIMIT_MB,
    });
  }
  heading("Summary vs the issue's targets (issue 2, Speed)");
  console.log(table([['target', 'measured', 'verdict'], ...lines.map((l) => [l.target, l.measured, l.met ? 'MET' : 'NOT MET'])]));
  printIssueSpeedEstimate(sets, rateTargets);
  return lines;
}
