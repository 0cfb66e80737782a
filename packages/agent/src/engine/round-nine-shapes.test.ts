// Session 13, issue #24 (helper `shapes`): answerable questions whose words differ from the
// passage that answers them. Each class on a small business of its own (a bakery with a
// loyalty card and an app; not Lisa's knowledge, and not a held-out question).
import { describe, expect, it } from 'vitest';
import { termOf } from '../text/analyzer.ts';
import { synonymsOf } from '../text/synonyms.ts';
import { asksCapability } from './capability.ts';
import { rewriteFollowUp } from './follow-up.ts';
import { mainClause } from './main-clause.ts';
import { classifyQuestion } from './question-type.ts';
import { askBusiness, businessChunk } from './test-business.ts';

function bakery() {
  return askBusiness(31, 'Mkate Bakery', [
    businessChunk(
      'card',
      'Loyalty card',
      'The Mkate loyalty card collects points on every loaf. Points never expire, and the card works in all our shops.',
    ),
    businessChunk(
      'card-faq-access',
      'Loyalty card FAQ',
      'Your card stops collecting points immediately and your history is kept, so you can link it again later.',
      { question: 'What happens if I remove the card from the app?', section: 'Loyalty card FAQ' },
    ),
    businessChunk(
      'card-faq-promo',
      'Loyalty card FAQ',
      'No. Ad campaigns run on their own prices; points are earned only in the shops.',
      { question: 'Do ads give loyalty points?', section: 'Loyalty card FAQ' },
    ),
    businessChunk(
      'delivery',
      'Delivery',
      'We deliver bread before 7 am in Westlands and Kilimani. Orders close at 9 pm the evening before.',
    ),
    businessChunk(
      'app',
      'The Mkate app',
      'The Mkate app shows your points, the day’s bakes and your delivery slot. It keeps you signed in on your phone.',
    ),
  ]);
}

describe('customer-service vocabulary a knowledge base does not use', () => {
  it('maps the words visitors use for leaving, leftovers, losing and adverts to the ones pages use', () => {
    const same = (a: string, b: string) =>
      expect(synonymsOf(termOf(a) as string)).toContain(termOf(b));
    same('revoke', 'remove');
    same('unlink', 'remove');
    same('withdraw', 'remove');
    same('lost', 'expire');
    same('vanish', 'expire');
    same('leftover', 'unused');
    same('adverts', 'ads');
    same('advertisement', 'ad');
  });

  it('answers a yes/no about withdrawing access with the entry about removing it', async () => {
    const { ask } = bakery();
    for (const q of [
      'If I unlink my card in the app, will it still gather points?',
      'Say we revoke the card from the app, does it carry on earning points?',
      'What happens once I withdraw my card from the app?',
    ]) {
      const reply = await ask(q);
      expect(['answer', 'faq'], q).toContain(reply.decision);
      expect(reply.text, q).toMatch(/stops collecting points/);
    }
  });

  it('answers whether points can be lost with the sentence saying they never expire', async () => {
    const { ask } = bakery();
    for (const q of [
      'Will my loyalty points be lost after some months?',
      'Do my loyalty points vanish at some point?',
      'Could my loyalty points disappear?',
    ]) {
      const reply = await ask(q);
      expect(['answer', 'faq'], q).toContain(reply.decision);
      expect(reply.text, q).toMatch(/never expire/);
    }
  });

  it('answers about adverts with the entry about ads', async () => {
    const { ask } = bakery();
    for (const q of [
      'Does buying through one of your adverts earn loyalty points?',
      'Do I get loyalty points from an advertisement offer?',
      'Are loyalty points given on advert deals?',
    ]) {
      const reply = await ask(q);
      expect(['answer', 'faq'], q).toContain(reply.decision);
      expect(reply.text, q).toMatch(/earned only in the shops/);
    }
  });
});

