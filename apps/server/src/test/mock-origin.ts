import { type Dispatcher, getGlobalDispatcher, MockAgent, setGlobalDispatcher } from 'undici';
import { afterEach, beforeEach } from 'vitest';

/**
 * Registers hooks that route every `fetch` of a test through a fresh undici MockAgent with the network off.
 * `requested` is emptied before each test; after it, `checkRequest` runs on every URL the replies recorded and no
 * interceptor may be left unused.
 */
export function useMockAgent(checkRequest: (url: URL) => void = () => undefined) {
  let agent: MockAgent | undefined;
  let previous: Dispatcher | undefined;
  const requested: URL[] = [];
  beforeEach(() => {
    previous = getGlobalDispatcher();
    agent = new MockAgent();
    agent.disableNetConnect();
    setGlobalDispatcher(agent);
    requested.length = 0;
  });
  afterEach(async () => {
    try {
      for (const url of requested) checkRequest(url);
      agent?.assertNoPendingInterceptors();
    } finally {
      if (previous) setGlobalDispatcher(previous);
      await agent?.close();
    }
  });
  const current = (): MockAgent => {
    if (!agent) throw new Error('the mock agent exists inside a test only');
    return agent;
  };
  /** Answers GET requests to `origin` that `matches` accepts with `body`, recording each URL asked. */
  const reply = (origin: string, matches: (url: URL) => boolean, body: string, init: MockReply = {}) => {
    current()
      .get(origin)
      .intercept({ method: 'GET', path: (path) => matches(new URL(path, origin)) })
      .reply((request) => {
        // The matcher may run more than once per request; the reply runs once.
        requested.push(new URL(request.path, origin));
        const contentType = init.contentType ?? 'application/json;charset=UTF-8';
        return {
          statusCode: init.status ?? 200,
          data: body,
          responseOptions: { headers: { 'content-type': contentType, ...init.headers } },
        };
      })
      .times(init.times ?? 1);
  };
  return { requested, agent: current, reply };
}

export type MockReply = {
  status?: number;
  contentType?: string;
  headers?: Record<string, string>;
  times?: number;
};
