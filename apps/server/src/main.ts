// Corkboard's process: parse config, migrate, seed the demo into an empty database, serve.
import path from 'node:path';
import { buildApp } from './app/build-app';
import { createAppContext } from './app/create-context';
import { DEMO_LINK_LISTS } from './cli/demo/demo-link-lists';
import { SMALL_SCENARIO_PINS } from './cli/demo/demo-trim';
import { isDatabaseEmpty, seedDemo } from './cli/seed-demo';
import { seedDemoExperiences } from './cli/demo-experiences';
import { seedDemoOperator } from './cli/seed-demo-operator';
import { importLinkList } from './commands/import-link-list';
import { formatConfigErrors, parseConfig } from './config/config';
import { loadOrCreateSessionSecret } from './config/session-secret';
import { createMediaWorkers, defaultMediaConcurrency, LocalBlobStore } from './media/index';

async function main(): Promise<void> {
  const parsed = parseConfig(process.env, process.cwd());
  if (!parsed.ok) {
    console.error(formatConfigErrors(parsed.errors));
    process.exit(1);
  }
  const config = parsed.config;
  config.sessionSecret = loadOrCreateSessionSecret(config.dataDir, config.sessionSecret);
  const mediaRoot = path.join(config.dataDir, 'media');
  const media = createMediaWorkers({
    storeRoot: mediaRoot,
    concurrency: config.mediaConcurrency || defaultMediaConcurrency(),
  });
  const ctx = await createAppContext(config, { media });
  if (config.demo && (await isDatabaseEmpty(ctx.storage.db))) {
    console.log('Corkboard: empty database, seeding the demo (first start only)…');
    await seedDemo(ctx.storage.db, media, {
      log: (line) => console.log(line),
      ...(config.demoScenario === 'small' ? { maxPins: SMALL_SCENARIO_PINS } : {}),
    });
  }
  if (config.demo) {
    // On every demo start, so a demo seeded by an earlier version gets them too: the lists
    // replace what they brought, and the operator is created once.
    for (const list of DEMO_LINK_LISTS) {
      await importLinkList(ctx.storage, { ...list, at: Date.now() });
    }
    await seedDemoOperator(ctx.stores, Date.now());
    // The browser tests' small scenario authors its own experiences.
    if (config.demoScenario === 'full') {
      await seedDemoExperiences(ctx.stores, config.publicUrl, Date.now());
    }
  }
  // Statistics for the planner before the first request (a new or freshly seeded database has
  // none); the storage refreshes them hourly after that.
  await ctx.storage.optimize();
  const app = await buildApp(ctx, {
    blobStore: new LocalBlobStore(mediaRoot),
    logger: config.logLevel !== 'silent',
  });
  const shutdown = async () => {
    await app.close();
    await ctx.services.close();
    await media.close();
    await ctx.storage.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
  await app.listen({ port: config.port, host: config.host });
  console.log(`Corkboard is serving on ${config.publicUrl} (database: ${config.database.engine})`);
}

main().catch((error: unknown) => {
  console.error('Corkboard failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
