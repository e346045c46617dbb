// `npm run links:import FILE [--verdict blocked|suspicious|porn] [--name NAME] [--reason TEXT]`:
// imports a host list into the database the server uses (DATA_DIR or DATABASE_URL, as for
// `npm start`). Importing a file again replaces what it brought before; a running server
// reloads the list within seconds.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { REDIRECT_STATUSES, type LinkVerdict } from '@corkboard/domain';
import { importLinkList } from '../commands/import-link-list';
import { formatConfigErrors, parseConfig } from '../config/config';
import { migrateToLatest, openStorage } from '../storage/db';

const USAGE =
  'Usage: npm run links:import FILE [-- --verdict blocked|suspicious|porn] [--name NAME] [--reason TEXT]';

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      verdict: { type: 'string', default: 'blocked' },
      name: { type: 'string' },
      reason: { type: 'string', default: '' },
    },
  });
  const file = positionals[0];
  const verdict = values.verdict as LinkVerdict;
  if (!file || !(REDIRECT_STATUSES as readonly string[]).includes(verdict)) {
    console.error(USAGE);
    process.exit(2);
  }
  const parsed = parseConfig(process.env, process.cwd());
  if (!parsed.ok) {
    console.error(formatConfigErrors(parsed.errors));
    process.exit(1);
  }
  const text = readFileSync(file, 'utf8');
  const storage = openStorage(parsed.config.database);
  try {
    await migrateToLatest(storage);
    const result = await importLinkList(storage, {
      source: values.name ?? path.basename(file),
      text,
      verdict,
      reason: values.reason ?? '',
      at: Date.now(),
    });
    console.log(
      `Imported ${result.source}: ${result.domains} domains and ${result.prefixes} URL prefixes ` +
        `as ${verdict}${result.skipped > 0 ? ` (${result.skipped} lines skipped)` : ''}.`,
    );
  } finally {
    await storage.close();
  }
}

main().catch((error: unknown) => {
  console.error('links:import failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
