import { describe, expect, it } from 'vitest';
import { detectLanguage } from './detect-language.ts';

describe('detectLanguage', () => {
  it.each([
    ['How do I connect WhatsApp to Lisa?', 'en'],
    ['Comment connecter WhatsApp à mon site ?', 'fr'],
    ['¿Cuánto cuesta el servicio por mes?', 'es'],
    ['Wie viel kostet Lisa im Monat?', 'de'],
    ['Quanto custa o plano para a minha empresa?', 'pt'],
    ['Ninawezaje kuunganisha WhatsApp na Lisa?', 'sw'],
    // "on" is also English: the common French function words tip the balance.
    ['Si on arrête, on perd nos données ?', 'fr'],
    ['On ne paie rien si on ne se sert pas du chat ?', 'fr'],
    ['Tous nos clients pourront écrire sans compte ?', 'fr'],
    ['Is it on by default, or do I turn it on?', 'en'],
  ])('reads "%s" as %s', (text, code) => {
    expect(detectLanguage(text, 'en')).toBe(code);
  });

  it('keeps the fallback when the text is too short to tell', () => {
    expect(detectLanguage('WhatsApp', 'fr')).toBe('fr');
    expect(detectLanguage('pricing?', 'en')).toBe('en');
  });
});
