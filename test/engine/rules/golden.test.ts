// Golden puzzles per rule kind: public example puzzles with their published solutions (facts; each
// names its source), solved by solve() to that solution and proved unique. 9×9 from the Interactive
// Sudoku Solver's example list and the f-puzzles setters set (../shared/datasets/variants), 6×6 from
// a public 6×6 puzzle's solution grid with rules read off it (the reference checker confirms each is
// unique with that answer), so every kind is met on two shapes.
import { describe, expect, it } from 'vitest';
import { decodeBoard } from '../../../src/engine/codec.js';
import { solve, type Rule, type RuleKind, type Shape } from '../../../src/engine/index.js';
import { readLines, variantsDir } from '../../../support/variant-data.js';
import { SIX } from './grid6.js';
import { referenceSolve } from './reference.js';

const SHAPE9: Shape = { size: 9, boxRows: 3, boxCols: 3 };
const SHAPE6: Shape = { size: 6, boxRows: 2, boxCols: 3 };

/** R{r}C{c} (1-based) → row-major index on N×N. */
const at = (name: string, n = 9): number => {
  const m = /^R(\d+)C(\d+)$/.exec(name);
  if (!m) throw new Error(`cell ${name}`);
  return (Number(m[1]) - 1) * n + Number(m[2]) - 1;
};

/**
 * The Interactive Sudoku Solver's puzzle text (the constraints these examples use) → givens and rules.
 * Its little killer names the first cell of the diagonal: from the left side down-right, the right
 * side up-left, the top down-left, the bottom up-right.
 */
