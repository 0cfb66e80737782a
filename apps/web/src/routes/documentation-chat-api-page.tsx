import { brand } from '@lisa/catalogue/brand';
import { Link } from 'react-router';
import { CodeBlock } from '../features/content/code-block.tsx';
import { DocsPage } from '../features/docs/docs-page.tsx';

const chatCall = `curl -X POST https://your-lisa-host/chat \\
  -H 'content-type: application/json' \\
  -d '{"message":"Do you deliver on Sundays?","business_id":1,"customer_id":"device-42"}'

{"response":"Yes — we deliver every day between 9am and 6pm..."}`;

export default function DocumentationChatApiPage() {
  return (
    <DocsPage
      title="Chat API"
      intro={<p>Anyone can talk to an assistant from their own code with a single call.</p>}
      meta={{
        title: 'Chat API',
        description: `Send a message to your ${brand.name} assistant from your own code and read its answer.`,
      }}
      sections={[
        {
          id: 'send-a-message',
          title: 'Send a message',
          content: (
            <>
              <p>
                Post the customer's message with your business id and a stable id for the customer
                (a device or account id), so the conversation keeps its history:
              </p>
              <CodeBlock label="Public chat request">{chatCall}</CodeBlock>
            </>
          ),
        },
        {
          id: 'reference',
          title: 'Full reference',
          content: (
            <p>
              Every endpoint of your server, with its parameters and answers, is in the live{' '}
              <Link to="/api">API reference</Link>.
            </p>
          ),
        },
      ]}
    />
  );
}
