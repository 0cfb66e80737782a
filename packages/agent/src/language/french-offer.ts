import { foldText } from '../text/analyzer.ts';

// "Que peut faire Lisa pour une clinique ?", "Qu'est-ce que vous pouvez faire pour une école ?",
// "Que fait Acme pour les ONG ?": what the business does for a kind of customer, asked with
// the French inversion. Read word by word it loses its shape ("can do lisa clinic"); in
// English order ("what can lisa do for clinic") it is the question "what can X do for Y".

const can = '(?:peut|peuvent|pourrait|pourraient|pouvez|pourriez|pouvons|pourrions|sait|savez)';
const does = '(?:fait|font|faites|propose|proposent|proposez|offre|offrent|offrez)';
const subject = '([\\p{L}\\p{N}-]+(?: [\\p{L}\\p{N}-]+)?)';
const opener = '^(?:(?:et|mais|alors|donc|bonjour) )?';
// For someone: a determiner or a pronoun ("pour améliorer…" says what for, not for whom).
const forWhom =
  ' pour ((?:(?:un|une|des|les|le|la|l|mon|ma|mes|notre|nos|votre|vos|ce|cet|cette|ces|leur|leurs) .+)|nous|moi|eux)$';
// "que peut faire X pour", "que pouvez-vous faire pour", "que fait X pour".
const pronoun = '(il|elle|on|vous|ils|elles)';
const inverted = new RegExp(
  `${opener}que (?:(${can}) (?:${pronoun} faire|faire ${subject})|(${does}) ${subject})${forWhom}`,
  'u',
);
// "qu'est-ce que X peut faire pour", "qu'est-ce que vous faites pour".
const withEstCe = new RegExp(
  `${opener}qu est ce qu(?:e |')${subject} (?:(${can}) faire|(${does}))${forWhom}`,
  'u',
);

/** The French question in English order when it asks what X does for Y, else undefined. */
export function frenchOffer(
  question: string,
  translate: (french: string) => string,
): string | undefined {
  const q = foldText(question)
    .replace(/[’']/g, ' ')
    .replace(/-(?:t-)?(il|elle|ils|elles|on|vous|ce)\b/g, ' $1')
    .replace(/[?!.]+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  const a = inverted.exec(q);
  const b = a ? undefined : withEstCe.exec(q);
  if (a) return english(a[1] ? 'can' : 'does', a[2] ?? a[3] ?? a[5] ?? '', a[6] ?? '', translate);
  if (b) return english(b[2] ? 'can' : 'does', b[1] ?? '', b[4] ?? '', translate);
  return undefined;
}

function english(
  verb: 'can' | 'does',
  who: string,
  rest: string,
  translate: (french: string) => string,
): string | undefined {
  const doer = /^(il|elle|on)$/.test(who)
    ? 'it'
    : /^(vous|ils|elles)$/.test(who)
      ? 'you'
      : translate(who).trim();
  const customer =
    rest === 'nous'
      ? 'us'
      : rest === 'moi'
        ? 'me'
        : rest === 'eux'
          ? 'them'
          : translate(rest).trim();
  if (!doer || !customer) return undefined;
  return verb === 'can'
    ? `what can ${doer} do for ${customer}`
    : `what does ${doer} do for ${customer}`;
}
