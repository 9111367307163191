import { pathToFileURL } from 'node:url';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { checkSources } from '../sources/check-sources.ts';

/** `npm run sources:check`: exit 0 when every configured source answered as documented (or none is configured). */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const outcome = await checkSources(config);
  for (const line of outcome.lines) console.log(line);
  process.exit(outcome.exitCode);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
