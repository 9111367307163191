import { pathToFileURL } from 'node:url';
import { startStandIn } from '../sources/stand-in-server.ts';
import { numberFlag } from './number-flag.ts';

const USAGE = 'usage: npm run sources:stand-in [-- --port N]   (default 3900)';

export const parsePort = (args: readonly string[]) =>
  numberFlag(args, 'port', 3900, (port) => Number.isInteger(port) && port >= 0 && port <= 65535, USAGE);

/**
 * A local stand-in for 사람인, 고용24 and Q-Net that answers as their documentation describes (quirks and errors
 * included), so the real adapters can be run end to end without keys or network: point the three *_BASE_URL
 * variables at it and set any keys (the key "bad-key" gets each service's invalid-key answer).
 */
async function main() {
  let port: number;
  try {
    port = parsePort(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const standIn = await startStandIn({ port });
  console.log(`stand-in for 사람인, 고용24 and Q-Net listening on ${standIn.url}
  SARAMIN_BASE_URL=${standIn.url} WORK24_BASE_URL=${standIn.url} QNET_BASE_URL=${standIn.url}
  SARAMIN_ACCESS_KEY=stand-in WORK24_AUTH_KEY=stand-in QNET_SERVICE_KEY=stand-in npm run sync`);
  const stop = () => {
    standIn.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
