import type { CreditState } from '@lisa/api-client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CreditContext } from '../components/credit-context.ts';
import { useCredit } from './use-credit.ts';

function Balance() {
  const { credit } = useCredit();
  return <span>{credit?.balance}</span>;
}

describe('useCredit', () => {
  it("throws 'useCredit must be used within a CreditProvider' outside its provider", () => {
    expect(() => renderToString(<Balance />)).toThrow(
      'useCredit must be used within a CreditProvider',
    );
  });

  it('reads the credit of the provider above it', () => {
    const credit: CreditState = { balance: 6960, used: 0, source: 'default', message: null };
    const html = renderToString(
      <CreditContext value={{ credit, isLoading: false, refresh: async () => undefined }}>
        <Balance />
      </CreditContext>,
    );
    expect(html).toContain('6960');
  });
});