function fromIss(input: string): { cells: Uint8Array; rules: Rule[] } {
  const n = 9;
  const cells = new Uint8Array(n * n);
  const rules: Rule[] = [];
  for (const part of input.split(/\s*\.(?=[A-Za-z~]|$)/)) {
    const args = part.trim().split('~');
    const [type] = args;
    const cellsOf = (xs: string[]) => xs.filter((x) => x !== '').map((x) => at(x));
    switch (type) {
      case '':
        for (const g of args.slice(1)) {
          const [cell, ...vs] = g.split('_');
          if (vs.length === 1) cells[at(cell)] = Number(vs[0]);
          else rules.push({ kind: 'PARITY', cell: at(cell), parity: Number(vs[0]) % 2 === 0 ? 'EVEN' : 'ODD' });
        }
        break;
      case 'Diagonal':
        rules.push({ kind: 'DIAGONAL', direction: args[1] === '1' ? 'ANTI' : 'MAIN' });
        break;
      case 'Windoku':
      case 'AntiKing':
      case 'AntiKnight':
        rules.push({ kind: ({ Windoku: 'WINDOKU', AntiKing: 'ANTI_KING', AntiKnight: 'ANTI_KNIGHT' } as const)[type] });
        break;
      case 'AntiConsecutive':
        rules.push({ kind: 'NON_CONSECUTIVE' });
        break;
      case 'DisjointSets':
        rules.push({ kind: 'DISJOINT_GROUPS' });
        break;
      case 'StrictKropki':
        rules.push({ kind: 'NEGATIVE', of: 'WHITE' }, { kind: 'NEGATIVE', of: 'BLACK' });
        break;
      case 'NoBoxes':
        break;
      case 'Jigsaw':
        rules.push({ kind: 'JIGSAW', regions: [...args[1]].map(Number) });
        break;
      case 'Cage':
        rules.push({ kind: 'KILLER_CAGE', cells: cellsOf(args.slice(2)), sum: Number(args[1]) });
        break;
      case 'LittleKiller': {
        const first = at(args[2]);
        const r = Math.floor(first / n);
        const c = first % n;
        const [dr, dc, direction] =
          c === 0
            ? [1, 1, 'DOWN_RIGHT']
            : c === n - 1 && r > 0
              ? [-1, -1, 'UP_LEFT']
              : r === 0
                ? [1, -1, 'DOWN_LEFT']
                : [-1, 1, 'UP_RIGHT'];
        rules.push({
          kind: 'LITTLE_KILLER',
          clue: { row: r - (dr as number), col: c - (dc as number) },
          direction: direction as 'UP_LEFT',
          sum: Number(args[1]),
        });
        break;
      }
      case 'Sandwich':
        rules.push({
          kind: 'SANDWICH',
          line: args[2][0] === 'C' ? 'COLUMN' : 'ROW',
          index: Number(args[2].slice(1)) - 1,
          sum: Number(args[1]),
        });
        break;
      case 'GreaterThan': {
        const [big, ...small] = cellsOf(args.slice(1));
        for (const s of small) rules.push({ kind: 'GREATER_THAN', greater: big, lesser: s });
        break;
      }
      case 'Arrow':
        rules.push({ kind: 'ARROW', circle: [at(args[1])], line: cellsOf(args.slice(2)) });
        break;
      case 'PillArrow': {
        const size = Number(args[1]);
        const all = cellsOf(args.slice(2));
        rules.push({ kind: 'ARROW', circle: all.slice(0, size), line: all.slice(size) });
        break;
      }
      case 'Quad':
        rules.push({ kind: 'QUADRUPLE', cell: at(args[1]), values: args.slice(2).map(Number) });
        break;
      case 'X':
      case 'V':
        rules.push({ kind: 'XV', cells: cellsOf(args.slice(1)) as [number, number], sum: type === 'X' ? 10 : 5 });
        break;
      case 'BlackDot':
      case 'WhiteDot':
        rules.push({ kind: 'KROPKI', cells: cellsOf(args.slice(1)) as [number, number], color: type === 'BlackDot' ? 'BLACK' : 'WHITE' });
        break;
      case 'Palindrome':
        rules.push({ kind: 'PALINDROME', cells: cellsOf(args.slice(1)) });
        break;
      case 'Thermo':
        rules.push({ kind: 'THERMOMETER', cells: cellsOf(args.slice(1)) });
        break;
      case 'Whisper':
        if (/^\d+$/.test(args[1])) rules.push({ kind: 'WHISPERS', cells: cellsOf(args.slice(2)), difference: Number(args[1]) });
        else rules.push({ kind: 'WHISPERS', cells: cellsOf(args.slice(1)) });
        break;
      case 'Renban':
        rules.push({ kind: 'RENBAN', cells: cellsOf(args.slice(1)) });
        break;
      default:
        throw new Error(`golden: no reader for ${type}`);
    }
  }
  return { cells, rules };
}

