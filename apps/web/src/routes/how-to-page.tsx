import { brand } from '@lisa/catalogue/brand';
import { Link } from 'react-router';
import { DocsPage } from '../features/docs/docs-page.tsx';

const guides = [
  {
    id: 'first-assistant',
    title: 'Launch your first assistant in 15 minutes',
    steps: [
      'Register and verify your email with the code we send.',
      'Choose the agent type: customer support, sales or bookings.',
      'Upload your FAQ document and your price list.',
      'Ask the assistant five questions your customers ask most, in the dashboard preview, and fix any answer by editing the document.',
      'Embed the web widget on your site and send a test message from your phone.',
    ],
  },
  {
    id: 'whatsapp',
    title: 'Answer on WhatsApp',
    steps: [
      'Open Dashboard › Integrations › WhatsApp and select Connect.',
      'Sign in with the Facebook account that manages your business and pick or create a WhatsApp Business account (embedded signup).',
      'Verify the phone number by SMS or call. It must not be in use in the WhatsApp app.',
      'Send a message to the number: the assistant answers, and the conversation appears in your inbox.',
    ],
  },
  {
    id: 'workflow',
    title: 'Build a lead-capture workflow',
    steps: [
      'Open Workflows and create a workflow triggered by "customer asks for a quote".',
      'Add steps that ask for name, company, budget and timeline; mark the ones that are required.',
      'Add a final step that creates a lead in Zoho CRM, Kijani or Odoo and posts it to Slack.',
      'Activate it. The assistant starts the workflow whenever the intent matches.',
    ],
  },
  {
    id: 'handoff',
    title: 'Hand conversations to your team',
    steps: [
      'Invite teammates from Team; each gets an inbox seat (two are included).',
      'Decide when to hand over: on request, on negative sentiment, or when no answer is found.',
      'Reply from the inbox. The assistant stays silent until you hand the conversation back.',
    ],
  },
  {
    id: 'languages',
    title: 'Serve customers in their language',
    steps: [
      `${brand.name} answers in the customer's language automatically — over 30 are supported.`,
      'Keep one knowledge base; add translated documents only for wording that must be exact, such as legal terms.',
      'Check the language breakdown in Analytics to see which languages to add to your team\u2019s rota.',
    ],
  },
];

export default function HowToPage() {
  return (
    <DocsPage
      eyebrow="How-to guides"
      title={`Get more out of ${brand.name}`}
      intro={
        <p>
          Short, practical guides for the things teams set up in their first week. For configuration
          details see the{' '}
          <Link
            to="/documentation"
            className="font-semibold text-brand-700 underline dark:text-brand-300"
          >
            documentation
          </Link>
          .
        </p>
      }
      meta={{
        title: 'How-to guides',
        description: `Step-by-step guides: launch an assistant, connect WhatsApp, build workflows, hand off to your team.`,
      }}
      sections={guides.map((guide) => ({
        id: guide.id,
        title: guide.title,
        content: (
          <ol>
            {guide.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        ),
      }))}
    />
  );
}
