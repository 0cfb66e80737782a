import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createOpenAiCompatibleProvider } from '../llm/llm-provider.ts';
import { createMemoryRetriever } from '../search/memory-retriever.ts';
import type { AgentRequest } from '../types.ts';
import { createAgentEngine } from './create-agent-engine.ts';

function setup() {
  const retriever = createMemoryRetriever();
  retriever.replaceSource(7, 'faq', [
    {
      chunkId: 'faq-1',
      sourceId: 'faq',
      title: 'FAQ',
      section: 'Delivery',
      question: 'How long does delivery take?',
      text: 'Orders arrive within 3 working days in Nairobi and 5 elsewhere in Kenya.',
      language: 'en',
    },
  ]);
  retriever.replaceSource(7, 'returns', [
    {
      chunkId: 'ret-1',
      sourceId: 'returns',
      title: 'Returns policy',
      url: 'https://shop.example/returns',
      section: 'Refunds',
      text: 'You can return any unworn item within 30 days. Refunds go back to the original payment method within 5 days of us receiving the parcel. Sale items cannot be returned. Our warehouse is in Athi River.',
      language: 'en',
    },
  ]);
  retriever.replaceSource(7, 'care', [
    {
      chunkId: 'care-1',
      sourceId: 'care',
      title: 'Fabric care',
      url: 'https://shop.example/care',
      text: 'Wash cotton shirts at 30 degrees. Do not tumble dry wool.',
      language: 'en',
    },
  ]);
  let clock = 0;
  const engine = createAgentEngine({ retriever, now: () => (clock += 5) });
  const ask = (message: string, history: AgentRequest['history'] = [], defaultLanguage = 'en') =>
    engine.reply({
      businessId: 7,
      businessName: 'Duka',
      agentName: 'Amani',
      defaultLanguage,
      message,
      history,
    });
  return { ask, retriever };
}

describe('createAgentEngine', () => {
  it("answers a question matching an FAQ entry with that entry's answer", async () => {
    const reply = await setup().ask('how long will delivery take?');
    expect(reply.decision).toBe('faq');
    expect(reply.text).toContain(
      'Orders arrive within 3 working days in Nairobi and 5 elsewhere in Kenya. [1]',
    );
    expect(reply.citations).toEqual([{ index: 1, title: 'FAQ', section: 'Delivery' }]);
    expect(reply.engine).toBe('embedded');
    expect(reply.tookMs).toBe(5);
  });

  it('answers from the sentences that cover the question, with a numbered citation', async () => {
    const reply = await setup().ask('When do I get my refund?');
    expect(reply.decision).toBe('answer');
    expect(reply.text).toContain('Refunds go back to the original payment method within 5 days');
    expect(reply.text).not.toContain('Athi River');
    expect(reply.text).toContain('[1]');
    expect(reply.text).toContain('- [1] [Returns policy — Refunds](https://shop.example/returns)');
    expect(reply.citations[0]).toMatchObject({
      index: 1,
      title: 'Returns policy',
      url: 'https://shop.example/returns',
    });
  });

  it('cites each source it quotes with its own number', async () => {
    const reply = await setup().ask('refunds for wool returns and how to dry wool');
    expect(reply.decision).toBe('answer');
    expect(reply.citations.map((c) => c.title).sort()).toEqual(['Fabric care', 'Returns policy']);
    expect(reply.text).toMatch(/\[1\][\s\S]*\[2\]/);
  });

  it('says it does not know, and offers a person, below the confidence threshold', async () => {
    const reply = await setup().ask('Do you sell garden furniture?');
    expect(reply.decision).toBe('dont-know');
    expect(reply.text).toContain("I don't know");
    expect(reply.text).toContain('connect you with a person');
    expect(reply.citations).toEqual([]);
  });

  it('hands over on an explicit request, with the reason', async () => {
    const reply = await setup().ask('I want to speak to a real person');
    expect(reply.decision).toBe('handoff');
    expect(reply.handoffReason).toContain('I want to speak to a real person');
    expect(reply.text).toContain('A teammate will reply here');
  });

  it('hands over when the visitor accepts the offer of a person', async () => {
    const { ask } = setup();
    const first = await ask('Do you sell garden furniture?');
    const reply = await ask('yes please', [
      { sender: 'visitor', text: 'Do you sell garden furniture?' },
      { sender: 'bot', text: first.text },
    ]);
    expect(reply.decision).toBe('handoff');
    expect(reply.handoffReason).toContain('garden furniture');
  });

  it('takes a "no" to the offer of a person gracefully, and never hands over on it', async () => {
    const { ask } = setup();
    const first = await ask('Do you sell garden furniture?');
    const reply = await ask('no thanks', [
      { sender: 'visitor', text: 'Do you sell garden furniture?' },
      { sender: 'bot', text: first.text },
    ]);
    expect(reply).toMatchObject({
      decision: 'smalltalk',
      text: 'No problem. Is there anything else I can help you with?',
    });
  });

  it('answers greetings, thanks and goodbyes briefly', async () => {
    const { ask } = setup();
    expect((await ask('Hello!')).text).toBe(
      "Hi! I'm Amani, Duka's assistant. What would you like to know?",
    );
    expect((await ask('thanks')).decision).toBe('smalltalk');
    expect((await ask('bye')).text).toContain('Goodbye');
  });

  it('answers in the default language, saying so, when the knowledge base lacks the visitor’s', async () => {
    const reply = await ask_('Quelle est votre politique de remboursement pour les retours ?');
    // The note is the agent's own sentence, so it is in French; the quote stays English.
    expect(reply.decision).toBe('answer');
    expect(reply.language).toBe('en');
    expect(
      reply.text.startsWith(
        "_Je n'ai pas encore d'informations en français, je réponds donc en anglais._",
      ),
    ).toBe(true);
    expect(reply.text).toContain('return any unworn item within 30 days');
  });

  it('answers in the visitor’s language when the knowledge base holds it', async () => {
    const { ask, retriever } = setup();
    retriever.replaceSource(7, 'retours', [
      {
        chunkId: 'fr-1',
        sourceId: 'retours',
        title: 'Retours',
        text: 'Vous pouvez retourner un article non porté sous 30 jours. Le remboursement arrive sous 5 jours.',
        language: 'fr',
      },
    ]);
    const reply = await ask('Sous combien de jours arrive le remboursement ?');
    expect(reply.language).toBe('fr');
    expect(reply.text).toContain('Le remboursement arrive sous 5 jours.');
    expect(reply.text).toContain('Sources:');
    expect((await ask('Bonjour')).text).toContain("Je suis Amani, l'assistante de Duka");
  });

  it('answers questions about the business itself from its about page', async () => {
    const { ask, retriever } = setup();
    retriever.replaceSource(7, 'about', [
      {
        chunkId: 'about-0',
        sourceId: 'about',
        title: 'About Duka',
        text: 'Duka sells handmade clothes from Kenyan tailors. We started in 2019 in Nairobi.',
        language: 'en',
      },
      {
        chunkId: 'about-1',
        sourceId: 'about',
        title: 'About Duka',
        section: 'Features',
        text: '- Free alterations\n- Delivery across Kenya',
        language: 'en',
      },
    ]);
    const overview = await ask('Can you tell me about your company?');
    expect(overview.decision).toBe('answer');
    expect(overview.text).toContain(
      'Duka sells handmade clothes from Kenyan tailors. We started in 2019 in Nairobi. [1]',
    );
    expect(overview.citations).toEqual([{ index: 1, title: 'About Duka' }]);
    expect((await ask('What is Duka?')).citations[0]?.title).toBe('About Duka');
    const features = await ask('What features do you offer?');
    expect(features.text).toContain('- Free alterations\n- Delivery across Kenya [1]');
  });

  it('continues the previous answer on "tell me more" (or "yes") without repeating it', async () => {
    const { ask } = setup();
    const first = await ask('return policy refunds');
    const more = await ask('Yes', [
      { sender: 'visitor', text: 'return policy refunds' },
      { sender: 'bot', text: first.text },
    ]);
    expect(more.decision).toBe('answer');
    for (const line of first.text.split('\n\n')[0]?.split(/(?<=\.)\s/) ?? []) {
      if (line.length > 20) expect(more.text).not.toContain(line.replace(/ \[1\]$/, ''));
    }
  });
});

