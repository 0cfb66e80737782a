// Onboarding progress (issue 15), one row per business, absent until a step is first
// opened: where the owner left the guided set-up (so a reload or another device resumes
// it), whether it was finished, and when the agent was first tried in a test. The
// dashboard's checklist is read from real state elsewhere (settings saved, sources, widget
// conversations, channels, invites); only "tested" has no other trace, because the
// playground stores nothing.
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { businesses } from './core.ts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const onboardingProgress = pgTable(
  'onboarding_progress',
  {
    businessId: integer('business_id')
      .primaryKey()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** The step to resume at (ONBOARDING_STEPS in @lisa/contracts/onboarding). */
    step: text('step').notNull().default('agent-type'),
    /** When a step was first opened (null while only "tested" was recorded). */
    startedAt: timestamptz('started_at'),
    /** When the owner reached the end (or chose to finish later from the dashboard). */
    finishedAt: timestamptz('finished_at'),
    /** The first time someone asked the agent in the playground or ran the test suite. */
    testedAt: timestamptz('tested_at'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'onboarding_progress_step_ck',
      sql`${t.step} in ('agent-type', 'agent-setup', 'onboarding-data', 'onboarding-apps', 'team-member')`,
    ),
  ],
);
