import type { Config } from '../config.ts';
import type { ProbeOptions, ProbeResult } from './probe-types.ts';
import { probeQnet } from './qnet/probe.ts';
import { probeSaramin } from './saramin/probe.ts';
import { probeWork24 } from './work24/probe.ts';

/**
 * `npm run sources:check` (docs/decisions/031): for each source whose key is set, one bounded live request checked
 * against the adapter's own schema; for the others, a line saying they are not configured. The first thing an
 * operator runs after adding keys.
 */

type SourceConfig = Pick<
  Config,
  | 'SARAMIN_ACCESS_KEY'
  | 'WORK24_AUTH_KEY'
  | 'QNET_SERVICE_KEY'
  | 'SARAMIN_BASE_URL'
  | 'WORK24_BASE_URL'
  | 'QNET_BASE_URL'
>;

type Probe = (options: ProbeOptions) => Promise<ProbeResult>;

export type SourceProbes = { saramin: Probe; work24: Probe; qnet: Probe };

export const realProbes: SourceProbes = { saramin: probeSaramin, work24: probeWork24, qnet: probeQnet };

const SOURCES = [
  { id: 'saramin', name: '사람인 채용공고', keyVar: 'SARAMIN_ACCESS_KEY', baseVar: 'SARAMIN_BASE_URL' },
  { id: 'work24', name: '고용24 훈련과정', keyVar: 'WORK24_AUTH_KEY', baseVar: 'WORK24_BASE_URL' },
  { id: 'qnet', name: 'Q-Net 시험일정', keyVar: 'QNET_SERVICE_KEY', baseVar: 'QNET_BASE_URL' },
] as const;

export type CheckOutcome = { lines: string[]; exitCode: 0 | 1 };

export async function checkSources(
  config: SourceConfig,
  options: { probes?: SourceProbes; fetch?: typeof fetch; timeoutMs?: number } = {},
): Promise<CheckOutcome> {
  const probes = options.probes ?? realProbes;
  const lines: string[] = [];
  let failed = false;
  for (const source of SOURCES) {
    const key = config[source.keyVar];
    const baseUrl = config[source.baseVar];
    if (!key) {
      lines.push(`${source.name}: not configured (set ${source.keyVar}); the sample source is used`);
      continue;
    }
    let result: ProbeResult;
    try {
      result = await probes[source.id]({ key, baseUrl, fetch: options.fetch, timeoutMs: options.timeoutMs });
    } catch (error) {
      // A probe reports its own failures; anything thrown is a bug or a network failure we still name plainly.
      const message = error instanceof Error ? error.message : String(error);
      result = { status: 'ERROR', summary: message.split(key).join('***'), details: [] };
    }
    if (result.status !== 'OK') failed = true;
    lines.push(`${source.name}: ${result.status} — ${result.summary} (${baseUrl})`);
    for (const detail of result.details) lines.push(`  - ${detail}`);
  }
  return { lines, exitCode: failed ? 1 : 0 };
}
