// Writes .br and .gz copies of the public site's scripts, styles, service worker and offline page after the build,
// at the highest compression levels (done once per build); the gateway sends them to browsers that accept them
// (@fastify/static's preCompressed). Run last by `npm run build:public`.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = fileURLToPath(new URL('../public-site/dist', import.meta.url));
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;

const files = (await readdir(dist, { recursive: true })).filter((name) => COMPRESSIBLE.test(name) && name !== 'index.html');
for (const name of files) {
  const source = await readFile(path.join(dist, name));
  await writeFile(
    path.join(dist, `${name}.br`),
    brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  );
  await writeFile(path.join(dist, `${name}.gz`), gzipSync(source, { level: 9 }));
}
console.info(`precompressed ${files.length} files`);
