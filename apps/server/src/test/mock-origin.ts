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
  return {
    requested,
    agent: (): MockAgent => {
      if (!agent) throw new Error('the mock agent exists inside a test only');
      return agent;
    },
  };
}
