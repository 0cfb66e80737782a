// Session 19, issue #24 (helper `lists16`): how-tos and lists answered from the wrong passage of
// the right page, or pulled by the visitor's situation. An accounting app of its own (not
// Lisa's knowledge, and no eval question).
import { describe, expect, it } from 'vitest';
import { asksOffer } from './capability.ts';
import { prerequisitesQuestion } from './prerequisites.ts';
import { resumeIdioms } from './resume-idioms.ts';
import { askBusiness, businessChunk } from './test-business.ts';
import { titledPageFirst } from './titled-page.ts';

function ledger() {
  const page = (id: string, text: string, section?: string) =>
    businessChunk(`pesaflow-${id}`, 'Pesaflow', text, {
      sourceId: 'pesaflow',
      ...(section ? { section } : {}),
    });
  return askBusiness(91, 'Kopa Books', [
    page(
      'intro',
      'Send new clients, invoices and reminders from Kopa into your Pesaflow ledger. For firms that run their clients on Pesaflow, Kopa keeps the ledger current: every new client is created or updated, and every invoice is logged against its client.',
    ),
    page(
      'features',
      '- Clients created or updated from every invoice\n- Invoices logged with their line items\n- Reminders assigned to your accountants',
      'Pesaflow features',
    ),
    page(
      'using',
      '1. Open Connections › Pesaflow in your Kopa dashboard and paste the token there.\n2. Select Verify and wait for the green tick.\n3. Map the fields your invoices use to Pesaflow fields.',
      'Using Pesaflow with Kopa',
    ),
    page(
      'connect',
      '1. Sign in to Pesaflow as an owner who can manage clients.\n2. Generate an access token under your profile.\n3. Approve the requested scopes for clients and invoices.',
      'How to connect Pesaflow',
    ),
    businessChunk(
      'payroll',
      'Payroll',
      'Kopa runs payroll for up to 200 staff each month and files the statutory returns for you.',
      { sourceId: 'payroll' },
    ),
    businessChunk(
      'receipts',
      'Receipts',
      'Snap a photo of a receipt and Kopa reads the amount, the date and the supplier into a draft expense.',
      { sourceId: 'receipts' },
    ),
  ]);
}

describe('a how-to whose page has steps that never say where in the product to act', () => {
  it.each([
    'How do I connect Pesaflow?',
    'How do we connect our Pesaflow account?',
    'Pesaflow: how do I connect it?',
  ])('%s -> also the same page’s steps naming the screen', async (question) => {
    const reply = await ledger().ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('Connections › Pesaflow');
  });
});

describe('a situation whose words pulled an answer holding none of the question’s own', () => {
  it.each([
    'Our shops keep their clients in Pesaflow. Where do I paste the token to hook it up?',
    'My team tracks invoices and clients in Pesaflow. Where should the token go to connect it?',
    'We run our clients and invoices on Pesaflow. Where do I put the token to connect it?',
  ])('%s -> the steps, not the page’s introduction', async (question) => {
    const reply = await ledger().ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('Connections › Pesaflow');
  });
});

describe('an answer in words of its own is not asked again from another page', () => {
  it('a situation whose answer says the thing in other words keeps it', async () => {
    const { ask } = askBusiness(92, 'Kopa Books', [
      businessChunk(
        'diary-faq',
        'Diary FAQ',
        'No. Kopa sees only free and busy times in your diary.',
        { sourceId: 'diary-faq', question: 'Does Kopa read my private diary entries?' },
      ),
      businessChunk(
        'diary',
        'Diary',
        'Link your diary so Kopa can book client meetings in free slots.',
        { sourceId: 'diary' },
      ),
      businessChunk(
        'invoice-look',
        'Invoice look',
        '1. Open Settings › Invoices.\n2. Choose the logo, the colours and the title printed at the top.\n3. Save the notes printed under every invoice.',
        { sourceId: 'invoice-look', section: 'Change how invoices look' },
      ),
    ]);
    const reply = await ask(
      'If I link my private diary to Kopa, does it get the titles and notes of my appointments?',
    );
    expect(reply.text).toContain('free and busy');
  });
});

