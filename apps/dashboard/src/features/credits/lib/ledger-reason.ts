const LABELS: Record<string, string> = {
  bot_reply: 'Agent reply',
  grant: 'Trial credits',
  top_up: 'Top-up',
};

/** The ledger's reason code as a person reads it; unknown codes are shown as they are. */
export function ledgerReasonLabel(reason: string): string {
  return LABELS[reason] ?? reason.replace(/_/g, ' ');
}
