import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSources, type SourceProbes } from './check-sources.ts';
import { type StandIn, startStandIn } from './stand-in-server.ts';

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn();
});
afterAll(async () => {
  await standIn.close();
});

const noKeys = {
  SARAMIN_ACCESS_KEY: undefined,
  WORK24_AUTH_KEY: undefined,
  QNET_SERVICE_KEY: undefined,
  SARAMIN_BASE_URL: 'https://oapi.saramin.co.kr',
  WORK24_BASE_URL: 'https://www.work24.go.kr',
  QNET_BASE_URL: 'https://apis.data.go.kr',
};

const atStandIn = (key: string) => ({
  SARAMIN_ACCESS_KEY: key,
  WORK24_AUTH_KEY: key,
  QNET_SERVICE_KEY: key,
  SARAMIN_BASE_URL: standIn.url,
  WORK24_BASE_URL: standIn.url,
  QNET_BASE_URL: standIn.url,
});

describe('npm run sources:check', () => {
  it('without keys names every source as not configured, asks nothing and exits 0', async () => {
    const asked: string[] = [];
    const refuse: typeof fetch = async (input) => {
      asked.push(String(input));
      throw new Error('no request expected');
    };
    const outcome = await checkSources(noKeys, { fetch: refuse });
    expect(outcome.exitCode).toBe(0);
    expect(asked).toEqual([]);
    expect(outcome.lines).toEqual([
      expect.stringMatching(/^사람인 채용공고: not configured \(set SARAMIN_ACCESS_KEY\)/),
      expect.stringMatching(/^고용24 훈련과정: not configured \(set WORK24_AUTH_KEY\)/),
      expect.stringMatching(/^Q-Net 시험일정: not configured \(set QNET_SERVICE_KEY\)/),
    ]);
  });

  it('with keys makes one bounded request per source and says OK when each answer has the documented shape', async () => {
    const before = { ...standIn.requests };
    const outcome = await checkSources(atStandIn('a-good-key-123'));
    expect(outcome.lines.filter((line) => !line.startsWith('  '))).toEqual([
      expect.stringMatching(/^사람인 채용공고: OK — /),
      expect.stringMatching(/^고용24 훈련과정: OK — /),
      expect.stringMatching(/^Q-Net 시험일정: OK — /),
    ]);
    expect(outcome.exitCode).toBe(0);
    expect(outcome.lines.join('\n')).not.toContain('a-good-key-123');
    expect(standIn.requests.saramin - before.saramin).toBe(1);
    // The list, then one course's detail (본인부담액).
    expect(standIn.requests.work24 - before.work24).toBeLessThanOrEqual(2);
    expect(standIn.requests.qnet - before.qnet).toBe(1);
  });

  it('reports a refused key as ERROR with the service’s answer in plain words, never the key, and exits 1', async () => {
    const outcome = await checkSources(atStandIn('bad-key'));
    expect(outcome.exitCode).toBe(1);
    const heads = outcome.lines.filter((line) => !line.startsWith('  '));
    expect(heads).toHaveLength(3);
    for (const line of heads) expect(line).toMatch(/: ERROR — /);
    expect(outcome.lines.join('\n')).not.toMatch(/bad-key/);
  });

  it('prints what differs and exits 1 when an answer leaves the documented shape', async () => {
    const probes: SourceProbes = {
      saramin: async () => ({ status: 'OK', summary: 'fine', details: [] }),
      work24: async () => ({
        status: 'DIFFERS',
        summary: 'the list answered, but 1 field differs',
        details: ['srchList[0].realMan: expected digits, got "12,000"'],
      }),
      qnet: async () => {
        throw new Error('connect ECONNREFUSED for serviceKey=secret-1');
      },
    };
    const outcome = await checkSources(
      { ...noKeys, SARAMIN_ACCESS_KEY: 'k', WORK24_AUTH_KEY: 'k2', QNET_SERVICE_KEY: 'secret-1' },
      { probes },
    );
    expect(outcome.exitCode).toBe(1);
    expect(outcome.lines).toEqual([
      expect.stringMatching(/^사람인 채용공고: OK — fine/),
      expect.stringMatching(/^고용24 훈련과정: DIFFERS — the list answered, but 1 field differs/),
      '  - srchList[0].realMan: expected digits, got "12,000"',
      expect.stringMatching(/^Q-Net 시험일정: ERROR — connect ECONNREFUSED for serviceKey=\*\*\*/),
    ]);
  });
});