/** Public examples of the Interactive Sudoku Solver's list (data/example_puzzles.js, collections.js), with their sources. */
const ISS_EXAMPLES: { name: string; kinds: RuleKind[]; src: string; input: string; solution: string }[] = [
  {
    name: 'Sudoku X',
    kinds: ['DIAGONAL'],
    src: 'forum.enjoysudoku.com, the hardest sudokus thread',
    input:
      '.Diagonal~1.Diagonal~-1.~R1C3_1~R1C7_2~R2C3_2~R2C4_3~R2C9_4~R3C1_4~R4C1_5~R4C3_3~R4C8_6~R5C2_1~R5C9_5~R6C3_6~R7C5_7~R7C6_8~R8C5_9~R9C2_7~R9C6_1~R9C8_9',
    solution: '681945237792316584435827619523784961817639425946152873369478152158293746274561398',
  },
  {
    name: 'Windoku',
    kinds: ['WINDOKU'],
    src: 'sudocue.net windoku fa4ce900',
    input:
      '.Windoku.~R2C6_5~R2C8_1~R3C5_2~R3C9_6~R4C7_4~R5C3_5~R5C7_6~R6C2_8~R6C6_7~R6C7_3~R7C4_2~R7C5_1~R7C6_4~R8C2_7~R8C9_2~R9C3_6~R9C8_4',
    solution: '792861534463975218158423796327196485945382671681547329539214867874639152216758943',
  },
  {
    name: 'X-Windoku',
    kinds: ['DIAGONAL', 'WINDOKU'],
    src: 'forum.enjoysudoku.com, x-sudoku extreme thread',
    input: '.Diagonal~1.Diagonal~-1.Windoku.~R1C8_1~R2C5_2~R2C9_3~R4C1_4~R4C6_3~R5C5_5~R5C9_6~R6C5_1~R7C6_7~R7C7_8~R8C5_6~R9C5_3~R9C6_2',
    solution: '932674518678521943541398267469283751217459386853716429326147895794865132185932674',
  },
  {
    name: 'Jigsaw',
    kinds: ['JIGSAW'],
    src: 'sudokupad.app/fTbNFPQ44g',
    input:
      '.NoBoxes.Jigsaw~000000021453303021453333221453322221455566121445666111445566667488887777888887777.~R1C1_3~R1C9_7~R2C1_1~R2C9_5~R3C5_6~R3C6_8~R4C3_5~R4C5_1~R4C6_9~R5C4_9~R6C9_2~R7C1_8~R7C6_3~R8C4_2~R8C5_3~R8C6_5~R8C9_1~R9C8_9',
    solution: '364891527189374265542168739625719843213987456937456182876523914498235671751642398',
  },
  {
    name: 'Killer (Wikipedia)',
    kinds: ['KILLER_CAGE'],
    src: 'en.wikipedia.org, Killer sudoku example',
    input:
      '.Cage~3~R1C1~R1C2.Cage~15~R1C3~R1C4~R1C5.Cage~25~R2C1~R2C2~R3C1~R3C2.Cage~17~R2C3~R2C4.Cage~9~R3C3~R3C4~R4C4.Cage~22~R1C6~R2C5~R2C6~R3C5.Cage~4~R1C7~R2C7.Cage~16~R1C8~R2C8.Cage~15~R1C9~R2C9~R3C9~R4C9.Cage~20~R3C7~R3C8~R4C7.Cage~8~R3C6~R4C6~R5C6.Cage~17~R4C5~R5C5~R6C5.Cage~20~R5C4~R6C4~R7C4.Cage~14~R4C2~R4C3.Cage~6~R4C1~R5C1.Cage~13~R5C2~R5C3~R6C2.Cage~6~R6C3~R7C2~R7C3.Cage~17~R4C8~R5C7~R5C8.Cage~27~R6C1~R7C1~R8C1~R9C1.Cage~8~R8C2~R9C2.Cage~16~R8C3~R9C3.Cage~10~R7C5~R8C4~R8C5~R9C4.Cage~12~R5C9~R6C9.Cage~6~R6C7~R6C8.Cage~20~R6C6~R7C6~R7C7.Cage~15~R8C6~R8C7.Cage~14~R7C8~R7C9~R8C8~R8C9.Cage~13~R9C5~R9C6~R9C7.Cage~17~R9C8~R9C9',
    solution: '215647398368952174794381652586274931142593867973816425821739546659428713437165289',
  },
  {
    name: 'I just like colours',
    kinds: ['ANTI_KING', 'ANTI_KNIGHT', 'NON_CONSECUTIVE', 'KROPKI', 'NEGATIVE'],
    src: 'sudokupad.app/5vtqvi9v5y',
    input:
      '.AntiKing .AntiKnight .AntiConsecutive .BlackDot~R2C2~R2C3 .BlackDot~R3C5~R3C6 .BlackDot~R1C8~R1C9 .BlackDot~R2C7~R3C7 .BlackDot~R4C5~R5C5 .BlackDot~R5C3~R5C4 .BlackDot~R1C4~R2C4 .BlackDot~R6C1~R7C1 .BlackDot~R7C1~R7C2 .BlackDot~R8C4~R8C5 .BlackDot~R7C6~R8C6 .BlackDot~R6C6~R6C7 .BlackDot~R5C8~R6C8 .BlackDot~R3C9~R4C9 .BlackDot~R8C9~R9C9 .BlackDot~R9C7~R9C8 .StrictKropki',
    solution: '372615948948372615615948372837261594594837261261594837483726159159483726726159483',
  },
  {
    name: 'Odd & even',
    kinds: ['PARITY'],
    src: 'sudokupad.app/8bNmDd4J9G',
    input:
      '.~R1C6_7~R1C7_2~R1C8_1~R1C9_6~R2C9_5~R2C8_7~R2C7_9~R2C6_4~R8C1_2~R8C2_7~R8C3_4~R8C4_5~R9C1_9~R9C2_5~R9C3_8~R9C4_2~R4C7_2_4_6_8~R4C8_2_4_6_8~R5C6_2_4_6_8~R6C6_2_4_6_8~R6C7_2_4_6_8~R6C8_2_4_6_8~R7C6_2_4_6_8~R8C7_2_4_6_8~R8C8_2_4_6_8~R2C3_1_3_5_7_9~R3C2_1_3_5_7_9~R4C4_1_3_5_7_9~R4C2_1_3_5_7_9~R5C4_1_3_5_7_9~R5C2_1_3_5_7_9~R3C4_1_3_5_7_9~R6C3_1_3_5_7_9',
    solution: '549837216823614975716925348635149827492786153187352469361478592274593681958261734',
  },
  {
    name: 'Fortress',
    kinds: ['GREATER_THAN'],
    src: 'sudokupad.app/N7fqrL2gtD',
    input:
      '.~R1C1_4~R1C4_1~R1C6_2~R3C6_4~R3C4_3~R4C3_8~R6C1_7~R7C4_6~R7C6_7~R9C6_9~R9C4_8~R9C9_2~R6C9_3~R4C7_1~R3C7_7.GreaterThan~R1C8~R2C8~R1C7~R1C9.GreaterThan~R2C5~R2C4~R1C5~R2C6~R3C5.GreaterThan~R5C8~R4C8~R5C9~R6C8~R5C7.GreaterThan~R4C5~R3C5~R4C4~R4C6~R5C5.GreaterThan~R6C5~R5C5~R6C4~R6C6~R7C5.GreaterThan~R8C5~R7C5~R8C4~R8C6~R9C5.GreaterThan~R9C2~R8C2~R9C1~R9C3.GreaterThan~R5C2~R5C1~R4C2~R5C3~R6C2.GreaterThan~R4C1~R4C2~R3C1~R5C1',
    solution: '437182596681795324295364718328576149164938275759241863843627951912453687576819432',
  },
  {
    name: 'Thermo',
    kinds: ['THERMOMETER'],
    src: 'sudokupad.app/TtTmqGMBDR',
    input:
      '.~R1C2_4~R1C8_1~R2C1_2~R2C9_6~R8C1_9~R8C9_2~R9C2_1~R9C8_9.Thermo~R9C4~R8C3~R7C2~R6C1~R5C2~R4C3.Thermo~R4C1~R3C2~R2C3~R1C4~R2C5~R3C6.Thermo~R1C6~R2C7~R3C8~R4C9~R5C8~R6C7.Thermo~R6C9~R7C8~R8C7~R9C6~R8C5~R7C4',
    solution: '847632519295471386631598247129743865486259173753816924368924751974185632512367498',
  },
  {
    name: 'Arrow',
    kinds: ['ARROW'],
    src: 'sugarroad.blogspot.com',
    input:
      '.Arrow~R1C5~R2C4~R3C3~R4C2~R5C1.Arrow~R3C7~R2C6~R3C5~R4C4~R5C3.Arrow~R6C2~R7C3~R6C4~R5C5~R4C6.Arrow~R7C4~R7C5~R7C6.Arrow~R6C7~R5C7~R4C7.Arrow~R5C9~R6C8~R7C7~R8C6~R9C5.~R1C2_6~R1C9_9~R2C1_9~R8C9_3~R9C1_4~R9C8_7',
    solution: '167584329985362417342719856718293645253647198694158732571936284829471563436825971',
  },
  {
    name: 'Pill Arrow Sudoku',
    kinds: ['ARROW'],
    src: 'logic-masters.de 0007D1',
    input:
      '.PillArrow~2~R1C3~R1C2~R1C1~R2C1~R3C1.PillArrow~2~R1C8~R1C7~R1C6~R1C5~R1C4.PillArrow~2~R2C7~R2C6~R2C5~R2C4~R2C3.PillArrow~2~R4C1~R5C1~R6C1~R7C1~R8C1.PillArrow~2~R3C2~R4C2~R5C2~R6C2~R7C2.PillArrow~2~R9C1~R9C2~R9C3~R9C4~R9C5.PillArrow~2~R5C9~R4C9~R3C9~R2C9~R1C9.PillArrow~2~R8C6~R9C6~R9C7~R9C8~R9C9.Arrow~R3C3~R4C4~R5C5.Arrow~R7C3~R6C4~R5C5~R4C6.Arrow~R3C8~R4C7.',
    solution: '514896237679231485328745196235684971491327658786159342967418523853962714142573869',
  },
  {
    name: 'Little Killer Sudoku',
    kinds: ['LITTLE_KILLER'],
    src: 'sudokupad.app/nQHjr7Ggpg',
    input:
      '.~R3C2_5~R3C7_2~R5C4_3~R5C5_7.LittleKiller~22~R1C1.LittleKiller~28~R2C1.LittleKiller~26~R3C1.LittleKiller~23~R1C5.LittleKiller~34~R1C7.LittleKiller~40~R1C8.LittleKiller~42~R1C9',
    solution: '198235764427968531653714289732186945541379826986542173865421397279653418314897652',
  },
  {
    name: 'The Barbed Cross',
    kinds: ['DISJOINT_GROUPS', 'LITTLE_KILLER'],
    src: 'logic-masters.de 0006TM',
    input:
      '.DisjointSets.LittleKiller~62~R1C9.LittleKiller~33~R1C1.LittleKiller~12~R1C3.LittleKiller~14~R3C9.LittleKiller~21~R9C7.LittleKiller~36~R9C5.LittleKiller~8~R7C1.LittleKiller~9~R1C2.',
    solution: '325784169719625483684319725843297651592861347167543298478932516236158974951476832',
  },
  {
    name: 'Between 1 and 9 Sudoku',
    kinds: ['SANDWICH'],
    src: 'sudokupad.app/p8fFp3hT96',
    input:
      '.Sandwich~8~C1.Sandwich~4~C2.Sandwich~17~C3.Sandwich~35~C4.Sandwich~14~C5.Sandwich~13~C6.Sandwich~3~C7.Sandwich~10~C8.Sandwich~25~C9.Sandwich~4~R1.Sandwich~33~R2.Sandwich~20~R3.Sandwich~17~R4.Sandwich~26~R5.Sandwich~10~R6.Sandwich~16~R7.Sandwich~24~R8.Sandwich~0~R9.~R3C3_1~R5C5_5~R7C7_9',
    solution: '236941875954378612871625439182439756397856124645217398413562987569783241728194563',
  },
  {
    name: 'German Whispers',
    kinds: ['WHISPERS'],
    src: 'sudokupad.app/QM8RdBLBb9',
    input:
      '.Whisper~R8C1~R7C1~R7C2~R8C3~R9C3~R9C2.Whisper~R9C6~R8C7~R7C7~R7C8~R6C9~R5C8.Whisper~R6C3~R5C2~R4C3~R3C4~R2C5~R1C6~R1C7~R2C8~R3C8~R4C7~R5C6~R6C6~R7C6~R8C5~R7C4.Whisper~R4C5~R4C6~R3C7.~R1C5_1~R2C2_5~R5C1_6~R5C9_9~R7C3_3~R8C8_3~R9C1_5~R9C5_3',
    solution: '796413852352689417184275693247591386615348279839762541923857164478126935561934728',
  },
  {
    name: 'Elementary',
    kinds: ['KROPKI', 'WHISPERS'],
    src: 'sudokupad.app/jbJ8PNDgR7',
    input:
      '.WhiteDot~R8C9~R9C9.WhiteDot~R7C9~R7C8.WhiteDot~R8C4~R8C5.WhiteDot~R5C2~R5C1.WhiteDot~R5C2~R6C2.WhiteDot~R6C6~R6C5.WhiteDot~R5C8~R5C7.WhiteDot~R2C4~R2C5.WhiteDot~R2C2~R2C1.Whisper~6~R1C2~R2C2~R3C2.Whisper~6~R2C1~R3C2~R4C3.Whisper~6~R2C3~R3C2~R4C1.Whisper~4~R7C2~R8C2~R9C2.Whisper~4~R8C1~R8C2~R8C3.Whisper~4~R9C1~R9C2~R9C3.Whisper~2~R9C7~R9C8~R8C8~R7C8~R6C8.Whisper~2~R7C7~R7C8~R8C9.Whisper~2~R8C7~R7C8~R6C9.Whisper~4~R4C7~R3C8~R4C9.Whisper~4~R3C8~R2C8~R1C8.Whisper~4~R1C7~R1C8~R1C9.Whisper~4~R2C7~R2C8~R2C9.Whisper~3~R4C5~R5C5~R6C5~R7C5.Whisper~3~R5C4~R5C5~R5C6.Whisper~3~R6C4~R5C5~R6C6.~R1C3_6~R4C4_3~R7C1_4~R9C9_2~R4C8_4',
    solution: '536971284897234516214856793768392145342518679951467328485123967629785431173649852',
  },
  {
    name: 'Palindrome Sudoku',
    kinds: ['PALINDROME'],
    src: 'logic-masters.de 0001WP',
    input:
      '.Palindrome~R7C1~R6C2~R5C1~R4C2~R3C3~R2C4~R1C5~R2C6~R1C7.Palindrome~R9C3~R8C4~R9C5~R8C6~R7C7~R6C8~R5C9~R4C8~R3C9.Palindrome~R7C4~R7C5~R7C6~R6C7~R5C7~R4C7.Palindrome~R3C6~R3C5~R3C4~R4C3~R5C3~R6C3.~R1C1_6~R1C9_5~R2C3_8~R2C5_5~R2C7_9~R4C1_8~R4C5_1~R4C9_3~R5C5_4~R6C5_2~R8C1_9~R8C3_7~R8C7_8~R8C9_2~R9C2_5~R9C8_6',
    solution: '694178235128453976375296481842619753719345628536827149283761594967534812451982367',
  },
  {
    name: 'Quadruple X',
    kinds: ['DIAGONAL', 'QUADRUPLE'],
    src: 'logic-masters.de 00040T',
    input:
      '.Diagonal~1.Diagonal~-1..Quad~R1C1~1~4~6~7.Quad~R5C1~2~3.Quad~R6C1~1~2.Quad~R3C3~1~2~4~8.Quad~R6C3~3~5~8~9.Quad~R2C4~6~7.Quad~R7C5~3~6.Quad~R3C6~4~5~8~9.Quad~R6C6~2~3~6~7.Quad~R3C8~1~2.Quad~R4C8~1~5.Quad~R8C8~2~3~4~5',
    solution: '762384591415729368398165427654278913837691245129543786543812679971436852286957134',
  },
  {
    name: 'XV Kropki Sudoku',
    kinds: ['XV', 'KROPKI'],
    src: 'sudokupad.app/LTR8GR7D84',
    input:
      '.X~R2C1~R2C2.X~R3C1~R3C2.X~R1C8~R1C7.X~R2C7~R2C8.X~R7C8~R8C8.X~R7C9~R8C9.X~R8C3~R9C3.X~R8C2~R9C2.X~R5C4~R5C5.V~R8C2~R8C3.V~R8C8~R8C9.V~R2C1~R3C1.V~R1C7~R2C7.BlackDot~R2C5~R2C6.BlackDot~R4C6~R5C6.BlackDot~R5C6~R6C6.BlackDot~R3C1~R4C1.WhiteDot~R3C3~R3C2.WhiteDot~R4C3~R5C3.WhiteDot~R8C4~R8C5.WhiteDot~R8C6~R8C7.WhiteDot~R5C2~R6C2',
    solution: '195287463284536197376149825657912384918374256423658719532461978741895632869723541',
  },
];

