/** Writes a .br and a .gz beside every text asset of `dir` (at least 1 KB, when smaller). */
export function precompressAssets(dir: string): {
  files: number;
  bytes: number;
  brBytes: number;
  gzBytes: number;
};