describe('a list question whose FAQ entry asks the same "which X" in other words', () => {
  const statements = () =>
    askBusiness(93, 'Kopa Books', [
      businessChunk(
        'banks-faq',
        'Kopa FAQ',
        'Equity, KCB, NCBA and Stanbic, plus any bank whose online banking exports CSV files.',
        {
          sourceId: 'faq',
          section: 'Banks',
          question: 'Which banks can Kopa import statements from?',
        },
      ),
      businessChunk(
        'import-flow',
        'Bank statements',
        '1. Statement arrives: your bank emails the monthly account statement to your Kopa address.\n2. Kopa reads it: every line of the statement is matched to an invoice or an expense.\n3. You confirm: lines Kopa could not match wait for you in the inbox.',
        { sourceId: 'statements', section: 'How statement import works' },
      ),
      businessChunk(
        'import-price',
        'Bank statements',
        'Importing statements is included in every plan; each extra bank account costs KES 500 a month.',
        { sourceId: 'statements-price' },
      ),
      businessChunk(
        'payroll',
        'Payroll',
        'Kopa runs payroll for up to 200 staff each month and files the statutory returns for you.',
        { sourceId: 'payroll' },
      ),
    ]);
  it.each([
    'From which banks can Kopa import monthly account statements?',
    'Which lenders and banks does Kopa import my account statements from, every one?',
    'Which banks can our accountant import monthly account statements from into Kopa?',
  ])('%s -> the entry naming them', async (question) => {
    const reply = await statements().ask(question);
    expect(reply.text).toContain('NCBA');
  });
});

describe('a list asked of the thing a page is titled by', () => {
  const passage = (id: string, title: string, text: string, score: number, section?: string) => ({
    chunkId: id,
    sourceId: id.split('#')[0] as string,
    title,
    text,
    score,
    ...(section ? { section } : {}),
  });
  // Ranked as a question naming "family business" left them: a neighbouring page holding the
  // situation's words and a stray verb first.
  const ranked = [
    passage(
      'clinics#0',
      'Kopa for Clinics',
      'Patients bring receipts and claim forms at every visit.',
      9,
    ),
    passage(
      'clinics#1',
      'Kopa for Clinics',
      '- Claim tracking\n- Patient receipts',
      8,
      'What Kopa does for Clinics',
    ),
    passage(
      'family#1',
      'Kopa for Family Business',
      '- Till reconciliation\n- Stock valuation',
      6,
      'What Kopa does for Family Business',
    ),
    passage(
      'family#2',
      'Kopa for Family Business',
      '1. Sales arrive.\n2. Kopa matches them.',
      5,
      'Family Business workflow',
    ),
  ];
  const names = new Set(['kopa']);
  it.each([
    'Which family business features does Kopa bring?',
    'Our minimart loses receipts. Which family business features does Kopa bring us?',
    'How can Kopa help a family business that sells at the market?',
  ])('%s -> that page first', (question) => {
    const first = titledPageFirst(ranked, question, names);
    expect(first.slice(0, 2).map((p) => p.sourceId)).toEqual(['family', 'family']);
  });
  it('not when the best passage already speaks of the titled thing', () => {
    const priced = [
      passage('pricing#0', 'Pricing', 'Family Business setup costs KES 5,000.', 9),
      ...ranked.slice(2),
    ];
    expect(
      titledPageFirst(priced, 'what does the family business setup cost?', names)[0]?.sourceId,
    ).toBe('pricing');
  });
  it.each([
    'Which customer service features does Kopa bring?',
    'What small business services can Kopa provide?',
    'which family business features would Kopa offer',
  ])('%s asks what is offered', (question) => {
    expect(asksOffer(question)).toBe(true);
  });
});

describe('what is needed beforehand, after a situation naming the thing', () => {
  const needs = () =>
    askBusiness(95, 'Kopa Books', [
      businessChunk(
        'pesaflow-need',
        'Connecting Pesaflow',
        '- a Pesaflow owner login;\n- an access token that has not been used by another app.',
        { sourceId: 'pesaflow-doc', section: 'What you need' },
      ),
      businessChunk(
        'pesaflow-steps',
        'Connecting Pesaflow',
        '1. Open Connections › Pesaflow.\n2. Paste the access token.\n3. Select Verify.',
        { sourceId: 'pesaflow-doc', section: 'Connect Pesaflow' },
      ),
      businessChunk(
        'trial',
        'Getting started',
        'The free trial lasts 30 days; before you start, nothing is needed but an email address.',
        { sourceId: 'start', section: 'Start a free trial' },
      ),
      businessChunk(
        'payroll',
        'Payroll',
        'Kopa runs payroll for up to 200 staff each month and files the statutory returns for you.',
        { sourceId: 'payroll' },
      ),
    ]);
  it('end to end: the thing’s requirements', async () => {
    const reply = await needs().ask(
      'Our clinic wants Kopa on Pesaflow. What do we need to have before we start?',
    );
    expect(reply.text).toContain('owner login');
  });
  const names = new Set(['kopa']);
  it.each([
    ['Our clinic wants Kopa on Pesaflow.', 'What do we need to have before we start?'],
    [
      'The shop is moving its books to Pesaflow and Tillsync.',
      'What should we have ready beforehand?',
    ],
    ['Is Pesaflow supported?', 'What do we need first?'],
  ])('after "%s", "%s" asks what that thing needs', (previous, message) => {
    expect(prerequisitesQuestion(message, previous, names)).toMatch(
      /^what do I need for Pesaflow(?: Tillsync)?\?$/,
    );
  });
});

