import { brand, marketingClaims } from '@lisa/catalogue/brand';
import { Link } from 'react-router';
import { ContentPage, ContentSection } from '../features/content/content-page.tsx';

export default function AboutPage() {
  return (
    <ContentPage
      eyebrow="About us"
      title={`Why we built ${brand.name}`}
      intro={
        <p>
          Customers expect an answer now, on the app they already use. Most teams cannot staff every
          channel around the clock. {brand.name} closes that gap.
        </p>
      }
      meta={{
        title: 'About',
        description: `The story, mission and values of the team behind ${brand.shortName}.`,
      }}
    >
      <ContentSection title="Our mission" id="mission">
        <p>
          Give every business, from a two-person clinic to a national agency, an assistant that
          answers customers as well as its best employee would — and hands over to that employee
          when it matters.
        </p>
      </ContentSection>
      <ContentSection title="Where we are today" id="today">
        <ul>
          <li>{marketingClaims.reach}.</li>
          <li>
            {marketingClaims.apiCalls}, with {marketingClaims.uptime.toLowerCase()}.
          </li>
          <li>
            Assistants live in {marketingClaims.languages}, connected to {marketingClaims.tools}.
          </li>
        </ul>
      </ContentSection>
      <ContentSection title="What we believe" id="values">
        <ul>
          <li>
            <strong>Honest answers.</strong> An assistant that says "let me get a colleague" beats
            one that guesses.
          </li>
          <li>
            <strong>Your data is yours.</strong> Each business reaches only its own data, and we
            never train one customer's assistant on another's conversations.
          </li>
          <li>
            <strong>Work where customers are.</strong> WhatsApp first in the markets that live on
            it; the website and social channels everywhere else.
          </li>
        </ul>
      </ContentSection>
      <ContentSection title="Come and say hello" id="hello">
        <p>
          Meet us at <Link to="/lisa-live">{brand.showcaseName}</Link>, read the{' '}
          <Link to="/blog">blog</Link>, or see <Link to="/careers">open roles</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}
