import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers (SECURITY.md): a strict CSP with no inline script, frames only from youtube-nocookie, images
 * from ourselves (and the S3 public host when configured); a referrer policy that YouTube embeds accept
 * (STACK-NOTES trap 13); HSTS only in production.
 */
export async function registerSecurity(app: FastifyInstance) {
  const { config } = app.deps;
  const imageHosts = config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...imageHosts],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.youtube-nocookie.com'],
        mediaSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  });
  // Same origin by default; an allow-list only when the web app is hosted elsewhere.
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    // @fastify/cors allows only GET, HEAD and POST by default; the API also changes data with PUT, PATCH, DELETE.
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // A web app on another origin reads the request id (its error reports) and when to retry.
    exposedHeaders: ['x-request-id', 'retry-after'],
    credentials: true,
  });
}
