// Golden positions for the logical solver's techniques: each board (with the candidates a player
// would have noted, where given) has that technique as its simplest step with every technique of
// the registry (wings, uniqueness and chains included). The positions come from public puzzle
// collections (magictour top1465, kaggle, 17-clue) and from generated 12×12 puzzles at points
// along the full solver's path; the expected placements and eliminations are facts of the
// position, written as rNcM=value (1-based), values as numbers.

export interface GoldenCase {
  readonly name: string;
  readonly size: number;
  readonly values: string;
  /** Candidates of the empty cells in row-major order, space-separated; absent: the board's own. */
  readonly cands?: string;
  readonly technique: string;
  /** Unit kind of the step's first unit, where it tells the variant apart. */
  readonly kind?: string;
  readonly placements: string;
  readonly eliminations: string;
}

export const GOLDEN_9X9: readonly GoldenCase[] = [
  {
    name: 'FULL_HOUSE (board only)',
    size: 9,
    values: '.643..2.9325..9..1971.6..43..6..2.8719...74..25..83...6.....1.5..35.869..4291.3..',
    technique: 'FULL_HOUSE',
    placements: 'r1c1=8',
    eliminations: '',
  },
  {
    name: 'HIDDEN_SINGLEBOX (board only)',
    size: 9,
    values: '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..',
    technique: 'HIDDEN_SINGLE',
    kind: 'BOX',
    placements: 'r6c1=2',
    eliminations: '',
  },
  {
    name: 'HIDDEN_SINGLEROW (board only)',
    size: 9,
    values: '3.7849....4.7..8918.95..4..4..39.7.....16.......25.....749..38..9.4..5...2.6.....',
    technique: 'HIDDEN_SINGLE',
    kind: 'ROW',
    placements: 'r1c2=1',
    eliminations: '',
  },
  {
    name: 'HIDDEN_SINGLECOLUMN (board only)',
    size: 9,
    values: '3.7.4...........918.95.....4.....7.....16.......25.....7....38..9.4..5...2.6.....',
    technique: 'HIDDEN_SINGLE',
    kind: 'COLUMN',
    placements: 'r2c4=7',
    eliminations: '',
  },
  {
    name: 'NAKED_SINGLE (board only)',
    size: 9,
    values: '317849....4.7..8918.95..4..4..3987.....16.......25.....749..38..9.4..5...2.6.....',
    technique: 'NAKED_SINGLE',
    placements: 'r3c2=6',
    eliminations: '',
  },
  {
    name: 'POINTING (board only)',
    size: 9,
    values: '745.....2.2.4.1..6361.2.8...1.6..4..2.4.5..6...6....9.652378....8....6...9.....8.',
    technique: 'POINTING',
    placements: '',
    eliminations: 'r2c5=8',
  },
  {
    name: 'CLAIMING (board only)',
    size: 9,
    values: '9..51.8.35..3..2...387.2.5.7.....5.8896...31..5.8...9.3.5.7.6.....1...3.....3..85',
    technique: 'CLAIMING',
    placements: '',
    eliminations: 'r2c9=7',
  },
  {
    name: 'NAKED_PAIR (board only)',
    size: 9,
    values: '...769.848..124.7.47.5836.17..9358423.82417.6.4.87613...761.4.31.439..6.62345.91.',
    technique: 'NAKED_PAIR',
    placements: '',
    eliminations: 'r8c9=5',
  },
  {
    name: 'HIDDEN_PAIR (board only)',
    size: 9,
    values: '...9...86......5......5...1.2......47.85...9.4..36....2....3....4.69..7.67..1.4..',
    technique: 'HIDDEN_PAIR',
    placements: '',
    eliminations: 'r7c4=8 r7c5=8',
  },
  {
    name: 'NAKED_TRIPLE (board only)',
    size: 9,
    values: '..3.8.95.8...9.......7.3..123.....46..8.4..2.7....25..3.26.4......9..3..59.......',
    technique: 'NAKED_TRIPLE',
    placements: '',
    eliminations: 'r2c7=7 r3c7=8 r9c7=1 r9c7=7 r9c7=8',
  },
  {
    name: 'HIDDEN_TRIPLE (board only)',
    size: 9,
    values: '....714.24......7.2.7....3.346198257.8.7.....7....3.4...3..7.2.524..679..7..2....',
    technique: 'HIDDEN_TRIPLE',
    placements: '',
    eliminations: 'r5c3=1 r5c3=9 r5c5=6',
  },
  {
    name: 'NAKED_QUAD (with notes)',
    size: 9,
    values: '12......9.5..9.2.3........4.3.........18.........246......67.5...2.41.7.9........',
    cands:
      '34678 34567 3578 3568 57 68 4678 4678 1467 68 168 3678 6789 36789 123567 13578 23568 57 168 245678 456789 1567 157 569 148 249 12578 24567 4679 357 3569 34 2349 257 578 789 5789 1357 39 1578 348 148 348 239 13489 128 35 68 359 39 68 1467 34567 235 358 2358 134 234 126',
    technique: 'NAKED_QUAD',
    placements: '',
    eliminations: 'r4c7=4 r4c9=2 r5c9=2',
  },
  {
    name: 'X_WINGROW (board only)',
    size: 9,
    values: '9..7..3...5..2..17..7.....93..6..7...6..5..3...2..8..61..4..6...4..6..8...6..3..4',
    technique: 'X_WING',
    kind: 'ROW',
    placements: '',
    eliminations: 'r6c1=7 r7c6=7 r9c1=7',
  },
  {
    name: 'X_WINGCOLUMN (board only)',
    size: 9,
    values: '6..9..4...4..5..3...8..6..55..7..3...7..2.56...2..5..41..6....3....3..8...6..2..1',
    technique: 'X_WING',
    kind: 'COLUMN',
    placements: '',
    eliminations: 'r1c2=3 r5c1=3 r5c4=3',
  },
  {
    name: 'SWORDFISHROW (board only)',
    size: 9,
    values: '...3..5...5..1..3...7..4..12.....4...6..9......1..6..28..7..2..79..8..5...5..9..7',
    technique: 'SWORDFISH',
    kind: 'ROW',
    placements: '',
    eliminations: 'r1c3=2 r1c6=2 r3c4=2 r9c4=2',
  },
  {
    name: 'SWORDFISHCOLUMN (with notes)',
    size: 9,
    values: '.3....2..9.4.7.5.11...5.3.....4.5.........7.96..73...5.9....6...8...2...4..1.7..3',
    cands:
      '578 5678 689 14689 14689 46789 4678 26 2368 368 68 267 2678 2689 4689 46789 4678 2378 127 23789 12689 18 12368 268 2358 1245 2358 68 1268 168 123468 124 289 189 148 1248 2357 12357 358 48 348 124578 2478 357 13567 3569 469 149 1457 47 256 256 689 89 258',
    technique: 'SWORDFISH',
    kind: 'COLUMN',
    placements: '',
    eliminations: 'r4c2=2 r4c3=2 r4c8=2 r5c2=2 r5c3=2 r5c8=2 r7c3=2 r7c8=2',
  },
];

