// `pnpm audit --prod` as a gate: a high or critical advisory fails the run unless
// audit-exceptions.json explains it. A registry without the audit endpoint (this
// project's mirror answers 405) is reported as such, not as a pass.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const BLOCKING = new Set(['high', 'critical']);

/**
 * Reads `pnpm audit --json` output. Returns the advisories that block (high or critical,
 * not excepted), the ones excepted with their reason, and the counts by severity.
 */
export function judgeAudit(report, exceptions = []) {
  const reasons = new Map(exceptions.map((e) => [String(e.id), e.reason]));
  const blocking = [];
  const excepted = [];
  for (const [id, advisory] of Object.entries(report.advisories ?? {})) {
    if (!BLOCKING.has(advisory.severity)) continue;
    const entry = {
      id,
      module: advisory.module_name,
      severity: advisory.severity,
      title: advisory.title,
      url: advisory.url,
    };
    const reason = reasons.get(id) ?? reasons.get(String(advisory.github_advisory_id ?? ''));
    if (reason) excepted.push({ ...entry, reason });
    else blocking.push(entry);
  }
  return { blocking, excepted, counts: report.metadata?.vulnerabilities ?? {} };
}

/** Tells an unreachable or unsupported audit endpoint from a real report. */
export function parseAuditOutput(stdout, stderr) {
  const text = stdout.trim();
  if (text.startsWith('{')) {
    const json = JSON.parse(text);
    if (json.error) return { unavailable: `${json.error.code}: ${json.error.message}` };
    return { report: json };
  }
  const firstLine = `${stderr}\n${stdout}`.split('\n').find((line) => line.trim()) ?? '';
  return { unavailable: firstLine.trim() || 'no answer from the audit endpoint' };
}

export function runDependencyAudit(root, log) {
  const exceptionsFile = join(root, 'audit-exceptions.json');
  const exceptions = existsSync(exceptionsFile)
    ? JSON.parse(readFileSync(exceptionsFile, 'utf8'))
    : [];
  const result = spawnSync('pnpm', ['audit', '--prod', '--json'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  const parsed = parseAuditOutput(result.stdout ?? '', result.stderr ?? '');
  if (parsed.unavailable) {
    log(`dependency audit: not available from this registry (${parsed.unavailable})`);
    return { ok: true, available: false };
  }
  const { blocking, excepted, counts } = judgeAudit(parsed.report, exceptions);
  const summary = ['critical', 'high', 'moderate', 'low']
    .map((s) => `${counts[s] ?? 0} ${s}`)
    .join(', ');
  log(`dependency audit: ${summary}`);
  for (const e of excepted) log(`  excepted ${e.severity} ${e.module} (${e.id}): ${e.reason}`);
  for (const b of blocking) log(`  BLOCKING ${b.severity} ${b.module}: ${b.title} ${b.url ?? ''}`);
  return { ok: blocking.length === 0, available: true };
}
