// Session 16: every refusal names the check that made it (internal trace only), and a check
// can be switched off for diagnostics (eval/ablate.ts). On a small business of its own.
import { describe, expect, it } from 'vitest';
import { createMemoryRetriever } from '../search/memory-retriever.ts';
import { createAgentEngine } from './create-agent-engine.ts';
import type { RefusalCheck } from './refusal-checks.ts';
import { businessChunk } from './test-business.ts';

function bicycleShop(checksOff: readonly RefusalCheck[] = []) {
  const retriever = createMemoryRetriever();
  retriever.replaceSource(71, 'knowledge', [
    businessChunk(
      'languages',
      'Lake Cycles languages',
      'Our shop staff speak English, Swahili and French. We translate repair quotes into any of them on request.',
    ),
    businessChunk(
      'repairs',
      'Lake Cycles repairs',
      'A puncture repair costs KES 300. A full bicycle service costs KES 1,500 and takes one day.',
    ),
  ]);
  const engine = createAgentEngine({ retriever, checksOff });
  return (message: string, trace = true) =>
    engine.reply({
      businessId: 71,
      businessName: 'Lake Cycles',
      agentName: 'Lake',
      defaultLanguage: 'en',
      message,
      history: [],
      trace,
    });
}

describe('a refusal names the check that made it', () => {
  it('says which check refused a covered question, in the trace only', async () => {
    const ask = bicycleShop();
    const task = await ask('Please translate "good morning" into French');
    expect(task.decision).toBe('dont-know');
    expect(task.trace?.reason).toMatch(/^Refused by the task-request check/);
    expect(task.trace?.searches[0]?.refusedBy).toBe('task-request');
    const headcount = await ask('How many staff work at Lake Cycles?');
    expect(headcount.trace?.reason).toMatch(/^Refused by the asked-attribute check/);
    // The visitor reads the same don't-know whatever refused, and no trace unless asked.
    const plain = await ask('How many staff work at Lake Cycles?', false);
    expect(plain.text).toBe(task.text);
    expect(plain.trace).toBeUndefined();
    expect(Object.keys(plain)).not.toContain('refusedBy');
  });

  it('calls a question no passage covers low confidence, not a check', async () => {
    const reply = await bicycleShop()('Do you sell mountain bike helmets for children?');
    expect(reply.decision).toBe('dont-know');
    expect(reply.trace?.reason).toMatch(/^(No passage covers enough|Nothing in the knowledge)/);
  });
});

describe('switching a check off (diagnostics)', () => {
  it('lets the question through that check alone refused, and leaves the other checks on', async () => {
    const ask = bicycleShop(['task-request']);
    expect((await ask('Please translate "good morning" into French')).decision).toBe('answer');
    const headcount = await ask('How many staff work at Lake Cycles?');
    expect(headcount.decision).toBe('dont-know');
    expect(headcount.trace?.reason).toMatch(/asked-attribute/);
    expect((await ask('How long does a full service take?')).text).toMatch(/one day/);
  });
});

describe('asked-attribute: the question, not the situation told before it', () => {
  it('answers a price asked after the visitor tells of their refunds', async () => {
    const ask = bicycleShop();
    const reply = await ask('We log refunds in a notebook. What does a puncture repair cost?');
    expect(reply.decision).toBe('answer');
    expect(reply.text).toMatch(/KES 300/);
  });

  it('still refuses a refund asked of a shop whose pages state none', async () => {
    const ask = bicycleShop();
    for (const q of [
      'Do I get a refund if the bicycle service goes wrong?',
      'I paid for a service. Can I get a refund on the repair?',
    ]) {
      const reply = await ask(q);
      expect(reply.decision).toBe('dont-know');
      expect(reply.trace?.reason).toMatch(/asked-attribute/);
    }
  });
});