describe('a bot resuming after a person, in the visitor’s words', () => {
  const desk = () =>
    askBusiness(96, 'Tuma Desk', [
      businessChunk(
        'inbox',
        'The shared inbox',
        'When a teammate replies from the inbox, Tuma stays silent in that chat until the teammate hands the conversation back with one click.',
        { sourceId: 'inbox' },
      ),
      businessChunk(
        'replies',
        'How Tuma answers',
        'Tuma answers every customer question again and again from your documents, and starts each chat with a greeting you choose.',
        { sourceId: 'replies' },
      ),
      businessChunk(
        'billing',
        'Billing',
        'Each reply uses one credit; credits are bought in packs from the billing page.',
        { sourceId: 'billing' },
      ),
    ]);
  it.each([
    'My colleague answered a customer herself. How does Tuma start answering again afterwards?',
    'Once I am done with a chat, how does the bot begin replying once more?',
    'After my agent finishes, when does Tuma resume answering?',
  ])('%s -> the conversation handed back', async (question) => {
    const reply = await desk().ask(question);
    expect(reply.text).toContain('hands the conversation back');
  });
  it('starting a chat is not resuming one', () => {
    expect(resumeIdioms('how do customers start chatting with the bot?')).toBe(
      'how do customers start chatting with the bot?',
    );
  });
});

describe('what a thing is about is its details', () => {
  const diary = () =>
    askBusiness(97, 'Kopa Books', [
      businessChunk('diary-faq', 'Diary FAQ', 'No. Kopa reads only free and busy times.', {
        sourceId: 'diary-faq',
        question: 'Can Kopa see the details of my other meetings?',
      }),
      businessChunk(
        'diary',
        'Diary',
        'Link your diary so Kopa can see the free slots between your private entries and staff entries.',
        { sourceId: 'diary' },
      ),
      businessChunk(
        'payroll',
        'Payroll',
        'Kopa runs payroll for up to 200 staff each month and files the statutory returns for you.',
        { sourceId: 'payroll' },
      ),
    ]);
  it.each([
    'I keep private entries in the same diary. Will Kopa see what they are about?',
    'Our diary holds staff entries too. Will Kopa see what those are about?',
    'There is a private entry in my diary. Can Kopa see what it is about?',
  ])('%s -> the entry on details', async (question) => {
    const reply = await diary().ask(question);
    expect(reply.text).toContain('free and busy');
  });
});

describe('which X: a line naming them after the word ("X such as A, B and C")', () => {
  const apps = () =>
    askBusiness(98, 'Kopa Books', [
      businessChunk(
        'apps-faq',
        'Kopa FAQ',
        'Kopa connects to your bank, your payroll and ledgers such as Pesaflow, Tillsync and Hesabu, with 20 apps in total.',
        { sourceId: 'faq', section: 'Apps', question: 'What does Kopa connect to?' },
      ),
      businessChunk(
        'records',
        'One record per client',
        'Kopa keeps one record per client in three steps:\n\n- Match: the same client across invoices and chats becomes one record.\n- Enrich: payments and notes are added to the record.\n- Sync: the client record is written back to your ledger.',
        { sourceId: 'records', section: 'One record per client' },
      ),
      businessChunk(
        'records-intro',
        'One record per client',
        'Client records stay in sync everywhere: a change made in Kopa reaches your ledger within a minute, and a change in your ledger reaches Kopa.',
        { sourceId: 'records' },
      ),
      businessChunk(
        'payroll',
        'Payroll',
        'Kopa runs payroll for up to 200 staff each month and files the statutory returns for you.',
        { sourceId: 'payroll' },
      ),
    ]);
  it.each([
    'Which ledgers can Kopa sync client records with?',
    'Which ledgers is Kopa able to sync client records with?',
    'Which ledgers will Kopa write client records back to?',
  ])('%s -> the line naming them', async (question) => {
    const reply = await apps().ask(question);
    expect(reply.text).toContain('Hesabu');
  });
});
