import type { StandInHandler } from '../sources/probe-types.ts';

/** A fetch answered by a stand-in's handler, as its local server would answer, without a port; keeps every URL. */
export function handlerFetch(handler: StandInHandler) {
  const requests: URL[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const url = new URL(String(input));
    requests.push(url);
    const answer = handler(url);
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'content-type': answer.contentType },
    });
  };
  return { fetch, requests };
}
