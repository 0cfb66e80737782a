// The guided set-up through the real server: progress kept on the server (resumed after a
// reload or on another device), bad input refused, roles and tenants, and each checklist
// item ticking from the real state it names.
import { describe, expect, it } from 'vitest';
import { testDrivers } from '../../../test/postgres.ts';
import { useKnowledgeHarness } from '../../../test/support/knowledge-harness.ts';
import { memberships, users } from '../../db/schema/accounts.ts';
import { channelConnections } from '../../db/schema/channels.ts';
import { onboardingProgress } from '../../db/schema/onboarding.ts';
import { teamInvites } from '../../db/schema/team.ts';
import { createSessions } from '../../platform/security/sessions.ts';

describe.each(testDrivers)('onboarding (%s)', (driver) => {
  const k = useKnowledgeHarness(driver);
  let counter = 0;

  async function agentMemberOf(businessId: number) {
    const { db } = k.database;
    const [user] = await db
      .insert(users)
      .values({
        name: 'Agent member',
        email: `onboarding-agent-${++counter}-${Date.now()}@example.test`,
        passwordHash: 'unused',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert failed');
    await db.insert(memberships).values({ userId: user.id, businessId, role: 'agent' });
    return (await createSessions({ db, clock: () => new Date() }).create(user.id, businessId, null))
      .token;
  }

  const done = (body: { checklist: { key: string; done: boolean }[] }) =>
    body.checklist.filter((item) => item.done).map((item) => item.key);

  it('starts at the agent type with nothing done, and remembers the step reached', async () => {
    const a = await k.signedInBusiness('Fresh Bakery');
    const first = await k.call('GET', '/api/onboarding', a.token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      step: 'agent-type',
      started: false,
      finished: false,
      checklist: [
        { key: 'agent', label: 'Set up your agent', done: false },
        { key: 'data', label: 'Add your data', done: false },
        { key: 'tested', label: 'Test your agent', done: false },
        { key: 'widget', label: 'Install the widget on your website', done: false },
        { key: 'channel', label: 'Connect a channel', done: false },
        { key: 'team', label: 'Invite a teammate', done: false },
      ],
      complete: false,
      answered_questions: 0,
    });
    const moved = await k.call('PATCH', '/api/onboarding', a.token, { step: 'onboarding-data' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ step: 'onboarding-data', started: true, finished: false });
    // Another device (another session of the same business) resumes at the same step.
    const other = await k.signedInBusinessOf(a.businessId);
    expect((await k.call('GET', '/api/onboarding', other.token)).body.step).toBe('onboarding-data');
    const finished = await k.call('PATCH', '/api/onboarding', a.token, { finished: true });
    expect(finished.body).toMatchObject({ step: 'onboarding-data', finished: true });
  });

  it('refuses bad input with 400 and a clear message, changing nothing', async () => {
    const a = await k.signedInBusiness('Strict Bakery');
    await k.call('PATCH', '/api/onboarding', a.token, { step: 'agent-setup' });
    const bad: Array<[unknown, RegExp]> = [
      [{ step: 'launch-rockets' }, /Choose a step/],
      [{}, /Send the step you are at, or finished/],
      [{ step: 'agent-type', extra: 1 }, /./],
      [{ finished: 'yes' }, /./],
    ];
    for (const [body, message] of bad) {
      const res = await k.call('PATCH', '/api/onboarding', a.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body), JSON.stringify(body)).toMatch(message);
    }
    expect((await k.call('GET', '/api/onboarding', a.token)).body.step).toBe('agent-setup');
  });

  it('is for owners and admins, and each business has its own', async () => {
    const a = await k.signedInBusiness('Roles Bakery');
    const agent = await agentMemberOf(a.businessId);
    expect((await k.call('GET', '/api/onboarding', agent)).status).toBe(403);
    expect((await k.call('PATCH', '/api/onboarding', agent, { step: 'team-member' })).status).toBe(
      403,
    );
    const b = await k.signedInBusiness('Other Bakery');
    await k.call('PATCH', '/api/onboarding', b.token, { step: 'onboarding-apps' });
    await k.call('POST', '/api/agent/playground', b.token, { message: 'hello' });
    const mine = (await k.call('GET', '/api/onboarding', a.token)).body;
    expect(mine.step).toBe('agent-type');
    // The agent-role member is a teammate; business B's test and step are not A's.
    expect(done(mine)).toEqual(['team']);
  });

  it('ticks each checklist item from the real state it names', async () => {
    const a = await k.signedInBusiness('Ticking Bakery');
    const checklist = async () => (await k.call('GET', '/api/onboarding', a.token)).body;

    expect((await k.call('PATCH', '/api/agent', a.token, { purpose: 'sales' })).status).toBe(200);
    expect(done(await checklist())).toEqual(['agent']);

    const source = await k.call('POST', '/api/knowledge/sources', a.token, {
      type: 'text',
      title: 'Opening hours',
      text: 'The bakery opens at 7 am and closes at 6 pm every weekday.',
    });
    expect(source.status).toBe(201);
    expect(done(await checklist())).toEqual(['agent', 'data']);

    const asked = await k.call('POST', '/api/agent/playground', a.token, {
      message: 'When do you open?',
    });
    expect(asked.status).toBe(200);
    const afterTest = await checklist();
    expect(done(afterTest)).toEqual(['agent', 'data', 'tested']);
    // A test is not a visitor's question, and it does not start the guided set-up.
    expect(afterTest.answered_questions).toBe(0);
    expect(afterTest.started).toBe(false);

    expect((await k.chat(a.businessId, 'When do you open?')).status).toBe(200);
    const afterVisitor = await checklist();
    expect(done(afterVisitor)).toEqual(['agent', 'data', 'tested', 'widget']);
    expect(afterVisitor.answered_questions).toBe(1);

    const { db } = k.database;
    await db.insert(channelConnections).values({
      businessId: a.businessId,
      channel: 'whatsapp',
      externalId: `phone-${a.businessId}`,
      accessToken: 'sealed',
      appSecret: 'sealed',
      verifyToken: `verify-${a.businessId}-${Date.now()}`,
    });
    expect(done(await checklist())).toContain('channel');

    await db.insert(teamInvites).values({
      businessId: a.businessId,
      email: 'baker@example.test',
      role: 'agent',
      tokenHash: `hash-${a.businessId}-${Date.now()}`,
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const all = await checklist();
    expect(all.complete).toBe(true);
    expect(done(all)).toHaveLength(6);
    // Only the owner's progress row exists: the checklist stores nothing of its own.
    const rows = await db.select().from(onboardingProgress);
    expect(rows.filter((row) => row.businessId === a.businessId)).toHaveLength(1);
  });
});
