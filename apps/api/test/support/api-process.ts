// The API as its own process (SIGTERM, SIGUSR2 and exit codes need one): free ports, spawn,
// wait for the health check; its output is kept for assertion messages.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  wsUrl: string;
  output(): string;
}

/** Starts `node <args>` in `cwd` on two free ports and resolves once /api/health-check is ok. */
export async function startApiProcess(options: {
  args: string[];
  cwd: string;
  env: Record<string, string>;
  startTimeoutMs?: number;
}): Promise<ApiProcess> {
  const [port, wsPort] = [await freePort(), await freePort()];
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: { ...process.env, PORT: String(port), WS_PORT: String(wsPort), ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (d: Buffer) => {
    output += d.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health-check`)).ok) {
        return { child, url, wsUrl: `ws://127.0.0.1:${wsPort}/ws`, output: () => output };
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}