const ask_ = (message: string) => setup().ask(message);

describe('createAgentEngine with an LLM that fails', () => {
  it('answers with the embedded engine, logs a warning with the request id and counts it', async () => {
    // A local OpenAI-compatible endpoint that refuses the key (no retry on a 401).
    const endpoint = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(401, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'Incorrect API key provided' } }));
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    const { port } = endpoint.address() as AddressInfo;
    const warnings: Array<{ details: Record<string, unknown>; message: string }> = [];
    const { retriever } = setup();
    const engine = createAgentEngine({
      retriever,
      llm: createOpenAiCompatibleProvider({
        baseUrl: `http://127.0.0.1:${port}/v1`,
        model: 'test-model',
        sleep: async () => {},
      }),
      log: {
        warn: (details, message) =>
          warnings.push({ details: details as Record<string, unknown>, message }),
      },
    });
    try {
      const ask = (requestId: string) =>
        engine.reply({
          businessId: 7,
          businessName: 'Duka',
          agentName: 'Amani',
          defaultLanguage: 'en',
          message: 'When do I get my refund?',
          history: [],
          requestId,
        });
      expect(engine.llmFailures).toBe(0);
      const reply = await ask('req-1');
      expect(reply.engine).toBe('embedded');
      expect(reply.text).toContain('Refunds go back to the original payment method');
      await ask('req-2');
      expect(engine.llmFailures).toBe(2);
      expect(warnings.map((w) => w.details.requestId)).toEqual(['req-1', 'req-2']);
      expect(warnings[1]?.details).toMatchObject({ businessId: 7, llmFailures: 2 });
      expect(warnings[0]?.details.err).toBeInstanceOf(Error);
      expect(warnings[0]?.message).toBe('LLM answer failed; the embedded engine answered instead');
    } finally {
      await new Promise((resolve) => endpoint.close(resolve));
    }
  });
});
