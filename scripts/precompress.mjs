// Compresses the built web assets once, at build time: a .br (brotli, best quality) and a .gz
// (gzip, level 9) beside each text asset, so the server sends them as they are
// (@fastify/static `preCompressed`) and never compresses a static file per request.
// A sibling is written only when it is smaller than the file; images and fonts are skipped.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT_ASSET = /\.(?:m?js|css|svg|json|html|txt|xml|map)$/;
/** As the server's per-request threshold: smaller files gain nothing worth a lookup. */
const MIN_BYTES = 1024;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(file);
    else if (entry.isFile()) yield file;
  }
}

/** Returns { files, bytes, brBytes, gzBytes } for the assets it compressed. */
export function precompressAssets(dir) {
  const totals = { files: 0, bytes: 0, brBytes: 0, gzBytes: 0 };
  for (const file of walk(dir)) {
    if (!TEXT_ASSET.test(file) || statSync(file).size < MIN_BYTES) continue;
    const data = readFileSync(file);
    const br = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    const gz = gzipSync(data, { level: 9 });
    totals.files += 1;
    totals.bytes += data.length;
    if (br.length < data.length) {
      writeFileSync(`${file}.br`, br);
      totals.brBytes += br.length;
    }
    if (gz.length < data.length) {
      writeFileSync(`${file}.gz`, gz);
      totals.gzBytes += gz.length;
    }
  }
  return totals;
}
