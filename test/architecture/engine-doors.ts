/** The engine's doors (docs/engine.md): the domain, the codec, the kernels, the CLI's line path, teaching (games' reviews, practice). */
export const ENGINE_DOORS: readonly string[] = [
  'src/engine/index.ts',
  'src/engine/codec.ts',
  'src/engine/kernel.ts',
  'src/engine/lines.ts',
  'src/engine/review.ts',
];
