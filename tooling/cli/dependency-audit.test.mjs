import assert from 'node:assert/strict';
import { test } from 'node:test';
import { judgeAudit, parseAuditOutput } from './dependency-audit.mjs';

const report = {
  advisories: {
    1101: {
      module_name: 'left-pad',
      severity: 'critical',
      title: 'Prototype pollution',
      url: 'u1',
    },
    1102: { module_name: 'tar', severity: 'high', title: 'Path traversal', url: 'u2' },
    1103: { module_name: 'debug', severity: 'moderate', title: 'ReDoS', url: 'u3' },
  },
  metadata: { vulnerabilities: { critical: 1, high: 1, moderate: 1, low: 0 } },
};

test('a high or critical advisory blocks unless an exception explains it; moderate never blocks', () => {
  const judged = judgeAudit(report, [
    { id: 1102, reason: 'only reached by the build, not at run time' },
  ]);
  assert.deepEqual(
    judged.blocking.map((b) => b.module),
    ['left-pad'],
  );
  assert.deepEqual(judged.excepted, [
    {
      id: '1102',
      module: 'tar',
      severity: 'high',
      title: 'Path traversal',
      url: 'u2',
      reason: 'only reached by the build, not at run time',
    },
  ]);
  assert.equal(judged.counts.critical, 1);
});

test('an empty report blocks nothing', () => {
  assert.deepEqual(judgeAudit({ advisories: {}, metadata: { vulnerabilities: {} } }).blocking, []);
});

test('a registry without the audit endpoint is reported as unavailable, not as a clean report', () => {
  const stdout = JSON.stringify({
    error: { code: 'ERR_PNPM_AUDIT_BAD_RESPONSE', message: 'responded with 405' },
  });
  assert.deepEqual(parseAuditOutput(stdout, ''), {
    unavailable: 'ERR_PNPM_AUDIT_BAD_RESPONSE: responded with 405',
  });
  assert.deepEqual(parseAuditOutput('', 'getaddrinfo ENOTFOUND registry\n'), {
    unavailable: 'getaddrinfo ENOTFOUND registry',
  });
  assert.equal(
    parseAuditOutput(JSON.stringify(report), '').report.metadata.vulnerabilities.high,
    1,
  );
});
