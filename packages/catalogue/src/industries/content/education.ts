import type { Industry } from '../types.ts';

export const education: Industry = {
  id: 'education',
  title: 'Education',
  subtitle: 'Guide applicants, parents and students from first question to enrolment',
  description:
    'Admissions offices and schools answer the same questions every intake: fees, entry requirements, deadlines, uniforms, transport. Lisa answers them from your prospectus and policies in the applicant’s own language, walks applicants through each step of enrolment, books campus visits, and reminds parents and students of deadlines and fee dates.',
  colour: '#7c3aed',
  stats: [
    { label: 'Admissions questions automated', value: '79%', change: '+79%' },
    { label: 'Completed applications', value: '+34%', change: '+34%' },
    { label: 'Campus visits booked', value: '310', change: '+45%' },
    { label: 'Languages served', value: '12', change: '+10' },
  ],
  painPoints: [
    {
      title: 'Intake-season overload',
      description:
        'Admissions teams are flooded with the same questions in the weeks before each deadline, exactly when they are busiest.',
    },
    {
      title: 'Applications abandoned halfway',
      description:
        'Applicants stall on a missing document or an unclear step and never come back to finish.',
    },
    {
      title: 'Parents kept in the dark',
      description: 'Fee dates, closures and events are missed because notices are buried in email.',
    },
  ],
  impact: [
    'Applicants get answers the moment they ask, in their language',
    'More applications completed, fewer abandoned',
    'Campus visits and interviews booked without phone calls',
    'Parents reminded of fees, events and deadlines on WhatsApp',
  ],
  features: [
    {
      title: 'Admissions assistant',
      description:
        'Lisa answers questions on programmes, fees, scholarships and requirements from your prospectus, with links to the right page.',
    },
    {
      title: 'Application guidance',
      description:
        'Lisa walks applicants through each step, tells them which documents are missing, and follows up before the deadline.',
    },
    {
      title: 'Visit and interview booking',
      description:
        'Prospective families book campus tours and interviews into your admissions calendar, with reminders.',
    },
    {
      title: 'Parent and student updates',
      description:
        'Fee reminders, event notices and closures go out on WhatsApp, and replies are answered automatically.',
    },
  ],
  benefits: [
    'Handle intake peaks without temporary staff',
    'Raise application completion rates',
    'Serve international applicants across time zones',
    'Keep every family informed on the channel they read',
  ],
  integrations: [
    'web-widget',
    'whatsapp',
    'calendar',
    'google-meet',
    'facebook-messenger',
    'zoho-crm',
  ],
  workflow: [
    {
      title: 'Applicant asks',
      description: 'A prospective student or parent asks about a programme, fees or deadlines.',
    },
    {
      title: 'Lisa guides the application',
      description: 'Lisa answers from your prospectus and explains the next step and documents.',
    },
    {
      title: 'Visit or interview booked',
      description: 'Families choose a slot for a campus tour or an online interview.',
    },
    {
      title: 'Admissions team decides',
      description: 'Complete applications reach the team with the conversation attached.',
    },
  ],
  testimonial: {
    quote:
      'During intake Lisa answers hundreds of fee and requirement questions a day, in Swahili, English and French. My team finally has time to actually review applications.',
    name: 'Faith Chebet',
    role: 'Head of Admissions',
    company: 'Summit International School',
  },
  caseStudy: {
    company: 'Summit International School',
    title: 'A school raises completed applications by a third',
    challenge:
      'Summit received most admissions enquiries in a six-week window. Many applicants started online forms and never finished, usually over a missing document.',
    solution:
      'Lisa answered from the prospectus on the website and WhatsApp, checked which documents each applicant still needed, booked campus tours, and sent reminders before the deadline.',
    results: [
      '34% more completed applications in the next intake',
      '79% of admissions questions answered without staff',
      'Campus tour bookings up 45%',
    ],
  },
};
