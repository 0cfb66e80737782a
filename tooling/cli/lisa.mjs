#!/usr/bin/env node
// The README's commands: `npm start`, `npm test`, `npm run dev`. Each does every install
// step itself on a machine that has only Node (>= 20.19) and npm.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runDependencyAudit } from './dependency-audit.mjs';
import { ensureChromium, ensurePostgres, startThrowawayPostgres } from './system-deps.mjs';
import { failedTaskTails, summariseTestOutput } from './test-summary.mjs';
import { waitUntilUp } from './wait-until-up.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const toolsBin = join(root, '.tools/node_modules/.bin');
process.env.PATH = `${toolsBin}:${join(root, 'node_modules/.bin')}:${process.env.PATH}`;

function log(message) {
  console.log(`\x1b[36mlisa\x1b[0m ${message}`);
}

function runSync(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status}`);
  }
}

/** pnpm, pinned by package.json's packageManager, installed into .tools/ (no corepack). */
function ensurePnpm() {
  const wanted = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager;
  const version = wanted.split('@')[1];
  const installed = join(root, '.tools/node_modules/pnpm/package.json');
  if (existsSync(installed) && JSON.parse(readFileSync(installed, 'utf8')).version === version)
    return;
  log(`installing pnpm ${version} into .tools/`);
  mkdirSync(join(root, '.tools'), { recursive: true });
  runSync('npm', [
    'install',
    '--prefix',
    '.tools',
    `pnpm@${version}`,
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
  ]);
}

function installDependencies() {
  ensurePnpm();
  log('installing dependencies');
  runSync('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter=append-only']);
}

function build(filters) {
  log('building');
  runSync('pnpm', [
    'turbo',
    'run',
    'build',
    ...filters.map((f) => `--filter=${f}`),
    '--output-logs=errors-only',
  ]);
}

/** Children that stop together on Ctrl-C (or when one of them dies). */
function supervise(children) {
  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    log('stopping');
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    }, 10_000);
    force.unref();
    Promise.all(
      children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r)))),
    ).then(() => process.exit(code));
  };
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  for (const child of children) {
    child.on('exit', (code) => {
      if (!stopping) {
        log(`a server exited (code ${code}); stopping the others`);
        stop(code || 1);
      }
    });
  }
}

const ports = {
  web: Number(process.env.WEB_PORT ?? 3000),
  dashboard: Number(process.env.DASHBOARD_PORT ?? 3001),
  api: Number(process.env.API_PORT ?? 8000),
  ws: Number(process.env.WS_PORT ?? 8080),
};
const origins = {
  LISA_API_URL: process.env.LISA_API_URL ?? `http://localhost:${ports.api}`,
  LISA_WS_URL: process.env.LISA_WS_URL ?? `ws://localhost:${ports.ws}/ws`,
  LISA_WEB_URL: process.env.LISA_WEB_URL ?? `http://localhost:${ports.web}`,
  LISA_DASHBOARD_URL: process.env.LISA_DASHBOARD_URL ?? `http://localhost:${ports.dashboard}`,
};
const apiEnv = {
  ...origins,
  PORT: String(ports.api),
  WS_PORT: String(ports.ws),
  DATA_DIR: process.env.DATA_DIR ?? join(root, '.data'),
};

function printUrls() {
  log('Lisa is running:');
  console.log(`  web        ${origins.LISA_WEB_URL}`);
  console.log(`  dashboard  ${origins.LISA_DASHBOARD_URL}`);
  console.log(`  api        ${origins.LISA_API_URL}  (docs: ${origins.LISA_API_URL}/api/docs)`);
  console.log(`  websocket  ${origins.LISA_WS_URL}`);
  console.log('  press Ctrl-C to stop');
}

/** Prints the addresses once the API's health check and both front ends answer. */
async function printUrlsWhenUp() {
  const local = (port) => `http://localhost:${port}`;
  const result = await waitUntilUp([
    `${local(ports.api)}/api/health-check`,
    local(ports.web),
    local(ports.dashboard),
  ]);
  if (result.up) printUrls();
  else
    log(`still waiting for ${result.waitingFor.join(', ')} after 3 minutes; see the output above`);
}

