// System packages the test suite needs: Debian's Chromium for Playwright, and a
// PostgreSQL server for the API suite's Postgres run. Installed with apt when missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
let aptUpdated = false;

function aptInstall(log, packages) {
  if (!isRoot || !hasApt) return false;
  if (!aptUpdated) {
    log('apt-get update');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    aptUpdated = true;
  }
  log(`apt-get install ${packages.join(' ')}`);
  const result = spawnSync('apt-get', ['install', '-y', '-qq', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

export function ensureChromium(log) {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  if (!aptInstall(log, ['chromium']) || !existsSync(path)) {
    throw new Error(
      `Chromium is missing at ${path}: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH`,
    );
  }
}

function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(base, version, 'bin');
    if (existsSync(join(bin, 'initdb'))) return bin;
  }
  return null;
}

/** True when a PostgreSQL server can be started for the tests. */
export function ensurePostgres(log) {
  if (postgresBin()) return true;
  if (aptInstall(log, ['postgresql']) && postgresBin()) return true;
  log(
    'PostgreSQL is not installed and cannot be installed here: the Postgres run of the API suite is skipped',
  );
  return false;
}

function freePortSync() {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }).trim());
}

/** A throwaway cluster under /tmp on a free port; PostgreSQL refuses to run as root. */
export function startThrowawayPostgres(log) {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'lisa-pg-'));
  const port = freePortSync();
  const asPostgres = (args) => {
    const [command, ...rest] = args;
    const result = isRoot
      ? spawnSync(
          'su',
          ['postgres', '-s', '/bin/sh', '-c', [command, ...rest.map((a) => `'${a}'`)].join(' ')],
          {
            encoding: 'utf8',
          },
        )
      : spawnSync(command, rest, { encoding: 'utf8' });
    if (result.status !== 0)
      throw new Error(`${args.join(' ')} failed: ${result.stderr || result.stdout}`);
  };
  if (isRoot) {
    const passwd = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const group = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(passwd), Number(group));
  }
  const data = join(dir, 'data');
  log(`starting PostgreSQL on 127.0.0.1:${port}`);
  asPostgres([
    join(bin, 'initdb'),
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  asPostgres([
    join(bin, 'pg_ctl'),
    '-D',
    data,
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300`,
    'start',
  ]);
  asPostgres([
    join(bin, 'createdb'),
    '-h',
    '127.0.0.1',
    '-p',
    String(port),
    '-U',
    'postgres',
    'lisa_test',
  ]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    try {
      asPostgres([join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop']);
    } catch (error) {
      log(`could not stop PostgreSQL cleanly: ${error.message}`);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // A run cut short (Ctrl-C, a CI time-out) must not leave the cluster behind.
  function onSignal(signal) {
    stop();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  }
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const url = `postgres://postgres@127.0.0.1:${port}/lisa_test`;
  // The same database over the cluster's Unix socket (libpq's ?host=<folder>).
  return { url, socketUrl: `${url}?host=${dir}`, stop };
}
