import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text worth compressing on the fly. Unlike the plugin's default this leaves out `application/octet-stream`, which
 * is as likely to be compressed already; images (uploads under /files, fonts) are not compressible in mime-db.
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|javascript(?:;|$)/;

/**
 * Brotli or gzip for dynamic responses (JSON lists, /docs), chosen by Accept-Encoding. Brotli at quality 4: most of
 * the gain of 11 for a small part of the CPU, paid on every request. Answers under 1 KB gain less than a packet and
 * go out plain. Built web assets arrive precompressed (Content-Encoding already set) and are left alone.
 * Registered before every route: the plugin attaches itself to routes as they are added.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Compressed request bodies are not part of the API, and inflating them would let a small upload expand
    // past the body and multipart limits' intent.
    globalDecompression: false,
  });
}