function start() {
  installDependencies();
  build(['@lisa/api', '@lisa/web', '@lisa/dashboard']);
  const node = (cwd, args, env) =>
    spawn(process.execPath, args, {
      cwd: join(root, cwd),
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
  const staticServer = join(root, 'tooling/static-server/bin.js');
  const children = [
    node('apps/api', ['dist/main.js'], { NODE_ENV: 'production', ...apiEnv }),
    node('apps/web', [staticServer, 'dist', '--allow=microphone'], {
      ...origins,
      PORT: String(ports.web),
    }),
    node('apps/dashboard', [staticServer, 'dist'], { ...origins, PORT: String(ports.dashboard) }),
  ];
  supervise(children);
  printUrlsWhenUp();
}

function dev() {
  installDependencies();
  const pnpm = (filter, args, env) =>
    spawn('pnpm', ['--filter', filter, ...args], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
  const children = [
    pnpm('@lisa/api', ['run', 'dev'], apiEnv),
    pnpm('@lisa/web', ['exec', 'vite', '--port', String(ports.web), '--strictPort'], {}),
    pnpm(
      '@lisa/dashboard',
      ['exec', 'vite', '--port', String(ports.dashboard), '--strictPort'],
      {},
    ),
  ];
  supervise(children);
  printUrlsWhenUp();
}

/** Runs a command, echoing and keeping its output for the closing summary. */
function runCapturing(command, args, env) {
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
    let output = '';
    const keep = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('exit', (code) => resolvePromise({ code: code ?? 1, output }));
  });
}

/**
 * Everything is built once, first. The API's tests are the long pole and leave about a
 * quarter of two cores idle (they wait on timers, sockets and the database), so the other
 * checks run beside them, one task at a time; the browser suite, which keeps both cores
 * busy on its own, runs last. `--only`: the builds are done, no task rebuilds them.
 */
async function runSuites(env) {
  const turbo = ['turbo', 'run', '--output-logs=full', '--continue'];
  const built = await runCapturing('pnpm', [...turbo, '--concurrency=2', 'build'], env);
  if (built.code !== 0) return [built];
  const only = [...turbo, '--only'];
  const oneAtATime = async (...runs) => {
    const done = [];
    for (const args of runs) done.push(await runCapturing('pnpm', [...only, ...args], env));
    return done;
  };
  const [apiTests, others] = await Promise.all([
    runCapturing('pnpm', [...only, 'test', '--filter=@lisa/api'], env),
    oneAtATime(
      ['--concurrency=1', 'typecheck', 'lint', '//#lint:workspace'],
      ['--concurrency=1', 'test', '--filter=!@lisa/api'],
    ),
  ]);
  const results = [built, apiTests, ...others];
  if (results.some((r) => r.code !== 0)) return results;
  results.push(await runCapturing('pnpm', [...only, '--concurrency=2', 'e2e'], env));
  return results;
}

async function test() {
  installDependencies();
  ensureChromium(log);
  const env = { CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', FORCE_COLOR: '0' };
  let postgres = null;
  if (ensurePostgres(log)) {
    postgres = startThrowawayPostgres(log);
    env.TEST_DATABASE_URL = postgres.url;
    env.TEST_DATABASE_SOCKET_URL = postgres.socketUrl;
  }
  const results = [];
  try {
    results.push(...(await runSuites(env)));
  } finally {
    postgres?.stop();
  }
  const audit = runDependencyAudit(root, log);
  const failedStep = results.find((r) => r.code !== 0);
  const output = results.map((r) => r.output).join('\n');
  for (const tail of failedTaskTails(output)) {
    console.log(`\nlisa: ${tail.task} failed; its last lines:\n${tail.lines.join('\n')}`);
  }
  const { passed, failed } = summariseTestOutput(output);
  console.log(`\nlisa: ${passed} passed, ${failed} failed`);
  process.exit(failedStep ? failedStep.code : failed > 0 || !audit.ok ? 1 : 0);
}

/** Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster. */
async function withPostgres(args) {
  if (args.length === 0)
    throw new Error('usage: node tooling/cli/lisa.mjs with-postgres <command> [args...]');
  if (!ensurePostgres(log)) throw new Error('PostgreSQL is not available on this machine');
  const postgres = startThrowawayPostgres(log);
  try {
    // Asynchronous, so a signal reaches the cluster's clean-up while the command runs.
    const child = spawn(args[0], args.slice(1), {
      stdio: 'inherit',
      env: {
        ...process.env,
        TEST_DATABASE_URL: postgres.url,
        TEST_DATABASE_SOCKET_URL: postgres.socketUrl,
      },
    });
    return await new Promise((resolvePromise) =>
      child.on('exit', (code) => resolvePromise(code ?? 1)),
    );
  } finally {
    postgres.stop();
  }
}

const command = process.argv[2];
try {
  if (command === 'start') start();
  else if (command === 'dev') dev();
  else if (command === 'test') await test();
  else if (command === 'with-postgres') process.exit(await withPostgres(process.argv.slice(3)));
  else {
    console.error('usage: node tooling/cli/lisa.mjs start|dev|test|with-postgres <command>');
    process.exit(2);
  }
} catch (error) {
  console.error(`lisa: ${error.message}`);
  process.exit(1);
}
