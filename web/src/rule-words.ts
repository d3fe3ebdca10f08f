// Variants and rules in the page's words: each variant's name and its rule in one line (the legend
// and the variant chooser), a broken rule named as a player would name it ("the killer cage of 15
// at r1c1", "the anti-knight rule"), and how a conflict note says which rules are broken.
import { variantsOf, type Rule, type Variant } from '../../src/engine/index.js';
import { cellName, listWords } from './words.js';

/** Every variant with its name and its rule in one line, in the chooser's order. */
export const VARIANT_WORDS: Readonly<Record<Variant, { name: string; rule: string }>> = {
  KILLER: { name: 'Killer', rule: 'The digits in a dashed cage add up to its sum and never repeat in it.' },
  JIGSAW: { name: 'Jigsaw', rule: 'The thick-bordered regions take the place of the boxes: each holds every digit once.' },
  X: { name: 'Sudoku X', rule: 'Each long diagonal drawn holds every digit once.' },
  ANTI_KNIGHT: { name: 'Anti-knight', rule: "Cells a chess knight's move apart never hold the same digit." },
  ANTI_KING: { name: 'Anti-king', rule: 'Cells that touch, even diagonally, never hold the same digit.' },
  THERMO: { name: 'Thermo', rule: 'Digits rise along each thermometer, starting from its bulb.' },
  ARROW: { name: 'Arrow', rule: 'The digits along an arrow add up to the number in its circle.' },
  KROPKI: {
    name: 'Kropki',
    rule: 'A white dot joins digits one apart, a black dot a digit and its double (a number on a dot says otherwise).',
  },
  XV: { name: 'XV', rule: 'Cells joined by an X add up to 10, by a V to 5.' },
  EVEN_ODD: { name: 'Even–odd', rule: 'A grey square holds an even digit, a grey circle an odd one.' },
  GREATER_THAN: { name: 'Greater than', rule: 'Between two cells, the point of the sign faces the smaller digit.' },
  WINDOKU: { name: 'Windoku', rule: 'Each shaded window holds every digit once.' },
  EXTRA_REGIONS: { name: 'Extra regions', rule: 'No digit repeats in a shaded region.' },
  DISJOINT_GROUPS: { name: 'Disjoint groups', rule: 'Cells in the same place of their boxes hold every digit once.' },
  NON_CONSECUTIVE: { name: 'Non-consecutive', rule: 'Cells side by side never hold consecutive digits.' },
  LITTLE_KILLER: {
    name: 'Little killer',
    rule: 'The digits along the diagonal an outside arrow points to add up to its clue; they may repeat.',
  },
  SANDWICH: {
    name: 'Sandwich',
    rule: 'An outside clue is the sum of the digits between the smallest and the largest in its row or column.',
  },
  WHISPERS: { name: 'German whispers', rule: 'Neighbours along a green line differ by at least 5.' },
  RENBAN: { name: 'Renban', rule: 'A purple line holds a run of consecutive digits, in any order.' },
  PALINDROME: { name: 'Palindrome', rule: 'A grey line reads the same from either end.' },
  QUADRUPLE: { name: 'Quadruple', rule: 'The digits in a circle appear in the four cells around it.' },
};

/** The chooser's order: the variants players ask for most first. */
export const VARIANT_ORDER = Object.keys(VARIANT_WORDS) as Variant[];