describe('follow-ups that point back to the previous subject', () => {
  const names = new Set(['mkate']);

  it('carries the subject when a connector leads to a pronoun and what is asked of it', () => {
    for (const q of [
      'right, and the one-time fee for that?',
      'ok and the setup charge for it?',
      'so, and what is paid once for that?',
    ]) {
      const rewritten = rewriteFollowUp(q, 'How do I join the Sourdough Club?', names) ?? '';
      expect(rewritten, q).toMatch(/sourdough club/);
    }
  });

  it('reads billing words as what is asked, not as a new subject', () => {
    for (const q of [
      'so what would we be billed for it every month?',
      'what are we charged for it?',
      'what do we pay for that each month?',
    ]) {
      const rewritten = rewriteFollowUp(q, 'Tell me about the Sourdough Club', names) ?? '';
      expect(rewritten, q).toMatch(/sourdough club/);
    }
  });

  it('does not take the business name for the subject of "it"', () => {
    for (const q of [
      'which neighbourhoods does it work in?',
      'at what time does it come?',
      'when must I order it by?',
    ]) {
      const rewritten = rewriteFollowUp(q, 'Can Mkate deliver bread?', names) ?? '';
      expect(rewritten, q).toMatch(/deliver bread/);
      expect(rewritten, q).not.toMatch(/mkate/);
    }
  });

  it('carries the named subject to a long question pointing back with "that <thing>"', () => {
    for (const q of [
      'and could the staff at the counter take orders for our clients inside that app?',
      'is it true that regular customers who order bread every week get points in that app too?',
      'would my whole family be able to share one single loyalty card through this app as well?',
    ]) {
      const rewritten = rewriteFollowUp(q, 'How do I install Mkate Orders?', names) ?? '';
      expect(rewritten, q).toMatch(/orders/);
    }
    // A message naming a thing of its own keeps its own subject.
    expect(
      rewriteFollowUp(
        'and could the staff at the counter take orders for our clients inside that Kiosk app?',
        'How do I install Mkate Orders?',
        names,
      ),
    ).toBeUndefined();
  });

  it('answers a follow-up about the previous subject from its passage', async () => {
    const { ask } = bakery();
    const history = [
      { sender: 'visitor' as const, text: 'Can Mkate deliver bread?' },
      { sender: 'bot' as const, text: 'We deliver bread before 7 am in Westlands and Kilimani.' },
    ];
    const reply = await ask('and when do orders close for it?', history);
    expect(reply.text).toMatch(/9 pm/);
  });
});

function bakeryForTrade() {
  const page = (id: string, section: string, text: string) =>
    businessChunk(id, 'Mkate for caterers', text, { sourceId: 'caterers', section });
  return askBusiness(32, 'Mkate Bakery', [
    businessChunk(
      'caterers-intro',
      'Mkate for caterers',
      'Mkate helps caterers feed weddings, conferences and school events with fresh bread.',
      { sourceId: 'caterers' },
    ),
    page(
      'caterers-challenges',
      'Caterer challenges',
      '- Late loaves: A wedding cannot wait for bread that arrives after the guests.\n- Changing numbers: Guest counts change the night before.',
    ),
    page(
      'caterers-does',
      'What Mkate does for caterers',
      '- Bulk bread orders: Order up to 500 rolls a day with one message.\n- Dawn delivery: Vans reach your kitchen before 6 am.\n- Late changes: Change quantities until 10 pm the night before.',
    ),
    page(
      'caterers-benefits',
      'Caterer benefits',
      '- Fewer phone calls to the bakery.\n- Fresh bread on every table.',
    ),
    businessChunk(
      'faq-hotel',
      'Mkate FAQ',
      'Yes, hotels and caterers can open a trade account at any shop.',
      { question: 'Can a caterer or hotel open a trade account?', section: 'FAQ' },
    ),
    businessChunk(
      'story',
      'About Mkate',
      'Mkate has baked bread in Nairobi since 1998, with three shops and a central bakery.',
    ),
  ]);
}

describe('what the business does for a kind of customer, asked in other words', () => {
  it('recognises the question whatever verb carries it', () => {
    for (const q of [
      'How can Mkate help a caterer?',
      'How would Mkate serve a wedding caterer?',
      'What could a caterer use Mkate for?',
      'What might our catering firm do with Mkate for events?',
    ])
      expect(asksCapability(q), q).toBe(true);
    for (const q of [
      'How can I help my bakery grow?',
      'How do I pay for bread?',
      'What do I use to order?',
      'How can Mkate deliver before 6 am?',
    ])
      expect(asksCapability(q), q).toBe(false);
  });

  it('answers with the list of what is done for that customer, not the other lists of the page', async () => {
    const { ask } = bakeryForTrade();
    for (const q of [
      'How can Mkate help caterers?',
      'What can caterers use Mkate for?',
      'How could Mkate support caterers?',
    ]) {
      const reply = await ask(q);
      expect(reply.text, q).toMatch(/Bulk bread orders/);
      expect(reply.text, q).toMatch(/Dawn delivery/);
      expect(reply.text, q).toMatch(/Late changes/);
      expect(reply.text, q).not.toMatch(/Late loaves|Fewer phone calls/);
    }
  });
});

