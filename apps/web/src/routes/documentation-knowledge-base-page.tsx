import { brand } from '@lisa/catalogue/brand';
import { Link } from 'react-router';
import { DocsPage } from '../features/docs/docs-page.tsx';

export default function DocumentationKnowledgeBasePage() {
  return (
    <DocsPage
      title="Knowledge base"
      intro={
        <p>
          Your assistant answers from what you give it: documents, web pages and questions with
          their answers. Nothing else.
        </p>
      }
      meta={{
        title: 'Knowledge base',
        description: `How ${brand.name} learns from your documents, web pages and Q&A, and how to keep answers right.`,
      }}
      sections={[
        {
          id: 'how-answers-work',
          title: 'How answers work',
          content: (
            <p>
              {brand.name} splits each document into passages and answers from the passages that
              match the question best, citing them. Update a document and the assistant uses the new
              version at once.
            </p>
          ),
        },
        {
          id: 'sources',
          title: 'Sources you can add',
          content: (
            <ul>
              <li>
                <strong>Files</strong>: PDF, DOCX, CSV and plain text.
              </li>
              <li>
                <strong>Web pages</strong>: a link is fetched and re-checked daily or weekly, or
                never, as you choose.
              </li>
              <li>
                <strong>Text and Q&amp;A</strong>: typed straight into the dashboard.
              </li>
              <li>
                <strong>Products</strong>: synced from Odoo (see{' '}
                <Link to="/documentation/odoo">Odoo product sync</Link>).
              </li>
            </ul>
          ),
        },
        {
          id: 'good-documents',
          title: 'Write documents that answer well',
          content: (
            <p>
              Short, specific documents give the best answers: one FAQ per question, one page per
              product. Put prices, opening hours and policies in plain sentences, and remove old
              versions rather than keeping both.
            </p>
          ),
        },
        {
          id: 'plan-limits',
          title: 'Plan limits',
          content: (
            <p>
              Each plan holds a number of sources and passages. The data centre shows how much of
              yours is used; remove sources you no longer need to make room.
            </p>
          ),
        },
      ]}
    />
  );
}
