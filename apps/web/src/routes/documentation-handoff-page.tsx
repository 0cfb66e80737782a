import { brand } from '@lisa/catalogue/brand';
import { DocsPage } from '../features/docs/docs-page.tsx';

export default function DocumentationHandoffPage() {
  return (
    <DocsPage
      title="Human handoff"
      intro={
        <p>
          {brand.name} answers most questions on its own and knows when a person should take over.
        </p>
      }
      meta={{
        title: 'Human handoff',
        description: `When ${brand.name} hands a conversation to your team, and how to hand it back.`,
      }}
      sections={[
        {
          id: 'when',
          title: 'When a conversation is handed over',
          content: (
            <p>
              When a customer asks for a person, is unhappy, or asks something the knowledge base
              cannot answer, {brand.name} hands the conversation to your inbox with the full
              history.
            </p>
          ),
        },
        {
          id: 'replying',
          title: 'Replying from the inbox',
          content: (
            <p>
              While a teammate is replying the assistant stays silent. Every reply goes out on the
              channel the customer used: WhatsApp, Messenger, Instagram or the web widget.
            </p>
          ),
        },
        {
          id: 'hand-back',
          title: 'Handing back',
          content: (
            <p>
              Hand the conversation back when you are done; the assistant picks up from there with
              everything that was said.
            </p>
          ),
        },
      ]}
    />
  );
}
