// French and Swahili questions of set 16 and the everyday idioms behind them (session 19,
// issue #24): a person added to the account is a user, two records of one customer are a
// duplicate, someone contacting the visitor back replies, bank details are card details, and
// "how will X help us?" asked after the visitor's situation asks what X does for them — in
// English and in what the glossary makes of French and Swahili. Words of their own, on a
// small business of its own.
import { describe, expect, it } from 'vitest';
import { translateQuestion } from '../language/glossary.ts';
import { visitorIdioms } from '../language/visitor-idioms.ts';
import { askBusiness, businessChunk } from './test-business.ts';

function desk() {
  return askBusiness(1916, 'Tembo Desk', [
    businessChunk(
      'bundles',
      'Tembo Desk pricing',
      'Message bundles cost $40 for 2,000 messages and never expire.',
      { section: 'Bundles' },
    ),
    businessChunk('users', 'Tembo Desk pricing', 'Each additional user costs $12 per month.', {
      section: 'Users',
    }),
    businessChunk(
      'care',
      'Care plans',
      'The Premium care plan costs $300 per month and gives your account a dedicated account manager who looks after the account.',
      { section: 'Premium care' },
    ),
    businessChunk(
      'contact-form',
      'Contact form',
      'When a customer fills in the contact form on your site, Tembo Desk saves the contact and emails you. Contact details are kept for two years.',
    ),
    businessChunk(
      'crm',
      'Pipedrive sync',
      'With Pipedrive connected, Tembo Desk saves each new lead with the conversation attached and hands every new contact to your sales team. Tembo Desk looks a contact up by phone and email before saving and updates the existing record instead of making a duplicate.',
    ),
    businessChunk(
      'quotes',
      'Requesting a quote',
      'Fill in the quote form with your company name and the channels you need. Our sales team replies to quote requests within 3 business days.',
    ),
    businessChunk(
      'forms',
      'Forms API',
      'POST /forms submits a contact, demo or quote form from your own site; the form fields are the company name, email and phone.',
    ),
    businessChunk(
      'widget',
      'Chat window',
      '- Open Channels › Website and copy the chat window snippet.\n- Paste the snippet before the closing body tag of your site.',
      { section: 'Put the chat window on your website' },
    ),
    businessChunk(
      'trial',
      'Getting started',
      'The trial lasts 21 days and needs no credit card. Sign up with your email to start.',
    ),
    businessChunk(
      'schools-intro',
      'Tembo Desk for Schools',
      'Schools and colleges answer the same questions every term from parents and students: fees, dates, uniforms, transport.',
      { section: 'Overview' },
    ),
    businessChunk(
      'schools-offer',
      'Tembo Desk for Schools',
      '- Enrolment helper: Tembo Desk answers parents on fees, places and entry requirements from your handbook.\n- Term reminders: fee and event reminders go out on WhatsApp.',
      { section: 'What Tembo Desk does for Schools' },
    ),
  ]);
}

describe('everyday idioms read into the knowledge words (visitor-idioms.ts)', () => {
  it('reads a person added to the account as a user, in any order', () => {
    expect(visitorIdioms('We want to add two colleagues to our account')).toBe(
      'We want to add two users to our account',
    );
    expect(visitorIdioms('a third person on the account')).toBe('a third user on the account');
    expect(visitorIdioms('add person third account pay how much')).toBe(
      'add user third account pay how much',
    );
    // people counted on the visitor's own team; uncounted, the business's staff
    expect(visitorIdioms('With six colleagues in our team, what does each extra one cost?')).toBe(
      'With six users in our team, what does each extra one cost?',
    );
    expect(visitorIdioms('with person people four team')).toBe('with four users team');
    expect(visitorIdioms('How many people are on your team?')).toBe(
      'How many people are on your team?',
    );
    // the business's own account manager is no user
    expect(visitorIdioms('can a person be our account manager')).toBe(
      'can a person be our account manager',
    );
    expect(visitorIdioms('can I talk to a person about my account')).toBe(
      'can I talk to a person about my account',
    );
  });

  it('reads two records of one customer, or one added twice, as a duplicate', () => {
    expect(visitorIdioms('will the CRM get two contacts for the same client')).toBe(
      'will the CRM get duplicate contacts for the same client',
    );
    expect(visitorIdioms('create record two customer same')).toBe(
      'create duplicate record customer same',
    );
    expect(visitorIdioms('will it save that buyer a second time?')).toBe(
      'will it save that buyer as a duplicate?',
    );
    // no record made: twice stays twice
    expect(visitorIdioms('do I pay twice?')).toBe('do I pay twice?');
  });

  it('reads someone contacting the visitor back as a reply, and payment details as card details', () => {
    expect(visitorIdioms('when will your sales people get back to me?')).toBe(
      'when will your sales people reply to me?',
    );
    expect(visitorIdioms('how soon will I hear back')).toBe('how soon will I get a reply');
    expect(visitorIdioms('how do I contact sales')).toBe('how do I contact sales');
    expect(visitorIdioms('must I give my payment details?')).toBe('must I give my card details?');
  });
});