/** The legend: the variants in play, each with its rule, the rule's numbers fitted to the board. */
export function legend(rules: readonly Rule[], n: number): { variant: Variant; name: string; rule: string }[] {
  const has = (kind: Rule['kind']) => rules.some((r) => r.kind === kind);
  const negative = (of: string) => rules.some((r) => r.kind === 'NEGATIVE' && r.of === of);
  return variantsOf(rules).map((variant) => {
    const w = VARIANT_WORDS[variant];
    let rule = w.rule;
    if (variant === 'X' && rules.filter((r) => r.kind === 'DIAGONAL').length === 1)
      rule = 'The long diagonal drawn holds every digit once.';
    if (variant === 'WHISPERS') {
      const d = rules.find((r): r is Extract<Rule, { kind: 'WHISPERS' }> => r.kind === 'WHISPERS')?.difference ?? Math.ceil(n / 2);
      rule = `Neighbours along a green line differ by at least ${d}.`;
    }
    if (variant === 'SANDWICH') rule = `An outside clue is the sum of the digits between 1 and ${n} in its row or column.`;
    if (variant === 'NON_CONSECUTIVE' && has('KROPKI')) rule = 'Cells side by side never hold consecutive digits, except across a dot.';
    if (variant === 'KROPKI' && (negative('WHITE') || negative('BLACK')))
      rule += ` Every ${negative('WHITE') && negative('BLACK') ? '' : negative('WHITE') ? 'white ' : 'black '}dot is given.`;
    if (variant === 'XV' && negative('XV')) rule += ' Where no letter is drawn, the two cells add up to neither.';
    return { variant, name: w.name, rule };
  });
}

/** The variants a set of rules makes, named: "Killer and Sudoku X" ('' for a classic puzzle). */
export const variantNames = (rules: readonly Rule[]): string => listWords(variantsOf(rules).map((v) => VARIANT_WORDS[v].name));

/** A rule as a player names it, with where it is: "the killer cage of 15 at r1c1". */
export function ruleName(rule: Rule, n: number): string {
  const at = (c: number) => cellName(c, n);
  switch (rule.kind) {
    case 'DIAGONAL':
      return rule.direction === 'MAIN' ? 'the main diagonal' : 'the anti-diagonal';
    case 'JIGSAW':
      return 'a jigsaw region';
    case 'EXTRA_REGION':
      return `the shaded region at ${at(Math.min(...rule.cells))}`;
    case 'WINDOKU':
      return 'a windoku window';
    case 'DISJOINT_GROUPS':
      return 'the disjoint groups';
    case 'KILLER_CAGE':
      return `the killer cage${rule.sum === undefined ? '' : ` of ${rule.sum}`} at ${at(Math.min(...rule.cells))}`;
    case 'ANTI_KNIGHT':
      return 'the anti-knight rule';
    case 'ANTI_KING':
      return 'the anti-king rule';
    case 'NON_CONSECUTIVE':
      return 'the non-consecutive rule';
    case 'KROPKI':
      return `the ${rule.color.toLowerCase()} dot between ${at(rule.cells[0])} and ${at(rule.cells[1])}`;
    case 'XV':
      return `the ${rule.sum === 10 ? 'X' : 'V'} between ${at(rule.cells[0])} and ${at(rule.cells[1])}`;
    case 'NEGATIVE':
      return rule.of === 'XV' ? 'the rule that every X and V is given' : 'the rule that every dot is given';
    case 'PARITY':
      return `the ${rule.parity === 'EVEN' ? 'even square' : 'odd circle'} at ${at(rule.cell)}`;
    case 'GREATER_THAN':
      return `the sign between ${at(rule.greater)} and ${at(rule.lesser)}`;
    case 'THERMOMETER':
      return `the thermometer from ${at(rule.cells[0]!)}`;
    case 'ARROW':
      return `the arrow from ${at(rule.circle[0]!)}`;
    case 'LITTLE_KILLER':
      return `the little killer clue ${rule.sum}`;
    case 'SANDWICH':
      return `the sandwich clue ${rule.sum} of ${rule.line === 'ROW' ? 'row' : 'column'} ${rule.index + 1}`;
    case 'WHISPERS':
      return `the green line from ${at(rule.cells[0]!)}`;
    case 'RENBAN':
      return `the purple line from ${at(rule.cells[0]!)}`;
    case 'PALINDROME':
      return `the grey line from ${at(rule.cells[0]!)}`;
    case 'QUADRUPLE':
      return `the quadruple circle at ${at(rule.cell)}`;
  }
}

/** "Breaks the killer cage of 15 at r1c1 and the anti-knight rule." for the conflict note. */
export function brokenWords(rules: readonly Rule[], broken: readonly number[], n: number): string {
  const names = [...new Set(broken.map((i) => ruleName(rules[i]!, n)))];
  const shown = names.slice(0, 2);
  return listWords(names.length > 2 ? [...shown, `${names.length - 2} more`] : shown);
}
