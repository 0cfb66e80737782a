import { brand } from '@lisa/catalogue/brand';
import { Link } from 'react-router';
import { ContentPage, ContentSection } from '../features/content/content-page.tsx';

const items = [
  {
    name: 'theme',
    purpose: 'Remembers whether you chose the light or dark theme.',
    kept: 'Until you clear it',
  },
  {
    name: 'Chat device id',
    purpose: 'Lets the website chat continue your conversation across pages and visits.',
    kept: 'Until you clear it',
  },
  {
    name: 'Chat history',
    purpose: 'Shows your earlier messages when you reopen the chat; the clear button removes it.',
    kept: 'Until you clear the chat',
  },
  {
    name: 'Demo message count',
    purpose: 'Counts messages sent to the free demo chat on this device (10 at most).',
    kept: 'Until you clear it',
  },
  {
    name: 'Session token',
    purpose: 'Keeps you signed in to the dashboard.',
    kept: 'Until you sign out',
  },
];

export default function CookiesPage() {
  return (
    <ContentPage
      eyebrow="Legal"
      title="Cookie Policy"
      intro={
        <p>
          {brand.name} does not use advertising or tracking cookies. The site keeps a few items in
          your browser's local storage so it works as you expect.
        </p>
      }
      meta={{
        title: 'Cookie Policy',
        description: `The browser storage ${brand.shortName} uses, what each item does and how to remove it.`,
      }}
    >
      <ContentSection title="What we store" id="items">
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr className="border-line border-b text-ink">
                <th scope="col" className="py-2 pr-4">
                  Item
                </th>
                <th scope="col" className="py-2 pr-4">
                  Why
                </th>
                <th scope="col" className="py-2">
                  Kept
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.name} className="border-line border-b align-top">
                  <td className="py-3 pr-4 font-medium text-ink">{item.name}</td>
                  <td className="py-3 pr-4">{item.purpose}</td>
                  <td className="py-3">{item.kept}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ContentSection>
      <ContentSection title="Removing it" id="remove">
        <p>
          Clearing site data in your browser settings removes every item. The chat's clear button
          removes the chat history alone. Nothing here is shared with third parties. More in our{' '}
          <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
