import { brand } from '@lisa/catalogue/brand';
import { Link } from 'react-router';
import { CodeBlock } from '../features/content/code-block.tsx';
import { DocsPage } from '../features/docs/docs-page.tsx';

const widgetSnippet = `<script
  src="https://your-lisa-host/widget.js"
  data-business="lisa_bk_••••••••3f9a"
  data-position="right"
  data-theme="light"
  async
></script>`;

export default function DocumentationGettingStartedPage() {
  return (
    <DocsPage
      title="Getting started"
      intro={
        <p>
          From sign-up to a live assistant in five steps. Most teams are answering real customers
          within an hour.
        </p>
      }
      meta={{
        title: 'Getting started',
        description: `Create a ${brand.name} assistant, add knowledge, connect a channel and go live.`,
      }}
      sections={[
        {
          id: 'steps',
          title: 'Five steps to live',
          content: (
            <ol>
              <li>
                <strong>Create an assistant.</strong> Give it a name, pick its purpose (support,
                sales or bookings) and its tone.
              </li>
              <li>
                <strong>Add knowledge.</strong> Upload FAQs, PDFs, CSV or DOCX files, or paste links
                to pages it should learn from.
              </li>
              <li>
                <strong>Connect a channel.</strong> Embed the web widget or connect your WhatsApp
                Business number.
              </li>
              <li>
                <strong>Deploy.</strong> One click publishes the assistant on every connected
                channel.
              </li>
              <li>
                <strong>Customise.</strong> Add workflows that collect details, update your CRM,
                create orders or send reminders.
              </li>
            </ol>
          ),
        },
        {
          id: 'web-widget',
          title: 'Install the web widget',
          content: (
            <>
              <p>
                The quickest first channel is the web widget: paste this before{' '}
                <code>&lt;/body&gt;</code> on every page where customers should see the chat.
              </p>
              <CodeBlock label="Web widget embed snippet">{widgetSnippet}</CodeBlock>
              <p>
                Your business key is under <strong>Dashboard › Integrations › Web widget</strong>.
                Change <code>data-position</code> to <code>left</code> to move the launcher, and{' '}
                <code>data-theme</code> to <code>dark</code> for dark sites.
              </p>
            </>
          ),
        },
        {
          id: 'test',
          title: 'Test before you go live',
          content: (
            <p>
              Ask the assistant the five questions your customers ask most in the dashboard preview.
              If an answer is wrong, fix the document it cites, not the answer: the{' '}
              <Link to="/documentation/knowledge-base">knowledge base</Link> page explains how.
            </p>
          ),
        },
      ]}
    />
  );
}
