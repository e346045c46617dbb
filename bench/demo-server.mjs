// The server on demo data (DEMO=1 seeds an empty database with the full demo, as `npm start`
// does), for the Lighthouse step and the session step. Both use the same scratch folder: the
// second start finds the demo seeded and comes up at once (the server seeds only an empty
// database), and Lighthouse only reads, so the sessions still browse the demo as seeded.
import path from 'node:path';
import { startFirstWorking } from './server-process.mjs';
import { progress } from './util.mjs';

/** The demo renders and ingests its images before the server listens: minutes on a busy machine. */
const DEMO_START_TIMEOUT_MS = 15 * 60_000;

/**
 * Starts the server on `<scratch>/demo`; resolves { url, server, stop, from, dataDir }.
 * `name` names its log file.
 */
export async function startDemoServer({ candidates, scratch, name }) {
  const dataDir = path.join(scratch, 'demo');
  progress(`${name}: starting the server on the demo data in ${dataDir} (seeding: minutes)`);
  const started = await startFirstWorking(candidates, {
    dataDir,
    logFile: path.join(scratch, `server-demo-${name}.log`),
    extraEnv: { DEMO: '1', DEMO_SCENARIO: 'full' },
    timeoutMs: DEMO_START_TIMEOUT_MS,
  });
  return {
    url: started.url,
    server: started.server,
    stop: () => started.server.stop(),
    from: started.candidate.from,
    dataDir,
  };
}
