// Golden positions for aligned pair/triplet exclusion and the bidirectional cycles: points along the
// solver's path through magictour top1465 puzzles (numbered from 1) and through generated 12×12
// (3×4 boxes) and 8×8 (2×4 boxes) puzzles, with the candidates left at that point. Each technique
// is the simplest step of its position; the eliminations are facts of the position (the test checks
// them against the board's one solution). Ratings: Sudoku Explainer's cycle base plus the loop's
// length difficulty.

export interface CycleGoldenCase {
  readonly name: string;
  readonly size: number;
  readonly boxRows: number;
  readonly values: string;
  /** Candidates of the empty cells in row-major order, space-separated. */
  readonly cands: string;
  readonly technique: string;
  readonly rating?: number;
  readonly eliminations: string;
}

export const CYCLE_GOLDEN: readonly CycleGoldenCase[] = [
  {
    name: 'ALIGNED_PAIR_EXCLUSION (top1465 #46, step 50)',
    size: 9,
    boxRows: 3,
    values: '6..1..28..532..197..17..64..1.8...6..9.5..73...24...5....67.319....2157.1......26',
    cands:
      '47 79 3459 359 35 48 468 468 29 28 3589 3589 35 357 45 39 2379 49 24 48 468 16 26 124 37 36 1369 3679 89 18 25 28 458 48 39 46 468 39 48 37 79 39 458 458 48',
    technique: 'ALIGNED_PAIR_EXCLUSION',
    eliminations: 'r6c5=3',
  },
  {
    name: 'ALIGNED_TRIPLET_EXCLUSION (top1465 #7, step 30)',
    size: 9,
    boxRows: 3,
    values: '.4..1.2.......9.7..1..........43.6..8......5....28....7.5..8......6..39.9........',
    cands:
      '356 79 3578 36 368 35689 2356 2568 268 35 2456 145 1356 2356 79 3578 24567 2346 589 3468 345689 125 2579 12 57 128 2789 27 23 19 69 16 47 234 1456 5679 1346 57 179 13 1379 236 139 249 14 1246 1246 124 28 1248 57 124 57 236 1246 1357 2457 1234 1578 12468 125678',
    technique: 'ALIGNED_TRIPLET_EXCLUSION',
    eliminations: 'r4c2=7',
  },
  {
    name: 'ALIGNED_TRIPLET_EXCLUSION (top1465 #21, step 38)',
    size: 9,
    boxRows: 3,
    values: '...723.41.7..16....1.5.....2.7..1.8....3..7..4.9....1...56..1.38.3195.......3.5.8',
    cands:
      '569 5689 68 69 39 24 489 89 235 25 369 24 48 489 2689 2367 267 356 49 56 346 4569 156 568 168 456 2489 256 49 3568 28 567 278 236 256 79 249 478 2478 29 26 246 267 2467 1679 2469 16 24 47 69',
    technique: 'ALIGNED_TRIPLET_EXCLUSION',
    eliminations: 'r5c6=8',
  },
  {
    name: 'X_CYCLE (top1465 #62, step 34, rated 6.5)',
    size: 9,
    boxRows: 3,
    values: '.5.128.744..3.....2..4......1.7.4.8.9.....4...4....7...34....19....4.2......5.64.',
    cands:
      '36 369 39 789 1789 679 5679 158 256 2568 789 13789 679 5679 1358 3569 3568 56 2356 369 359 2356 2678 35678 2568 138 26 2356 1356 358 23568 256 138 69 2569 12356 568 26 678 267 58 17 69 589 689 13 35 3578 17 29 289 89 13 37',
    technique: 'X_CYCLE',
    rating: 6.5,
    eliminations: 'r3c5=9',
  },
  {
    name: 'Y_CYCLE (top1465 #52, step 47, rated 6.6)',
    size: 9,
    boxRows: 3,
    values: '....3..715.7412...1.376....2..6..4.7.38.7....7.........7..8..1.6..5.72........7..',
    cands:
      '489 2469 2469 89 589 568 689 3689 3689 3689 89 589 589 24 24 159 159 59 38 38 49 29 14 16 25 256 456 46 138 25 1348 1389 29 2389 34 245 23 69 69 45 1489 149 49 3489 389 38 24589 2459 1239 249 1369 4569 4689',
    technique: 'Y_CYCLE',
    rating: 6.6,
    eliminations: 'r1c1=4 r9c4=2',
  },
  {
    name: 'BIDIRECTIONAL_CYCLE (top1465 #2, step 42, rated 7.0)',
    size: 9,
    boxRows: 3,
    values: '7.8...3.....2.1..85.........4...3.263...8.......1...93.9.6....4.8..7.5...........',
    cands:
      '126 59 4569 4569 146 125 49 36 469 3456 67 57 1236 1246 78 346 78 269 146 129 189 179 57 59 18 126 1269 49 2469 14 57 57 268 57 256 246 2467 48 12 357 125 58 27 38 1246 12346 349 249 136 129 1246 57 123456 3489 124 24589 269 1368 1279',
    technique: 'BIDIRECTIONAL_CYCLE',
    rating: 7,
    eliminations: 'r1c6=9',
  },
  {
    name: 'BIDIRECTIONAL_CYCLE (top1465 #69, step 49, rated 7.0)',
    size: 9,
    boxRows: 3,
    values: '3..8412...5.2..619....5.4385..7...8..4..6...1.......2.2..3.........9.1....7......',
    cands:
      '69 69 57 57 48 48 37 37 17 127 12 69 69 1269 1269 123 249 39 46 78 238 59 23 37 59 179 13679 1369 19 18 34589 357 46 189 1459 17 68 89 46 57 46 38 35 45 278 67 23 169 1389 146 128 58 589 469 23',
    technique: 'BIDIRECTIONAL_CYCLE',
    rating: 7,
    eliminations: 'r9c8=6',
  },
  {
    name: 'X_CYCLE (generated 12×12, step 27, rated 6.6)',
    size: 12,
    boxRows: 3,
    values:
      '64C2..A537818..B........9A1573..B..61..3.59.2B6...2..1B389..B9.....CA.13....5.1..3B.4..1.67..2...2......1.5..1.8.C2....B2B.C........3.6A.8...1C2',
    cands:
      '9B 9B 37 37 1246C 24 46C 1246 459C 45AC 249A 459A 48C 248 4C 24 8C 78A 48A 478A 47C 57AC 6C 467 46A 47 457C 578 467 2468 247 468 45 7AC 68C 78A 679 249A 249A 4679C 479A 35 35B 389ABC 89AB 9C 9A 89A 7AC 3B 679 3489ABC 49AB 348C 489AB 468AC 4789A 57 49 3469A 4679A 45679 456A 3479A 49 13469A 479A 3456 14679A 45679 4568A 3479A 45789A 57 49B 45 479B 4579',
    technique: 'X_CYCLE',
    rating: 6.6,
    eliminations: 'r10c10=5',
  },
  {
    name: 'Y_CYCLE (generated 8×8, step 17, rated 6.6)',
    size: 8,
    boxRows: 2,
    values: '58.261..4...8.2523...68.7.8....21...28..82..45..3528...661473258',
    cands: '37 347 347 67 1367 136 37 15 145 157 147 46 1456 15 34 134 467 567 3456 367 37 367 36 1367 137 17 47 147',
    technique: 'Y_CYCLE',
    rating: 6.6,
    eliminations: 'r2c3=7 r4c4=4 r4c7=4 r5c2=6',
  },
  {
    name: 'BIDIRECTIONAL_CYCLE (generated 8×8, step 17, rated 7.0)',
    size: 8,
    boxRows: 2,
    values: '3.51.62424.61.3.5..26..1.....2..8..4........4182.36.2.1.1..8.7..',
    cands: '78 78 78 58 578 78 378 34 47 46 16 14 37 3578 57 3578 12 12 357 35 567 3567 67 56 37 357 47 57 458 58 25 24 35 456 356',
    technique: 'BIDIRECTIONAL_CYCLE',
    rating: 7,
    eliminations: 'r4c8=5 r5c8=5 r8c8=5',
  },
];