export const GOLDEN_12X12: readonly GoldenCase[] = [
  {
    name: 'FULL_HOUSE',
    size: 12,
    values:
      '...3.C.....A5........C..C.....3..265AC.5..867914...7CA95...6..9..7..CA5.BA.C.....8.9.6....CBA..1....2.A8..3C...26.BC94A7.96B4.7A51C374CA.3..86B.',
    cands:
      '124689 1278B 12478B 15789B 12456 12479 14B 7B 4789 1278B 12478AB 14689 1789AB 12469B 1246 12479 134B 4789 8B 178B 1478AB 1489 1789AB 149B 1479 14B 23B 3B 2B 12348 1238B 12348B 23B 3B 28 2368 238B 68 13B 124 1234 8B 123457 1357 1456 1456 1347 246 247 23489 234578 489 3579 459 57 247 149 157 1457 149 14569 46B 57B 138 1358 1358 8 8 28 159 125 129 2',
    technique: 'FULL_HOUSE',
    placements: 'r12c12=2',
    eliminations: '',
  },
  {
    name: 'HIDDEN_SINGLEBOX',
    size: 12,
    values:
      '...3.C.....A5........C........3..265AC....867.14...7.A9....6..9..7..C.5.BA.C.....8...6.....BA..1....2..8..3....26.BC...7.96.4....1..7....3..8.B.',
    cands:
      '124689 12478B 12478B 15789B 124567 124579 149B 479B 4789 12478B 12478AB 14689AB 1789AB 124689B 12467A 12479A 1349B 4789 389B 1489C 1478B 1478ABC 1489AB 1789AB 1489B 1479A 149B 235B 5B 35B 25B 39B 12348 123458B 123458B 135BC 12345 23B 3B 28 123468 12348B 1468B 13B 124 1234 3AB 238B 123457 13579 14569 14567 134579 24569 2479 29 23489 234578 4589 3579C 459 457C 4579 2479C 149 1457 1457 1459 14569 14567AC 4569B 45679B 9BC 1348 13458 13458A 1589 3459 3459A 49A 38C 58AB 258 257A 257A 235 2AC 23C 145 145AC 145A 159A 125A 1259A 4569A 29C',
    technique: 'HIDDEN_SINGLE',
    kind: 'BOX',
    placements: 'r5c5=12',
    eliminations: '',
  },
  {
    name: 'HIDDEN_SINGLEROW',
    size: 12,
    values:
      '...3.C.....A5........C..C.....3..265AC....867914...7CA9....6..9..7..CA5.BA.C.....8...6....CBA..1....2.A8..3C...26.BC..A7.96B4.7A.1C.7.CA.3..86B.',
    cands:
      '124689 12478B 12478B 15789B 12456 124579 149B 47B 4789 12478B 12478AB 14689 1789AB 124689B 1246 12479 1349B 4789 389B 1478B 1478AB 1489 1789AB 1489B 1479 149B 235B 5 35B 25B 12348 123458B 123458B 12345 23B 3B 28 123468 12348B 1468 13B 124 1234 238B 123457 13579 14569 1456 134579 24569 2479 29 23489 234578 4589 3579 459 457 2479 149 1457 1457 1459 14569 4569B 457B 1348 13458 13458 1589 3459 345 38 258 235 23 145 159 125 1259 29',
    technique: 'HIDDEN_SINGLE',
    kind: 'ROW',
    placements: 'r12c2=4',
    eliminations: '',
  },
  {
    name: 'HIDDEN_SINGLECOLUMN',
    size: 12,
    values:
      '6..3.C.....A5.......3C..C.....3..265AC253B867914...7CA95.3.6..96.7..CA5.BA.C...3.8.92638..CBA..1....2.A8..3C...268BC94A7896B427A51C374CA.3..86B2',
    cands:
      '1278B 1478B 15789B 1245 12479 14B 7B 4789 1278B 1478AB 149 1789AB 1469 1246 12479 4789 8B 178B 1478AB 149 1789AB 149 1479 14B 14 18B 148B 2B 28 3 38B 1 124 124 8B 1457 157 1456 1456 246 247 579 459 57 47 149 157 1457 149 14569 46B 57B 13 135 15 159 15 19',
    technique: 'HIDDEN_SINGLE',
    kind: 'COLUMN',
    placements: 'r9c1=9',
    eliminations: '',
  },
  {
    name: 'NAKED_SINGLE',
    size: 12,
    values:
      '...3.C.....A5........C..C.....3..265AC....867914...7CA9....6..9..7..CA5.BA.C.....8...6....CBA..1....2.A8..3C...26.BC..A7.96B4.7A.1C.74CA.3..86B.',
    cands:
      '124689 1278B 12478B 15789B 12456 124579 149B 47B 4789 1278B 12478AB 14689 1789AB 124689B 1246 12479 1349B 4789 389B 178B 1478AB 1489 1789AB 1489B 1479 149B 235B 5 35B 25B 12348 12358B 123458B 12345 23B 3B 28 123468 1238B 1468 13B 124 1234 238B 123457 13579 14569 1456 134579 24569 2479 29 23489 234578 4589 3579 459 457 2479 149 157 1457 1459 14569 4569B 457B 138 1358 1358 1589 3459 345 38 258 235 23 159 125 1259 29',
    technique: 'NAKED_SINGLE',
    placements: 'r4c4=5',
    eliminations: '',
  },
  {
    name: 'POINTING',
    size: 12,
    values:
      '...3.C.....A5........C..C.....3..265AC.5..867914...7CA95...6..9..7..CA5.BA.C.....8...6....CBA..1....2.A8..3C...26.BC..A7.96B4.7A.1C.74CA.3..86B.',
    cands:
      '124689 1278B 12478B 15789B 12456 12479 149B 47B 4789 1278B 12478AB 14689 1789AB 124689B 1246 12479 1349B 4789 389B 178B 1478AB 1489 1789AB 1489B 1479 149B 23B 3B 2B 12348 1238B 12348B 23B 3B 28 2368 238B 68 13B 124 1234 238B 123457 13579 14569 1456 13479 24569 2479 29 23489 234578 489 3579 459 457 2479 149 157 1457 149 14569 4569B 457B 138 1358 1358 1589 3459 345 38 258 235 23 159 125 129 29',
    technique: 'POINTING',
    placements: '',
    eliminations: 'r10c6=1',
  },
  {
    name: 'CLAIMING',
    size: 12,
    values:
      'B79.4.86....34AC.7..2968.1...39.B..713C48..967B5.9..6B47C13AA67B15C348927.3A216.5..9.2497.B..3.6.8.1943.7......7.9...6..9.13.67.8.5.45.638..9A7.',
    cands:
      '25 2AC 13A 5C 1AC 13C 5B 15 1B 2568 2568 258 5AC 2AC 45C 4AC 2A 2A 258 258 258 BC 8C 4BC 48C 5C AC 58AC 1A 18AC 56C 56B 5AC 2BC 2AC BC 28C ABC 28B 5ABC 125A 124ABC 13 124C 134BC ABC ABC 24ABC 24BC 4BC 2B 12 12BC 1BC',
    technique: 'CLAIMING',
    placements: '',
    eliminations: 'r3c5=5',
  },
  {
    name: 'NAKED_PAIR',
    size: 12,
    values:
      '74.CA.6..5...A...8..467C....4.7C.....9..17...2.4A17B8432C965...49..5718.8..1.C4....3..4...9......7A63..8.......9635.....365AC28...B.48C7B9A15326',
    cands:
      '12389B 1B 39B 12389B 139 1289B 159B 139B 35 25 12B 39B 12569B 235B 123689B 2358 15B 12389AB 8AB 139A 1289AB 56C 68 58 BC 6AB 3AB 3A 26C 23C 236 6AB BC AB 25B 29B 257 6AB 269AB 7AB 59A 25BC 235BC 235 257 156AB 6AB 1268AB 78ABC 15AC 1278AB 259BC 15B 12B 129B 4BC 1459C 129B 12B 2B 12B 47 8A 478AC 4AC 78A 47 19 47 179',
    technique: 'NAKED_PAIR',
    placements: '',
    eliminations: 'r11c12=7',
  },
  {
    name: 'HIDDEN_PAIR',
    size: 12,
    values:
      '2....5..B...A..1C..72.....B.4.28..1.8.1..C.95.3B.C..825B4...B.5.3...92C8.....7..8BA.7...1.8...2.4....3.2....6B7928A31C..182374C5A9B6C5A4.1.67382',
    cands:
      '3679 34689C 678C 69A 1369 1A 4678A 4679 3479AC 369 34689 69B 369B 4568 4569 3459 359 3679 567C 69A 36C 67A 379AC 2467A 267A 6A 47 67A 39 369 67A 167A 67 17A 467A 67A 6A 147 14 359 12369 369C 256C 569 469 4C 13459C 369A 369C 56ABC 69AB 4AC 36C 456 3459C 169A 689C 568ABC 569AB 69B 6C 1567 5679 1579C 45 45 9B 9B',
    technique: 'HIDDEN_PAIR',
    placements: '',
    eliminations: 'r5c3=6',
  },
  {
    name: 'NAKED_TRIPLE',
    size: 12,
    values:
      '....87.B5.A.A.B5C612874.817.54.A2...7.5.4321CA.8.A.3.8C.74.....8.9A.6.3.5837A2.41...14A.95.C3.87..9C.18.4.5A.56A.C7.B8.4.7...B4.A5C6.B...A5.9.7.',
    cands:
      '2469C 2369C 24C 2469 39 1369 139 39 39 69 39 369BC 69B 39BC 69 69B 9B 9B 12 6B 56 12 59B 24BC 2C 124C 7B 57 1B 125B 6B 69BC 69B 9BC 26B 6B 26B 26B 26 37 37 26B 239 123 39 12 239 28 129 123 389 24C 248C 124 126 68 13 123',
    technique: 'NAKED_TRIPLE',
    placements: '',
    eliminations: 'r6c1=11',
  },
  {
    name: 'HIDDEN_TRIPLE',
    size: 12,
    values:
      '......5....9.5....84.1.....6..C.825.2.95341BAC6.6.B.C.A84..5C4....65B.1.36..5C792.8..2C.83B6157A8B57A142C.9.....762A58BC..82B59C...15C6B48319...',
    cands:
      '147AB 1378A 12347 1348C 126 2AB 37 367 346AB 34AC 79AB 237 39C 269 29AB 367 3AC 36B 1479AB 1379A 1347 19 9AB 37 34B 78 78 137 13 279 379 23 37A 38A 29 279 379 2378 1A 1A 4B 4B 49 49 36 36 149 139 134 1349 7A 7A 36 346 34 7A 2A 27',
    technique: 'HIDDEN_TRIPLE',
    placements: '',
    eliminations: 'r6c12=3',
  },
  {
    name: 'NAKED_QUAD',
    size: 12,
    values:
      '.3.654....B..47B...9.2.55C.2..B.......C.3.71..2.....6....9.A3.B...A.C6.7B.54...A9.....3C.....B8..9..2...6..C.7631.......9B.8A3.C.5.6.51AB697...3',
    cands:
      '18A 89A 128C 28 178A 178AC 189 18A 8C 18AC 36 138A 136AC 89A 78 178A 36 1348A 1348A 13469A 1489 6A 6A 59 589B 458B 48 48B 2478 128 24 157 258BC 258C 258B 1358B 135 128 159 49 2589 2458 15 1268 78C 178C 1368C 137 137 12 267A 126A 49 1579 1456 456 12457A 124 78A 8A 17 1578B 13458 3458B 1347A 13457A 24C 258 2458 2458 24AB AC 49AC 249B 24 24 17 17 24C 248 48C 4C',
    technique: 'NAKED_QUAD',
    placements: '',
    eliminations: 'r2c11=1 r2c11=3 r3c11=1 r3c11=3 r9c11=1 r9c11=3 r9c11=5 r9c11=7',
  },
  {
    name: 'HIDDEN_QUAD',
    size: 12,
    values:
      '..C.....4.59.574.9.8..6.....BA45C78.9.5...21.AC6CB..5...8..2..6..C.....57.45.2...9B...A..759.C1.1........57.5.BA.3..96.76....5..13.B.7..6..B58.C',
    cands:
      '38AB 138A 138B 1237 16 1367 2367 2B 3B 123C 13C 3A 2B 13A 23 12369 1239 12369 13 348 378 3478 8B 7B 13 137 46 3679A 367A 14 39 2348A 1238A 12378 3789 3789B 37 7B 14 39 368C 138AC 1368AC 36AC 36A 38A 238B 2368 2368B 348 236 348 23689C 2389 23689C 348AC 8B 368ABC 346AC 236A 348A 1248C 1248C 18C 24C 24 2489C 289 289C 24789AC 789AC 247AC 24A 234 1239 1239 14 19A 2A',
    technique: 'HIDDEN_QUAD',
    placements: '',
    eliminations: 'r6c1=3 r6c1=8 r6c2=3 r6c2=8 r6c4=3 r6c4=7 r6c4=8',
  },
  {
    name: 'X_WINGROW',
    size: 12,
    values:
      '.A.3B9....16.796..1.A.4B.1B....6953.9C3A1...6.B2B.71A...3..96...9B...1A..3..62BA197.7.62..91B..AAB19C..52683382B....7A91C9A5712B.36.1647...95B2C',
    cands:
      '2458 58C 4578C 478C 8C 27C 258 25 358C 38C 2C 248 48C 24 478AC 478AC 78 4578 4578 478 478 245 468C 468C 248C 48C 5C 245 58 48 347C 2347C 4C 457 458 58C 48C 45 45 38 38 4C 5C 47 47 45 456C 456C 4C 48 48 38 38A 38A',
    technique: 'X_WING',
    kind: 'ROW',
    placements: '',
    eliminations: 'r6c2=5',
  },
  {
    name: 'X_WINGCOLUMN',
    size: 12,
    values:
      '......5..2...5..27.1B9..1.2..3.B.5...B...2...4595A.C...82...2...3.B5..6....3A.7658.2....5.296..C6.528..39..A..95...2..1.72.6B..4.C95BC1895A7.62.',
    cands:
      '3489C 346789 3478BC 479B 46C 689AC AC 1347 8C 13467 348AC 348AC 4A 68C 8AC 346 46789 479A 46C 689C 47 8AC 467 38 368 17 17 6C AC 8AC 46 17 469 469 37B 37B 137B 14789 478 1479 4AC 178AC 7A 178 49C 149 4BC 14B 4B 48A 1478 478AB 147AB 14B 137B 347B 147 14BC 14C 17B 47B 34A 34 6C 68C 368C 78A 7AB 78B 3A 18 138 8A 34 34',
    technique: 'X_WING',
    kind: 'COLUMN',
    placements: '',
    eliminations: 'r5c12=3',
  },
  {
    name: 'SWORDFISHROW',
    size: 12,
    values:
      '25.C986.A31B.3A8.CB15926B916A5328C74.82.59CA16B3AC35B1867249169B.2..CA859......C61588.C.165..79.516...98.4C.64B187A9253C3A52C41B9867C78963254BA1',
    cands: '47 47 47 47 47 47 347 47 347 2B 47 3A 23 AB 47 2B 34A 34 3B 2A 37A 237 AB 3B 2A',
    technique: 'SWORDFISH',
    kind: 'ROW',
    placements: '',
    eliminations: 'r6c5=7',
  },
  {
    name: 'SWORDFISHCOLUMN',
    size: 12,
    values:
      '3..8.B41..2......C.5.3...A5.396..17.794A.68.25318.B5....A..96.C3.A5974B8.6A.....3..4.389....C..2..7C5.9.1..AA.3B..C.9217...7..2..8....2691......',
    cands:
      '7C 69 7A 56 9A 56C 129 7B 169 124 28 7A 48 9A 6B BC 24 28 48 BC BC BC 12 1247 2347 137 2347 6C 6C 12 12 125B 12 1278BC 278 17B 278BC 79B 589 145B 1467AB 47 17AB 467AB 67B 56 24B 4B 2348 23468B 6B 68 458 468 458 468 19 45C 19 4AB 345 34AB 56B 46C 356 4C 58 37B 378B 5B AC 4AC 35',
    technique: 'SWORDFISH',
    kind: 'COLUMN',
    placements: '',
    eliminations: 'r11c11=6',
  },
  {
    name: 'JELLYFISHROW',
    size: 12,
    values:
      '53.........C2AC..4.57..916..BC...5..9CB213674A8538..C..B....71....283.CB.413..AC5....78C...6.......5.B.1C7.44BA...C3.25.85.1A.B.9C.6C..65...A.B.',
    cands:
      '479 789B 26789 168 1789 29A 1268B 1468B 1246A 8B 368 138 1368B 136 479 789 3789 29A 28 234A 238A 56 4A 59A 45 126 169 12679 127 56 4A 49 59A 69 6B 279 279 689B 269 28 AB 249 259 45 12B 139B 1239A 123A 6A 29 29 38 38 6A 79 6789 168 18 178 237 27 24 347 29 37 18 1789 249 1348 1378',
    technique: 'JELLYFISH',
    kind: 'ROW',
    placements: '',
    eliminations: 'r1c5=9 r10c5=9',
  },
  {
    name: 'JELLYFISHCOLUMN',
    size: 12,
    values:
      '.....6.8B..A.......78.656..8B....C.71....7.49B3C.9.....C58.68.....9...A2.3.5.2.AC69B26CB73.9A.8.A819..6....39461.5..37C8CAB39876.25.5782..C36AB9',
    cands:
      '347 125C 234579 47C 12345C 12345 39 12 34B 12BC 2349A 4AC 1234AC 149AC 1234A 39 125 39A 9A 3A 125 124 124 25 25A 6A 2568A 258A 347B 2347A 47A 123A 1AB 123AB 147 5BC 3457 467C 1356 1B 15B 147 14 47 47 18 18 45 145 14 45C 4BC 5B 27 45 27 2A 2AB 2B 14 14 14 14',
    technique: 'JELLYFISH',
    kind: 'COLUMN',
    placements: '',
    eliminations: 'r3c2=1 r3c11=1 r6c5=1 r6c6=1',
  },
];
