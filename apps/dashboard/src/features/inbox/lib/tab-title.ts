// The tab title's "(N) " prefix: how many conversations wait for a person.
const WAITING_COUNT_PREFIX = /^\(\d+\) /;

export function titleWithoutWaitingCount(title: string): string {
  return title.replace(WAITING_COUNT_PREFIX, '');
}

/** `(3) Lisa` for three waiting; the plain title when none (or the count is unknown). */
export function titleWithWaitingCount(title: string, count: number | undefined): string {
  const plain = titleWithoutWaitingCount(title);
  return count !== undefined && count > 0 ? `(${count}) ${plain}` : plain;
}
