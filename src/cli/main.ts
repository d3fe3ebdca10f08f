// The `sudoku` command: solve, rate and explain puzzle files, and generate puzzles. Exit 0; 2 on bad
// arguments; 1 when a command could not do what was asked (a generation that missed its request).
import { useEngineKernel } from '../node/engine-kernel.js';
import { parseArgs, type CommandResult, type ParsedArgs } from './args.js';
import { generateCommand } from './generate-command.js';
import { CANON_HELP, CONVERT_HELP, EXPLAIN_HELP, GENERATE_HELP, HELP, RATE_HELP, SOLVE_HELP, USAGE, version } from './help.js';
import { canonCommand } from './canon-command.js';
import { convertCommand } from './convert-command.js';
import { rateCommand } from './rate-command.js';
import { solveCommand } from './solve-command.js';

const COMMANDS: Readonly<Record<string, { help: string; run: (args: ParsedArgs) => Promise<CommandResult> }>> = {
  solve: { help: SOLVE_HELP, run: solveCommand },
  generate: { help: GENERATE_HELP, run: generateCommand },
  rate: { help: RATE_HELP, run: (args) => rateCommand(args, 'rate') },
  explain: { help: EXPLAIN_HELP, run: (args) => rateCommand(args, 'explain') },
  convert: { help: CONVERT_HELP, run: convertCommand },
  canon: { help: CANON_HELP, run: canonCommand },
};

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined) return usageError('a command is needed');
  if (command === '--version' || command === '-V' || command === 'version') {
    process.stdout.write(`${version()}\n`);
    return 0;
  }
  if (command === '--help' || command === '-h' || command === 'help') {
    const topic = rest[0] === undefined ? undefined : COMMANDS[rest[0]];
    if (rest[0] !== undefined && !topic) return usageError(`unknown command '${rest[0]}'`);
    process.stdout.write(topic ? topic.help : HELP);
    return 0;
  }
  const known = COMMANDS[command];
  if (!known) return usageError(`unknown command '${command}'`);
  if (rest.includes('--help') || rest.includes('-h')) {
    process.stdout.write(known.help);
    return 0;
  }
  const args = parseArgs(rest);
  if (!args.ok) return usageError(args.error);
  try {
    useEngineKernel(); // ENGINE_KERNEL=ts|wasm: the search kernel (WebAssembly by default)
  } catch (e) {
    return usageError((e as Error).message);
  }
  const result = await known.run(args.value);
  if (result === undefined) return 0;
  return typeof result === 'string' ? usageError(result) : result.exit;
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
