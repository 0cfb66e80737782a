// The settings screen's form values (strings and booleans, as inputs hold them) to and
// from the API's settings.
import {
  AGENT_LANGUAGES,
  type AgentLanguage,
  type AgentSettings,
  type AgentSettingsPatch,
  WEEKDAYS,
  type Weekday,
} from '@lisa/contracts/agent';

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const LANGUAGE_LABELS: Record<AgentLanguage, string> = {
  en: 'English',
  fr: 'French',
  es: 'Spanish',
  de: 'German',
  pt: 'Portuguese',
  it: 'Italian',
  nl: 'Dutch',
  sw: 'Swahili',
};

export interface DayForm {
  open: boolean;
  from: string;
  to: string;
}

export interface SettingsForm {
  name: string;
  purpose: AgentSettings['purpose'];
  tone: AgentSettings['tone'];
  greeting: string;
  dont_know_text: string;
  after_unanswered: string;
  keywords: string;
  hours_enabled: boolean;
  time_zone: string;
  days: Record<Weekday, DayForm>;
  default_language: AgentLanguage;
  languages: Record<AgentLanguage, boolean>;
  colour: string;
  avatar_url: string;
}

export function toForm(s: AgentSettings): SettingsForm {
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return {
    name: s.name,
    purpose: s.purpose,
    tone: s.tone,
    greeting: s.greeting ?? '',
    dont_know_text: s.dont_know_text ?? '',
    after_unanswered: s.handoff.after_unanswered?.toString() ?? '',
    keywords: s.handoff.keywords.join(', '),
    hours_enabled: s.business_hours !== null,
    time_zone: s.business_hours?.time_zone ?? browserZone,
    days: Object.fromEntries(
      WEEKDAYS.map((d) => {
        const day = s.business_hours?.days[d];
        const weekday = d !== 'sat' && d !== 'sun';
        return [
          d,
          day
            ? { open: true, from: day.open, to: day.close }
            : { open: !s.business_hours && weekday, from: '09:00', to: '17:00' },
        ];
      }),
    ) as Record<Weekday, DayForm>,
    default_language: s.default_language,
    languages: Object.fromEntries(
      AGENT_LANGUAGES.map((l) => [l, s.languages.includes(l)]),
    ) as Record<AgentLanguage, boolean>,
    colour: s.widget.colour,
    avatar_url: s.widget.avatar_url ?? '',
  };
}

export function toPatch(f: SettingsForm): AgentSettingsPatch {
  const after = f.after_unanswered.trim();
  return {
    name: f.name,
    purpose: f.purpose,
    tone: f.tone,
    greeting: f.greeting,
    dont_know_text: f.dont_know_text,
    handoff: {
      after_unanswered: after ? Number(after) : null,
      keywords: f.keywords
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    },
    business_hours: f.hours_enabled
      ? {
          time_zone: f.time_zone.trim(),
          days: Object.fromEntries(
            WEEKDAYS.map((d) => [
              d,
              f.days[d].open ? { open: f.days[d].from, close: f.days[d].to } : null,
            ]),
          ) as Record<Weekday, { open: string; close: string } | null>,
        }
      : null,
    default_language: f.default_language,
    languages: AGENT_LANGUAGES.filter((l) => f.languages[l]),
    widget: { colour: f.colour, avatar_url: f.avatar_url.trim() || null },
  };
}
