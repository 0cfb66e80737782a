// Session 13, issue #24: French and Swahili questions read through vocabulary made by rule
// (noun plurals, adjective agreement, verb conjugations, Swahili verb prefixes and
// extensions, numbers written as words), on a print shop of its own (not Lisa's knowledge,
// and no held-out question), and the language of short questions.
import { describe, expect, it } from 'vitest';
import { detectLanguage } from '../language/detect-language.ts';
import { builtInGlossary, translateQuestion } from '../language/glossary.ts';
import { swahiliRootMeanings, swahiliVerbForm } from '../language/glossary-sw.ts';
import { analyze } from '../text/analyzer.ts';
import { askBusiness, businessChunk } from './test-business.ts';

function printShop() {
  return askBusiness(21, 'Chapa Print', [
    businessChunk(
      'prices',
      'Chapa Print prices',
      'Business card design setup costs $30 (one-time). Each additional designer on your account costs $20 per month. Design training costs $45 per hour.',
    ),
    businessChunk(
      'posters',
      'Poster printing',
      'Posters are priced per page in bands:\n\n- 1 to 999 pages cost KES 50 per page.\n- 1,000 to 9,999 pages cost KES 35 per page.\n- 10,000 pages and above cost KES 28 per page.',
    ),
    businessChunk(
      'upload',
      'Sending your files',
      'To upload your files:\n\n1. Open Orders › Upload in your account.\n2. Choose a PDF or an image.\n3. Select Send: we reply with a proof link within 1 hour.',
      { section: 'How to upload files' },
    ),
    businessChunk(
      'languages',
      'Our designers',
      'Our designers reply in 4 different languages: English, Swahili, French and Arabic.',
    ),
  ]);
}

describe('numbers written as words', () => {
  it('reads French numbers, compounds included, as the knowledge base writes them', () => {
    expect(translateQuestion('Pour quatre-vingts utilisateurs, combien ?', 'fr')).toBe(
      '80 users how much',
    );
    expect(translateQuestion('Deux mille crédits coûtent combien ?', 'fr')).toBe(
      '2,000 credits cost how much',
    );
    expect(translateQuestion('Vingt et un jours ?', 'fr')).toBe('21 days');
    // A lone "un" is an article.
    expect(translateQuestion('Un devis ?', 'fr')).toBe('quote');
  });

  it('reads Swahili numbers: thousands before their count, tens joined by "na", class agreement', () => {
    expect(translateQuestion('Mabango elfu kumi', 'sw')).toContain('10,000');
    expect(translateQuestion('Suti mia tano', 'sw')).toContain('500');
    expect(translateQuestion('mashati ishirini na tano', 'sw')).toContain('25');
    expect(translateQuestion('wafanyakazi watatu', 'sw')).toBe('staff three');
  });

  it('states whole hours given in minutes as hours, in either word order', () => {
    expect(translateQuestion('Une séance de cent vingt minutes', 'fr')).toContain('2 hours');
    expect(translateQuestion('Mafunzo ya dakika sitini', 'sw')).toContain('one hour');
    expect(translateQuestion('Une retouche de trente minutes', 'fr')).toContain('30 minutes');
  });
});

describe('word order of counts', () => {
  it('puts a Swahili count after "more than" before its noun, as English does', () => {
    expect(translateQuestion('Bei ya bango moja kwa zaidi ya mabango 20,000?', 'sw')).toContain(
      'more than 20,000',
    );
    expect(translateQuestion('zaidi ya watumiaji 10', 'sw')).toBe('more than 10 users');
    expect(translateQuestion('chini ya kurasa elfu moja', 'sw')).toContain('under 1,000 page');
  });
});

describe('French verbs, nouns and adjectives in their forms', () => {
  it('reads a regular verb in any person, tense or participle', () => {
    for (const q of [
      'Vous facturez combien ?',
      'Ils ont facturé combien ?',
      'Nous facturerons combien ?',
    ])
      expect(translateQuestion(q, 'fr')).toMatch(/\b(charge|bill)\b/);
    for (const q of ['J’ai collé le code', 'Je colle le code', 'Collez le code']) {
      expect(translateQuestion(q, 'fr')).toContain('paste');
      expect(translateQuestion(q, 'fr')).toContain('code');
    }
  });

  it('reads plurals and feminine forms', () => {
    expect(translateQuestion('les bulles', 'fr')).toContain('bubble');
    expect(translateQuestion('les canaux', 'fr')).toContain('channel');
    expect(translateQuestion('des jetons', 'fr')).toContain('token');
    expect(translateQuestion('des langues différentes', 'fr')).toBe('languages different');
    expect(translateQuestion('des réponses automatisées', 'fr')).toContain('automatic');
  });

  it('reads "at the start" as the one-time setup and "what must I" as a how-to', () => {
    expect(translateQuestion('Combien au départ ?', 'fr')).toBe('how much setup');
    expect(translateQuestion('Que dois-je téléverser ?', 'fr')).toBe('how do i upload');
    expect(translateQuestion('Que faut-il installer ?', 'fr')).toBe('how do i install');
  });
});

describe('"compatible with" as the knowledge base says it', () => {
  it('reads it as "work with" in both languages', () => {
    expect(translateQuestion('Quels outils sont compatibles avec votre agenda ?', 'fr')).toContain(
      'work with',
    );
    expect(translateQuestion('Le widget est-il compatible avec Wix ?', 'fr')).toContain(
      'work with wix',
    );
    expect(translateQuestion('Programu inaendana na Shopify?', 'sw')).toContain('work with');
  });
});

