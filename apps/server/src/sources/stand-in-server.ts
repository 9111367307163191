import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { notFoundAnswer, type StandInAnswer, type StandInHandler } from './probe-types.ts';
import { qnetStandIn } from './qnet/stand-in.ts';
import { saraminStandIn } from './saramin/stand-in.ts';
import { work24StandIn } from './work24/stand-in.ts';

/**
 * One local HTTP server that answers as 사람인, 고용24 and Q-Net document (docs/decisions/031): their paths do not
 * overlap, so all three base URLs can point at it. It is for development and tests only, and says so in every
 * answer's `x-stand-in` header.
 */

export type StandInSource = 'saramin' | 'work24' | 'qnet';

const ROUTES: { source: StandInSource; prefix: string; handler: StandInHandler }[] = [
  { source: 'saramin', prefix: '/job-search', handler: saraminStandIn },
  { source: 'work24', prefix: '/cm/openApi/call/hr/', handler: work24StandIn },
  { source: 'qnet', prefix: '/B490007/', handler: qnetStandIn },
];

export type StandIn = {
  url: string;
  /** Requests answered so far, per source (a sync's call budget can be checked against it). */
  requests: Record<StandInSource, number>;
  close(): Promise<void>;
};

/** The answer for one request path: the matching stand-in's, or the 404 a real host gives for an unknown path. */
export function answerStandIn(url: URL): { source: StandInSource | null; answer: StandInAnswer } {
  const route = ROUTES.find(({ prefix }) => url.pathname.startsWith(prefix));
  if (!route) return { source: null, answer: notFoundAnswer() };
  return { source: route.source, answer: route.handler(url) };
}

export async function startStandIn(options: { port?: number; host?: string } = {}): Promise<StandIn> {
  const host = options.host ?? '127.0.0.1';
  const requests: Record<StandInSource, number> = { saramin: 0, work24: 0, qnet: 0 };
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${host}`);
    let result: ReturnType<typeof answerStandIn>;
    try {
      if (request.method !== 'GET') {
        result = {
          source: null,
          answer: { status: 405, contentType: 'text/plain; charset=utf-8', body: 'Method Not Allowed' },
        };
      } else result = answerStandIn(url);
    } catch (error) {
      result = {
        source: null,
        answer: { status: 500, contentType: 'text/plain; charset=utf-8', body: String(error) },
      };
    }
    if (result.source) requests[result.source] += 1;
    response.writeHead(result.answer.status, {
      'content-type': result.answer.contentType,
      'x-stand-in': result.source ?? 'none',
    });
    response.end(result.answer.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
