import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Formats worth compressing; fonts and images (woff2, png, jpg, webp) are compressed already. */
export const TEXT_ASSET = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml|map)$/;

export type Precompressed = { file: string; raw: number; gzip: number | null; br: number | null };

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Writes `file.br` and `file.gz` when they come out smaller; otherwise removes a stale one. */
async function writeSibling(file: string, raw: Buffer, packed: Buffer): Promise<number | null> {
  if (packed.length >= raw.length) {
    await rm(file, { force: true });
    return null;
  }
  await writeFile(file, packed);
  return packed.length;
}

/**
 * Compresses every text asset of a built web app once, at the highest levels (brotli 11, gzip 9): the server then
 * sends these bytes as they are, so the build pays the CPU once instead of every request.
 */
export async function precompressDir(dir: string): Promise<Precompressed[]> {
  const files = (await listFiles(dir)).filter((file) => TEXT_ASSET.test(file));
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(file);
      const [brBytes, gzBytes] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gz(raw, { level: 9 }),
      ]);
      return {
        file,
        raw: raw.length,
        br: await writeSibling(`${file}.br`, raw, brBytes),
        gzip: await writeSibling(`${file}.gz`, raw, gzBytes),
      };
    }),
  );
}

/** After `vite build` has written everything (public files included), precompress the output directory. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'dasibom:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const results = await precompressDir(outDir);
      const total = (pick: (r: Precompressed) => number | null) =>
        results.reduce((sum, r) => sum + (pick(r) ?? r.raw), 0);
      this.info(
        `precompressed ${results.length} text assets: ${total((r) => r.raw)} B raw, ` +
          `${total((r) => r.gzip)} B gzip, ${total((r) => r.br)} B brotli`,
      );
    },
  };
}
