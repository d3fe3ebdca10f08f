// The engine's line door: the CLI's path through files of boards, one line at a time, without an
// object per board (docs/engine.md, "The line path"). Tracked like the other doors (index.ts).
export { solvePlainLine, solvePlainLines, type PlainLines, type PlainLineStatus } from './search/wasm/plain-lines.js';
export { scanBoard, shapeOfCount, symbolCodes, type Scan } from './formats/text.js';
