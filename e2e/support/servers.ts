// Starts the built API, web and dashboard on free ports with a fresh database, the way
// `npm start` runs them, so specs drive exactly what a user gets.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { FAKE_SLACK_APP, startFakeSlackApi } from '../../apps/api/test/support/fake-slack-api.ts';
import { freePort } from './free-port.ts';
import { startMailbox } from './mailbox.ts';

const root = resolve(import.meta.dirname, '../..');

export interface Stack {
  apiUrl: string;
  wsUrl: string;
  webUrl: string;
  dashboardUrl: string;
  mailbox: string;
  dataDir: string;
  stop(): Promise<void>;
}

function run(name: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const echo = process.env.E2E_VERBOSE
    ? (d: Buffer) => process.stdout.write(`[${name}] ${d}`)
    : null;
  let tail = '';
  const keep = (d: Buffer) => {
    tail = (tail + d.toString()).slice(-4000);
    echo?.(d);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  child.on('exit', (code) => {
    if (code && code !== 0) process.stderr.write(`[${name}] exited with ${code}\n${tail}\n`);
  });
  return child;
}

async function waitFor(url: string, method = 'GET', timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url, { method });
      if (res.ok) return;
      lastError = `status ${res.status}`;
    } catch (error) {
      lastError = String(error);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastError})`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolvePromise) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolvePromise();
    });
    child.kill('SIGTERM');
  });
}

export async function startStack(): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'lisa-e2e-'));
  const [apiPort, wsPort, webPort, dashboardPort, smtpPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const wsUrl = `ws://127.0.0.1:${wsPort}/ws`;
  const webUrl = `http://127.0.0.1:${webPort}`;
  const dashboardUrl = `http://127.0.0.1:${dashboardPort}`;
  const mailbox = join(dataDir, 'mailbox.json');
  const smtp = await startMailbox(mailbox, smtpPort);
  // "Add to Slack" goes through OAuth against a loopback fake of Slack (named localhost); specs
  // start their own loopback fakes (Zoho, a workflow's HTTP endpoint) on 127.0.0.1. Those are
  // the private hosts the API may reach here.
  const slack = await startFakeSlackApi('localhost');

  const origins = {
    LISA_API_URL: apiUrl,
    LISA_WS_URL: wsUrl,
    LISA_WEB_URL: webUrl,
    LISA_DASHBOARD_URL: dashboardUrl,
  };
  const api = run(
    'api',
    [join(root, 'apps/api/dist/main.js')],
    {
      ...origins,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(apiPort),
      WS_PORT: String(wsPort),
      DATA_DIR: join(dataDir, 'db'),
      DATABASE_URL: '',
      CORS_ORIGINS: `${webUrl},${dashboardUrl}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      LOG_LEVEL: 'warn',
      // One browser on one IP plays every visitor here: per-IP limits are raised so
      // specs do not throttle each other; per-device limits stay as shipped.
      RATE_LIMIT_PER_MINUTE: '100000',
      CHAT_NEW_CONVERSATIONS_PER_IP: '100000',
      FREE_CHAT_LIMIT_PER_IP: '100000',
      SLACK_CLIENT_ID: FAKE_SLACK_APP.clientId,
      SLACK_CLIENT_SECRET: FAKE_SLACK_APP.clientSecret,
      SLACK_API_BASE_URL: slack.url,
      SLACK_AUTHORIZE_URL: slack.authorizeUrl,
      OUTBOUND_ALLOW_HOSTS: 'localhost,127.0.0.1',
    },
    join(root, 'apps/api'),
  );
  const staticServer = join(root, 'tooling/static-server/bin.js');
  const web = run(
    'web',
    // The landing chat's dictation needs the microphone (Permissions-Policy).
    [staticServer, 'dist', '--allow=microphone'],
    { ...origins, PORT: String(webPort) },
    join(root, 'apps/web'),
  );
  const dashboard = run(
    'dashboard',
    [staticServer, 'dist'],
    { ...origins, PORT: String(dashboardPort) },
    join(root, 'apps/dashboard'),
  );

  const stop = async () => {
    await Promise.all([stopChild(api), stopChild(web), stopChild(dashboard)]);
    await smtp.close();
    await slack.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await Promise.all([
      waitFor(`${apiUrl}/api/health-check`),
      waitFor(`${webUrl}/`),
      waitFor(`${dashboardUrl}/`),
    ]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl, wsUrl, webUrl, dashboardUrl, mailbox, dataDir, stop };
}