describe('Swahili verbs by root', () => {
  it('reads subject, tense, negative, relative and object prefixes around a root', () => {
    expect(swahiliVerbForm('tunalipia')?.english).toBe('pay');
    expect(swahiliVerbForm('hamjaniunganisha')?.english).toBe('connect');
    expect(swahiliVerbForm('tunachopakia')?.english).toBe('upload');
    expect(swahiliVerbForm('mtanitumia')?.english).toBeDefined();
  });

  it('reads derived forms: passive, applicative, subjunctive', () => {
    expect(swahiliVerbForm('analipiwa')?.english).toBe('pay');
    expect(swahiliVerbForm('zimepakiwa')?.english).toBe('upload');
    expect(swahiliVerbForm('nibandike')?.english).toBe('paste');
  });

  it('reads the suffix -je as "how"', () => {
    // The subject prefix says who asks: "ni-" I, "tu-" we (session 20).
    expect(translateQuestion('Ninapakiaje faili zangu?', 'sw')).toBe('how do i upload file');
    expect(translateQuestion('Tunalipaje?', 'sw')).toBe('how do we pay');
    expect(translateQuestion('Nitabandikaje msimbo?', 'sw')).toBe('how do i paste code snippet');
  });

  it('does not read a short noun with a one-letter prefix as a verb', () => {
    // mkate (bread), mtoto (child), mti (tree)
    expect(swahiliVerbForm('mkate')).toBeUndefined();
    expect(swahiliVerbForm('mtoto')).toBeUndefined();
    expect(swahiliVerbForm('sauna')).toBeUndefined();
  });

  it('reads nouns in both numbers and currency + "ngapi" as how much', () => {
    expect(translateQuestion('viungo', 'sw')).toBe('link');
    expect(translateQuestion('kiungo', 'sw')).toBe('link');
    expect(translateQuestion('kurasa', 'sw')).toBe('page');
    expect(translateQuestion('shilingi ngapi', 'sw')).toBe('how much');
    expect(translateQuestion('Naweza kujaribu bila kulipa?', 'sw')).toBe('can try free');
  });
});

describe('language of short questions', () => {
  it.each([
    ['Je paie combien ?', 'fr'],
    ['Les jetons expirent-ils ?', 'fr'],
    ['Inagharimu kiasi?', 'sw'],
    ['Kesho mtanijibu?', 'sw'],
    ['Tunalipaje?', 'sw'],
    ['Mtanitumia viungo?', 'sw'],
  ])('reads "%s" as %s', (text, code) => {
    expect(detectLanguage(text, 'en')).toBe(code);
  });

  it('keeps English questions English', () => {
    for (const q of ['How much is it?', 'Do tokens expire?', 'Can I paste the code?', 'America?'])
      expect(detectLanguage(q, 'en')).toBe('en');
  });
});

describe('the vocabulary covers the product words', () => {
  // The words of any business's pricing, setup and account pages.
  const productWords =
    'price cost fee pay setup install connect channel widget calendar appointment credit plan support team language step account key token upload document file link page website message reply answer customer user person human hour day week month year free trial one-time monthly additional order delivery refund quote training workflow report data security password email phone code send expire include cancel'.split(
      ' ',
    );

  for (const language of ['fr', 'sw'] as const)
    it(`has a ${language} word for each`, () => {
      const reachable = new Set<string>();
      for (const english of Object.values(builtInGlossary[language] ?? {}))
        for (const term of analyze(english)) reachable.add(term);
      if (language === 'sw')
        for (const english of swahiliRootMeanings())
          for (const t of analyze(english)) reachable.add(t);
      const missing = productWords.filter((w) => !analyze(w).every((t) => reachable.has(t)));
      expect(missing).toEqual([]);
    });
});

describe('French and Swahili questions answered by a business with English knowledge', () => {
  const shop = printShop();

  it.each([
    ['Pour la conception des cartes de visite, vous facturez combien au départ ?', /\$30/],
    ['Mnatoza pesa ngapi mwanzoni kwa kadi za biashara?', /\$30/],
    ['Une formation de soixante minutes coûte combien ?', /\$45/],
    ['Mafunzo ya dakika sitini yanagharimu kiasi gani?', /\$45/],
    ['Vos designers répondent dans combien de langues différentes ?', /4 different languages/],
    ['Wabunifu wenu wanajibu kwa lugha ngapi tofauti?', /4 different languages/],
    ['Ninapakiaje faili zangu?', /Orders › Upload/],
    ['Que dois-je faire pour téléverser mes fichiers ?', /Orders › Upload/],
  ])('answers "%s"', async (question, fact) => {
    const reply = await shop.ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(fact);
    // The note before English knowledge is in the visitor's language.
    expect(reply.language).toBe('en');
    expect(reply.text).toMatch(/^_(Je n'ai pas|Bado sina)/);
  });

  it.each([
    ['Bei ya ndizi sokoni ni ngapi leo?', /^Samahani/],
    ['Mkate mmoja unauzwa bei gani dukani?', /^Samahani/],
    ['Combien coûte un kilo de tomates au marché ?', /^Désolée/],
  ])('does not invent an answer to "%s", and says so in the visitor’s language', async (q, own) => {
    const reply = await shop.ask(q);
    expect(reply.decision).toBe('dont-know');
    expect(reply.text).toMatch(own);
  });
});