function expectSolved(shape: Shape, cells: Uint8Array, rules: readonly Rule[], solution: string): void {
  const out = solve({ shape, cells, rules }, { deadlineMs: 60_000 });
  expect(out.status).toBe('SOLVED');
  expect(Array.from(out.solution!).join('')).toBe(solution);
  expect(out.unique).toBe(true);
}

describe('golden 9×9 puzzles of the Interactive Sudoku Solver’s examples', () => {
  for (const ex of ISS_EXAMPLES) {
    it(`${ex.name} (${ex.kinds.join(', ')}; ${ex.src})`, () => {
      const { cells, rules } = fromIss(ex.input);
      for (const kind of ex.kinds) expect(rules.map((r) => r.kind)).toContain(kind);
      expectSolved(SHAPE9, cells, rules, ex.solution);
    });
  }
});

describe.runIf(variantsDir() !== null)('golden 9×9 puzzles of the data sets', () => {
  it('every f-puzzles setter puzzle the engine reads solves to its published solution, unique', () => {
    const kinds = new Set<RuleKind>();
    let solved = 0;
    for (const line of readLines('fpuzzles-setters.jsonl')) {
      const p = JSON.parse(line) as { puzzle: string; solution: string | number[] };
      const read = decodeBoard(`https://www.f-puzzles.com/?load=${p.puzzle}`, 'FPUZZLES');
      if (!read.ok) continue;
      const board = read.value.state.board;
      board.rules?.forEach((r) => kinds.add(r.kind));
      expectSolved(board.shape, board.cells, board.rules ?? [], Array.isArray(p.solution) ? p.solution.join('') : p.solution);
      solved++;
    }
    expect(solved).toBe(27);
    expect([...kinds].sort()).toEqual(
      [
        'ANTI_KING',
        'ANTI_KNIGHT',
        'ARROW',
        'DIAGONAL',
        'DISJOINT_GROUPS',
        'EXTRA_REGION',
        'KILLER_CAGE',
        'KROPKI',
        'NEGATIVE',
        'PALINDROME',
        'PARITY',
        'QUADRUPLE',
        'RENBAN',
        'SANDWICH',
        'THERMOMETER',
        'WHISPERS',
        'XV',
      ].sort(),
    );
  });

  it('the SudoCue killers (and killer X) solve to their published solutions, unique', () => {
    const lines = readLines('killer-hs-sudocue.tsv');
    expect(lines.length).toBe(9);
    for (const line of lines) {
      const [text, solution] = line.split('\t');
      const read = decodeBoard(text, 'SUDOCUE_KILLER');
      if (!read.ok) throw new Error(read.error.message);
      expectSolved(SHAPE9, read.value.state.board.cells, read.value.state.board.rules ?? [], solution.trim());
    }
  });
});

describe('golden 6×6 boards, one per rule kind (grid6.ts)', () => {
  for (const { kind, grid, rules, givens } of SIX) {
    it(kind, () => {
      expect(rules.some((r) => r.kind === kind)).toBe(true);
      const cells = new Uint8Array(36);
      for (const c of givens) cells[c] = Number(grid[c]);
      // The independent reference checker confirms the board has exactly this grid as its solution.
      const ref = referenceSolve({ size: 6, boxRows: 2, boxCols: 3, cells, rules }, 2);
      expect(ref.count).toBe(1);
      expect(ref.first?.join('')).toBe(grid);
      expectSolved(SHAPE6, cells, rules, grid);
    });
  }
});