describe('French and Swahili everyday words (vocabulary)', () => {
  it('translates card details, "for", "with me", "the same" and who the visitor is', () => {
    expect(
      translateQuestion("Faut-il donner ses informations bancaires pour l'essai ?", 'fr'),
    ).toContain('card details');
    expect(translateQuestion('Je, ni lazima niweke taarifa za kadi ili kujaribu?', 'sw')).toContain(
      'card details',
    );
    expect(translateQuestion('tutalipa kiasi gani kwa ajili yake?', 'sw')).not.toContain('ajili');
    expect(translateQuestion('Timu ya mauzo itawasiliana nasi lini?', 'sw')).toContain(
      'reply to us',
    );
    expect(translateQuestion('Quand vos commerciaux vont-ils me contacter ?', 'fr')).toContain(
      'reply to me',
    );
    expect(translateQuestion('Je, itaweka rekodi mbili za mteja huyo huyo?', 'sw')).toContain(
      'duplicate record',
    );
    expect(translateQuestion('Nous sommes une école privée.', 'fr')).not.toContain('amount');
    expect(translateQuestion('Mimi ni mwalimu wa shule ya msingi', 'sw')).toBe(
      'teacher primary school',
    );
    // what it would come to, done for the visitor
    expect(translateQuestion('Brancher Pipedrive nous reviendrait à combien ?', 'fr')).toContain(
      'how much cost',
    );
    expect(
      translateQuestion("Qui peut s'occuper de toute l'installation à notre place ?", 'fr'),
    ).toContain('do all');
    // more of the knowledge's words reached (pnpm glossary:coverage)
    expect(translateQuestion('Je, mtasasisha rekodi iliyopo?', 'sw')).toContain('existing');
    expect(translateQuestion('Je, kuna ramani ya ofisi?', 'sw')).toContain('map');
    expect(translateQuestion('Majibu huchukua muda gani?', 'sw')).toContain('response');
  });
});

describe('the asked fact, in three languages', () => {
  it('prices a person added to the account as an additional user', async () => {
    const { ask } = desk();
    for (const q of [
      'If we add a person to our account, what do we pay per month for them?',
      'Tukimwongeza mfanyakazi mmoja kwenye akaunti, tutalipa kiasi gani kwa mwezi?',
      'Si on ajoute une personne au compte, ça coûte combien par mois ?',
      'Tukiwa na watu wanne kwenye timu, kila mmoja wa ziada analipiwa kiasi gani kwa mwezi?',
    ]) {
      const r = await ask(q);
      expect(r.decision, q).toBe('answer');
      // the user's price first; a neighbouring price may follow, never lead
      const [first] = r.text.split(/\n\n/).filter((p) => !p.startsWith('_'));
      expect(first, q).toContain('$12 per month');
    }
  });

  it('answers two records of one customer with how duplicates are avoided', async () => {
    const { ask } = desk();
    for (const q of [
      'Our shop uses Pipedrive. Will the same buyer end up with two contacts for the same client?',
      'Duka letu linatumia Pipedrive. Je, itaunda rekodi mbili kwa mteja yule yule?',
      'Si un client écrit deux fois, Tembo Desk va-t-il créer deux fiches pour le même client dans Pipedrive ?',
    ]) {
      const r = await ask(q);
      expect(r.decision, q).toBe('answer');
      expect(r.text, q).toMatch(/existing record/);
    }
  });

  it('answers when sales will contact the visitor with the reply time', async () => {
    const { ask } = desk();
    for (const q of [
      'I sent the quote form for our bakery. How soon will I hear back?',
      'Nimetuma fomu ya nukuu kwa ajili ya duka letu. Mauzo watawasiliana nami lini?',
      'Quand est-ce que vos commerciaux vont me contacter après le formulaire de devis ?',
    ]) {
      const r = await ask(q);
      expect(r.decision, q).toBe('answer');
      expect(r.text, q).toContain('3 business days');
    }
  });

  it('answers trying it without bank details with the trial line', async () => {
    const { ask } = desk();
    for (const q of [
      'Pour tester Tembo Desk trois semaines, faut-il donner mes coordonnées bancaires ?',
      'Je, ni lazima niweke taarifa za benki ili kupata majaribio ya Tembo Desk?',
      'To try Tembo Desk, do I need to give my bank details?',
    ]) {
      const r = await ask(q);
      expect(r.decision, q).toBe('answer');
      expect(r.text, q).toContain('no credit card');
    }
  });

  it('answers "how will X help us?" after the situation with what X does for them', async () => {
    const { ask } = desk();
    for (const q of [
      'We run a small primary school. Parents ask about fees every day; how would Tembo Desk help us?',
      'Sisi ni shule ya msingi. Wazazi huuliza kuhusu karo kila siku; Tembo Desk itatusaidiaje?',
      'Nous sommes une école privée. Les parents posent beaucoup de questions ; comment Tembo Desk peut-il nous aider ?',
    ]) {
      const r = await ask(q);
      expect(r.decision, q).toBe('answer');
      expect(r.text, q).toContain('Enrolment helper');
    }
  });

  it('reads a Swahili diminutive as its noun and a verb of having as nothing', async () => {
    expect(translateQuestion('Nina kiduka kidogo mjini', 'sw')).toBe('shop small city');
    expect(translateQuestion('Duka letu lina vidirisha viwili', 'sw')).toContain('window');
    expect(translateQuestion('Shirika letu lisilo la kiserikali', 'sw')).not.toContain(
      'government',
    );
    const { ask } = desk();
    for (const q of [
      'Nawezaje kuweka kidirisha cha mazungumzo cha Tembo Desk kwenye tovuti yetu?',
      'Kidirisha cha gumzo kinawekwaje kwenye tovuti?',
      'Tuna tovuti. Dirisha la mazungumzo linawekwaje?',
    ]) {
      const r = await ask(q);
      expect(r.decision, q).toBe('answer');
      expect(r.text, q).toContain('snippet');
    }
  });
});
