// Matching by meaning (session 14, issue #24): a visitor's word the knowledge base never
// uses meets the knowledge base's own word for the same thing through WordNet ("physician"
// -> doctor, "call off" -> cancel), on a clinic of its own. Expansion never lifts a question
// about something the clinic does not offer above the don't-know line.
import { describe, expect, it } from 'vitest';
import { askBusiness, businessChunk } from './test-business.ts';

const clinic = () =>
  askBusiness(51, 'Mwangaza Family Clinic', [
    businessChunk(
      'doctors',
      'Our doctors',
      'Dr Achieng and Dr Mutua see patients Monday to Saturday from 8 am to 6 pm.',
    ),
    businessChunk(
      'sickness',
      'Sickness certificates',
      'We write a sickness certificate for your employer after a consultation, for 500 shillings.',
    ),
    businessChunk(
      'vaccination',
      'Vaccination certificates',
      'A yellow fever vaccination comes with an international certificate, for 2,000 shillings.',
    ),
    businessChunk(
      'students',
      'Student discount',
      'Every student with a valid school card pays half price for a consultation.',
    ),
    businessChunk(
      'seniors',
      'Senior discount',
      'Anyone over 65 pays 300 shillings less for a consultation.',
    ),
    businessChunk(
      'holiday',
      'Holiday hours',
      'During the Christmas holiday the clinic opens from 10 am to 2 pm only.',
    ),
    businessChunk('weekend', 'Sunday hours', 'On Sundays the clinic opens from 9 am to 1 pm.'),
    businessChunk('car', 'Car park', 'There is free car parking behind the clinic for 20 cars.'),
    businessChunk(
      'groups',
      'Health checks for large teams',
      'Companies can book health checks for large teams of 10 people or more, at the office.',
    ),
    businessChunk(
      'small-teams',
      'Health checks for small teams',
      'A team of up to 5 people can book back-to-back health checks at the clinic.',
    ),
    businessChunk(
      'cancel',
      'Cancelling',
      'You can cancel a consultation up to 2 hours before it starts without paying anything.',
    ),
    businessChunk(
      'pregnancy',
      'Pregnancy check-ups',
      'Come once a month until week 28 of the pregnancy, then every two weeks until the birth.',
    ),
    businessChunk(
      'glasses',
      'Eye tests and glasses',
      'An eye test costs 800 shillings; new glasses start at 3,000 shillings.',
    ),
    businessChunk(
      'repairs',
      'Glasses repairs',
      'We repair broken glasses frames and replace lost screws the same day.',
    ),
    businessChunk(
      'reschedule',
      'Moving a consultation',
      'To move a consultation to another day, phone the front desk or reply to the reminder SMS.',
    ),
  ]);

describe('a word the knowledge base never uses, for a thing it names in other words', () => {
  it.each([
    ['Which physicians work at the clinic?', /Dr Achieng/],
    ['I am pregnant: how often should I come in?', /once a month until week 28/],
    ['Can you mend my glasses?', /repair broken glasses/],
    ['Do you fix glasses frames?', /repair broken glasses/],
    ['Do you give a certificate for an illness?', /sickness certificate/],
    ['Do pupils get a cheaper consultation?', /half price/],
    ['When do you open over the vacation?', /10 am to 2 pm/],
    ['Can I call off my consultation?', /cancel a consultation up to 2 hours/],
    ['Can a big team book health checks?', /10 people or more/],
  ])('%s', async (question, fact) => {
    const { ask } = clinic();
    const reply = await ask(question);
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(fact);
  });
});

describe('a related word is no answer to a question about something else', () => {
  it.each([
    'Can you recommend a good lawyer?',
    'Which automobile should I buy for my family?',
    'Who is the best physician in Paris for heart surgery?',
    'Will it rain during the vacation?',
    'What illness did the president have?',
    'Can you mend my car?',
    'Who can repair my phone screen?',
  ])('%s', async (question) => {
    const { ask } = clinic();
    const reply = await ask(question);
    expect(reply.decision).not.toBe('answer');
  });
});
