// Adds up what the suite's runners reported (Vitest, Playwright, node:test) into one
// closing line, `N passed, N failed`, so a reader sees the whole suite at a glance.
const patterns = [
  // Vitest: "Tests  3 failed | 41 passed | 1 skipped (45)"
  { re: /^\S*\s*Tests\s+(.+)\(\d+\)\s*$/, parse: (m) => parseCounts(m[1]) },
  // Playwright: "  41 passed (30.2s)", "  2 failed", "  1 flaky"
  {
    re: /^\S*\s+(\d+) passed \([\d.]+(?:ms|s|m|h)\)\s*$/,
    parse: (m) => ({ passed: Number(m[1]), failed: 0 }),
  },
  { re: /^\S*\s+(\d+) failed\s*$/, parse: (m) => ({ passed: 0, failed: Number(m[1]) }) },
  { re: /^\S*\s+(\d+) flaky\s*$/, parse: (m) => ({ passed: Number(m[1]), failed: 0 }) },
  // node:test: "# pass 3", "# fail 0"
  { re: /^\S*\s*# pass (\d+)\s*$/, parse: (m) => ({ passed: Number(m[1]), failed: 0 }) },
  { re: /^\S*\s*# fail (\d+)\s*$/, parse: (m) => ({ passed: 0, failed: Number(m[1]) }) },
];

function parseCounts(text) {
  const passed = /(\d+) passed/.exec(text);
  const failed = /(\d+) failed/.exec(text);
  return { passed: passed ? Number(passed[1]) : 0, failed: failed ? Number(failed[1]) : 0 };
}

const ansiColour = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

export function summariseTestOutput(output) {
  let passed = 0;
  let failed = 0;
  // Turbo prefixes each line with "package:task: "; strip colour codes first.
  for (const raw of output.split('\n')) {
    const line = raw.replace(ansiColour, '').replace(/^[@\w/.-]+:[\w-]+:\s?/, '');
    for (const { re, parse } of patterns) {
      const match = re.exec(line);
      if (match) {
        const counts = parse(match);
        passed += counts.passed;
        failed += counts.failed;
        break;
      }
    }
  }
  return { passed, failed };
}

const failedTask = /^(@?[\w/.-]+)#([\w-]+):\s+ERROR\s+command\b/;

/**
 * The last lines each failed turbo task printed (passing test lines left out), so the end
 * of a long CI log names why it failed and not only which package did.
 */
export function failedTaskTails(output, linesPerTask = 60) {
  const lines = output.split('\n').map((raw) => raw.replace(ansiColour, ''));
  const tails = [];
  for (const line of lines) {
    const match = failedTask.exec(line);
    if (!match) continue;
    const prefix = `${match[1]}:${match[2]}: `;
    const own = lines.filter((l) => l.startsWith(prefix) && !/^\S+:\s+✓/.test(l));
    tails.push({ task: `${match[1]}#${match[2]}`, lines: own.slice(-linesPerTask) });
  }
  return tails;
}
