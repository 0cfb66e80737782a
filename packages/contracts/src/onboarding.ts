import { z } from 'zod';

// Wire contract of the guided set-up (issue 15): GET/PATCH /api/onboarding. The steps are
// the standalone screens of SPEC §2 in order; progress is kept on the server so a reload or
// another device resumes it, and the dashboard's checklist is read from real state.

export const ONBOARDING_STEPS = [
  'agent-type',
  'agent-setup',
  'onboarding-data',
  'onboarding-apps',
  'team-member',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/** Where each step lives in the dashboard app (SPEC §2). */
export const ONBOARDING_STEP_PATHS: Record<OnboardingStep, string> = {
  'agent-type': '/agent-type',
  'agent-setup': '/agent-setup?onboarding=1',
  'onboarding-data': '/onboarding-data',
  'onboarding-apps': '/onboarding-apps',
  'team-member': '/onboarding/team-member',
};

export const CHECKLIST_ITEMS = ['agent', 'data', 'tested', 'widget', 'channel', 'team'] as const;
export type ChecklistItemKey = (typeof CHECKLIST_ITEMS)[number];

export const CHECKLIST_LABELS: Record<ChecklistItemKey, string> = {
  agent: 'Set up your agent',
  data: 'Add your data',
  tested: 'Test your agent',
  widget: 'Install the widget on your website',
  channel: 'Connect a channel',
  team: 'Invite a teammate',
};

/** Where to go to do each item. */
export const CHECKLIST_PATHS: Record<ChecklistItemKey, string> = {
  agent: '/agent-setup',
  data: '/onboarding-data',
  tested: '/agent-studio',
  widget: '/onboarding-apps',
  channel: '/dashboard/integrations',
  team: '/onboarding/team-member',
};

export const checklistItemSchema = z.object({
  key: z.enum(CHECKLIST_ITEMS),
  label: z.string(),
  done: z.boolean(),
});
export type ChecklistItem = z.infer<typeof checklistItemSchema>;

export const onboardingSchema = z.object({
  /** The step to resume at. */
  step: z.enum(ONBOARDING_STEPS),
  /** False until a step was first opened. */
  started: z.boolean(),
  finished: z.boolean(),
  checklist: z.array(checklistItemSchema),
  /** Every checklist item is done: the dashboard stops showing it. */
  complete: z.boolean(),
  /** Replies the agent gave visitors (not tests). */
  answered_questions: z.number().int().nonnegative(),
});
export type Onboarding = z.infer<typeof onboardingSchema>;

export const onboardingPatchSchema = z
  .object({
    step: z.enum(ONBOARDING_STEPS, {
      error: `Choose a step: ${ONBOARDING_STEPS.join(', ')}`,
    }),
    finished: z.boolean(),
  })
  .partial()
  .strict()
  .refine((patch) => patch.step !== undefined || patch.finished !== undefined, {
    error: 'Send the step you are at, or finished',
  });
export type OnboardingPatch = z.infer<typeof onboardingPatchSchema>;
