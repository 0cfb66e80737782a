// Simulated chat visitors: each one is a person with a browser tab (one keep-alive
// connection) who sends a message, waits for the answer, thinks for a random while
// (exponential, so arrivals are not in lock-step) and sends the next one. Latency is
// timed per message from send to the last byte of the answer.
//
// autocannon's rate option fires each second's requests together at the top of the
// second, so 50 paced "visitors" become a burst of 50 simultaneous messages every second;
// this model spreads them the way independent people do.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';

export interface VisitorRun {
  url: string;
  visitors: number;
  /** Mean think time between an answer and the visitor's next message. */
  meanThinkMs: number;
  durationMs: number;
  body(customerId: string, turn: number): string;
}

export interface VisitorResult {
  latenciesMs: number[];
  messagesPerSecond: number;
  non2xx: number;
  errors: number;
}

function post(agent: Agent, url: URL, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        agent,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        timeout: 10_000,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

export async function runVisitors(run: VisitorRun): Promise<VisitorResult> {
  const url = new URL(run.url);
  const latenciesMs: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  const endAt = started + run.durationMs;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const think = () => -Math.log(1 - Math.random()) * run.meanThinkMs;

  async function visitor(): Promise<void> {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const customerId = `bench-${randomUUID()}`;
    // Visitors arrive spread over the first think time, not all at once.
    await sleep(Math.random() * run.meanThinkMs);
    for (let turn = 1; performance.now() < endAt; turn += 1) {
      const sentAt = performance.now();
      try {
        const status = await post(agent, url, run.body(customerId, turn));
        latenciesMs.push(performance.now() - sentAt);
        if (status < 200 || status >= 300) non2xx += 1;
      } catch {
        errors += 1;
      }
      await sleep(Math.min(think(), Math.max(0, endAt - performance.now())));
    }
    agent.destroy();
  }

  await Promise.all(Array.from({ length: run.visitors }, visitor));
  const elapsedSeconds = (performance.now() - started) / 1000;
  return {
    latenciesMs,
    messagesPerSecond: (latenciesMs.length + errors) / elapsedSeconds,
    non2xx,
    errors,
  };
}
