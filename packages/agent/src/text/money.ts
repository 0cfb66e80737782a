// Money as answers write it, in one place for every engine rule that counts, strips or
// compares amounts (the answer composer and the price rules). The eval judges replies with a
// pattern of its own (eval/reply-checks.ts), so that the judge does not move with the engine.

/** A money amount with its currency ("$300", "KES 1,000", "0.62 KES", "€20"). */
export const moneyPattern =
  /(?:[$€£]|\bUSD|\bKES|\bKSh\.?|\bEUR|\bGBP)\s?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d+)?\s?(?:[$€£]|USD\b|KES\b|KSh\b|EUR\b|GBP\b|dollars\b|shillings\b|euros?\b)/gi;

/** Whether a text states a money amount with its currency. */
export const statesMoney = (text: string) => new RegExp(moneyPattern.source, 'i').test(text);

/** The first money amount a text states ("$300"), or undefined. */
export const firstMoney = (text: string): string | undefined =>
  text.match(new RegExp(moneyPattern.source, 'i'))?.[0];

/** The number of a money amount ("KES 1,000" -> 1000). */
export const moneyAmount = (money: string) => Number.parseFloat(money.replace(/[^\d.]/g, ''));

/** The currency of a money amount as written, in capitals ("KES 1,000" -> "KES", "$300" -> "$"). */
export const moneyCurrency = (money: string) => money.replace(/[\d.,\s]/g, '').toUpperCase();
