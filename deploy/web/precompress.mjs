// Writes .br and .gz beside every text asset of a built folder, so the web server sends them
// without compressing on each request (Caddy's `precompressed br gzip`).
// Usage: node deploy/web/precompress.mjs <dir>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(js|mjs|css|html|json|svg|map|txt|wasm)$/;
const MIN_BYTES = 1024;
const dir = process.argv[2];
if (!dir) throw new Error('usage: precompress.mjs <dir>');
let files = 0;
let before = 0;
let after = 0;
const walk = (folder) => {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    const stat = statSync(path);
    if (stat.isDirectory()) walk(path);
    else if (TEXT.test(name) && stat.size >= MIN_BYTES) {
      const data = readFileSync(path);
      const br = brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      });
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      files += 1;
      before += data.length;
      after += br.length;
    }
  }
};
walk(dir);
console.log(`precompressed ${files} files: ${before} bytes, ${after} as brotli`);