describe('a yes/no question after the scene it sets', () => {
  it('finds the asked clause after an opening clause or statements', () => {
    expect(mainClause('If the van is late, will you refund the delivery?')).toBe(
      'will you refund the delivery?',
    );
    expect(mainClause('Our office orders every Friday. Can you invoice us monthly?')).toBe(
      'Can you invoice us monthly?',
    );
    expect(mainClause('Can you invoice us monthly?')).toBeUndefined();
  });

  it('reads it as yes/no, and leaves other kinds as they are', () => {
    for (const q of [
      'If the van is late, will you refund the delivery?',
      'Once my card is full, does it reset to zero?',
      'When a loaf sells out online, could the shop still keep one for me?',
      'We order for a school. Do you bake without nuts?',
    ])
      expect(classifyQuestion(q), q).toBe('yes-no');
    expect(classifyQuestion('If I order 500 rolls, how much do I pay?')).toBe('price');
    expect(classifyQuestion('When the van comes, what should I sign?')).not.toBe('yes-no');
    expect(classifyQuestion('When I order bread, it comes late')).not.toBe('yes-no');
  });
});

describe('stages and phases are steps', () => {
  const cakes = () =>
    askBusiness(33, 'Mkate Bakery', [
      businessChunk(
        'cake-steps',
        'Ordering a celebration cake',
        '1. Choose: pick a size and flavour in the shop or the app.\n2. Taste: come for a free tasting on Saturday.\n3. Pay a deposit: half the price holds your date.\n4. Collect: pick up the cake on the day, boxed and ready.',
      ),
      businessChunk(
        'cake-flavours',
        'Cake flavours',
        'Vanilla, chocolate, carrot and lemon cakes are baked daily; fruit cake needs two weeks.',
      ),
    ]);

  it('maps stages and phases to steps and reads "outline" as asking a list', () => {
    expect(synonymsOf(termOf('stages') as string)).toContain(termOf('steps'));
    expect(synonymsOf(termOf('phase') as string)).toContain(termOf('step'));
    expect(classifyQuestion('Outline the stages of a cake order')).toBe('list');
    expect(classifyQuestion('Which phases does a wedding order go through?')).toBe('list');
  });

  it('answers with every step of the list', async () => {
    const { ask } = cakes();
    for (const q of [
      'Outline the four stages of ordering a celebration cake',
      'What phases does a celebration cake order go through?',
      'Which stages are there from choosing a cake to collecting it?',
    ]) {
      const reply = await ask(q);
      for (const step of ['Choose', 'Taste', 'Pay a deposit', 'Collect'])
        expect(reply.text, q).toContain(step);
    }
  });
});

describe('a list question on a page of several sections', () => {
  const ordering = () => {
    const page = (id: string, section: string, text: string) =>
      businessChunk(id, 'Ordering from Mkate', text, { sourceId: 'ordering', section });
    return askBusiness(34, 'Mkate Bakery', [
      page(
        'ordering-help',
        'Where to get help with ordering',
        'Ask at any counter, call the bakery, or read the step-by-step ordering guides in the app.',
      ),
      page(
        'ordering-steps',
        'The ordering steps',
        '1. Browse: open the app and pick today’s bakes.\n2. Basket: add loaves and choose a slot.\n3. Pay: use M-Pesa or a card.\n4. Receive: the van brings your order.',
      ),
      page('ordering-times', 'Ordering times', 'Orders close at 9 pm the evening before delivery.'),
    ]);
  };

  it('takes the section holding a list over one whose heading says as much without a list', async () => {
    const { ask } = ordering();
    for (const q of [
      'What are the steps to order with Mkate?',
      'List the steps to get an order going',
      'What are the ordering steps at Mkate?',
    ]) {
      const reply = await ask(q);
      for (const step of ['Browse', 'Basket', 'Pay', 'Receive'])
        expect(reply.text, q).toContain(step);
    }
  });
});
