// The `sudoku` command: solve, rate and explain puzzle files, and generate puzzles. Exit 0 unless the arguments are bad (2).
import { parseArgs } from './args.js';
import { GENERATE_USAGE, generateCommand } from './generate-command.js';
import { EXPLAIN_USAGE, RATE_USAGE, rateCommand } from './rate-command.js';
import { SOLVE_USAGE, solveCommand } from './solve-command.js';

const USAGE = `usage:\n  ${SOLVE_USAGE}\n  ${GENERATE_USAGE}\n  ${RATE_USAGE}\n  ${EXPLAIN_USAGE}\n`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined) return usageError('a command is needed');
  if (command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(USAGE);
    return 0;
  }
  const args = parseArgs(rest);
  if (!args.ok) return usageError(args.error);
  let error: string | undefined;
  if (command === 'solve') error = await solveCommand(args.value);
  else if (command === 'generate') error = await generateCommand(args.value);
  else if (command === 'rate' || command === 'explain') error = await rateCommand(args.value, command);
  else error = `unknown command '${command}'`;
  return error === undefined ? 0 : usageError(error);
}

function usageError(message: string): number {
  process.stderr.write(`sudoku: ${message}\n${USAGE}`);
  return 2;
}

process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0); // reader went away (e.g. `| head`): not an error
  throw e;
});

main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
});
