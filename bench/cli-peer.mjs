// The CLI bench's peer as a whole process: reads a 9×9 puzzle file (one per line) and writes one
// answer line per puzzle, solved by @algorithm.ts/sudoku (DLX, first solution only).
import { readFileSync, writeSync } from 'node:fs';
import { SudokuSolver } from '@algorithm.ts/sudoku';

const solver = new SudokuSolver({ childMatrixWidth: 3 });
const out = [];
const answer = new Array(81).fill(-1);
for (const line of readFileSync(process.argv[2], 'utf8').split('\n')) {
  const text = line.trim();
  if (text === '') continue;
  const input = Array.from(text.slice(0, 81), (c) => (c >= '1' && c <= '9' ? c.charCodeAt(0) - 49 : -1));
  out.push(solver.solve(input, answer) ? answer.map((v) => v + 1).join('') : 'NO_SOLUTION');
}
writeSync(1, out.join('\n') + '\n');
