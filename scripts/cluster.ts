// `npm run cluster` — N Brigade nodes on one PostgreSQL DATABASE_URL behind a small load
// balancer on one port, to try several nodes on one machine. Each node is an ordinary `server/main.ts`
// process on 127.0.0.1:<CLUSTER_BASE_PORT + i>; the balancer (scripts/loadBalancer.ts) listens on PORT.
// Ctrl+C (or SIGTERM) stops the nodes gracefully, then the balancer. A node that dies is not restarted:
// the balancer sends its traffic to the others (restart it by hand with the command printed).
//
//   DATABASE_URL=postgres://user:pass@127.0.0.1:5432/brigade npm run cluster
//   CLUSTER_NODES=3 PORT=9000 DATABASE_URL=... npm run cluster
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { type Backend, createLoadBalancer } from './loadBalancer';

const env = process.env;
const databaseUrl = env.DATABASE_URL?.trim() ?? '';
if (!/^postgres(ql)?:\/\//i.test(databaseUrl)) {
  console.error(
    'npm run cluster needs DATABASE_URL=postgres://user:pass@host:5432/db: several nodes share one PostgreSQL database (SQLite is one process; use npm start).',
  );
  process.exit(1);
}
const nodeCount = positiveInt(env.CLUSTER_NODES, 2, 'CLUSTER_NODES');
const port = positiveInt(env.PORT, 8080, 'PORT');
const host = env.HOST?.trim() || '0.0.0.0';
const basePort = positiveInt(env.CLUSTER_BASE_PORT, port + 1, 'CLUSTER_BASE_PORT');
const mainScript = path.resolve(import.meta.dirname, '../server/main.ts');

const backends: Backend[] = Array.from({ length: nodeCount }, (_, index) => ({
  id: `n${index + 1}`,
  url: `http://127.0.0.1:${basePort + index}`,
}));

const children = new Map<string, ChildProcess>();
let isStopping = false;

function startNode(backend: Backend, nodePort: number): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', mainScript], {
    env: {
      ...env,
      PORT: String(nodePort),
      HOST: '127.0.0.1',
      // The balancer is the nearest hop: client IPs and the page's origin come from its X-Forwarded-* headers.
      TRUST_PROXY: env.TRUST_PROXY ?? '127.0.0.1',
      // On Ctrl+C or SIGTERM a node first answers /ready 503 while still serving, for two of the
      // balancer's health checks, so it stops sending it traffic before the node stops accepting.
      SHUTDOWN_DRAIN_MS: env.SHUTDOWN_DRAIN_MS ?? '2000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    readline.createInterface({ input: stream }).on('line', (line) => console.log(`[${backend.id}] ${line}`));
  }
  child.on('exit', (code, signal) => {
    children.delete(backend.id);
    if (isStopping) return;
    console.log(
      `[cluster] node ${backend.id} exited (${signal ?? `code ${code}`}); the balancer sends its traffic to the other nodes. ` +
        `Restart it with: PORT=${nodePort} HOST=127.0.0.1 TRUST_PROXY=127.0.0.1 DATABASE_URL=… npm run serve`,
    );
  });
  return child;
}

const balancer = createLoadBalancer({ backends });
// All nodes start together: the first to take the start-up lock migrates and creates the admin.
backends.forEach((backend, index) => children.set(backend.id, startNode(backend, basePort + index)));
const listened = await balancer.listen(port, host);
const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
console.log(
  `[cluster] balancer on http://${shown}:${listened} → ${backends.map((b) => `${b.id} ${b.url}`).join(', ')} (a node gets traffic once its /ready answers 200)`,
);

// Once every node is ready, say where to go (the nodes print their own addresses; stations use this one).
const waitStarted = Date.now();
const announce = setInterval(() => {
  const ready = balancer.readyNodes();
  if (ready.length === nodeCount) {
    clearInterval(announce);
    console.log(`[cluster] ${nodeCount} nodes ready. Open http://${shown}:${listened}/ (stations and /api/v1 go through the balancer).`);
  } else if (Date.now() - waitStarted > 180_000) {
    clearInterval(announce);
    console.log(`[cluster] only ${ready.length} of ${nodeCount} nodes are ready; the balancer serves with those.`);
  }
}, 500);

async function stop(signal: NodeJS.Signals) {
  if (isStopping) return;
  isStopping = true;
  clearInterval(announce);
  console.log(`[cluster] ${signal}: stopping the nodes gracefully`);
  await Promise.all(
    [...children.values()].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await balancer.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

function positiveInt(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0 || number > 65535) {
    console.error(`Invalid ${name}: ${value}`);
    process.exit(1);
  }
  return number;
}
