import { brand } from '@lisa/catalogue/brand';
import { Link } from 'react-router';
import { blogPosts, formatPostDate } from '../features/blog/posts.ts';
import { ContentPage } from '../features/content/content-page.tsx';

export default function BlogPage() {
  return (
    <ContentPage
      eyebrow="Blog"
      title="Notes on better customer conversations"
      intro={<p>Product news, customer stories and practical guides from the {brand.name} team.</p>}
      meta={{
        title: 'Blog',
        description: `News, customer stories and guides from the ${brand.shortName} team.`,
      }}
    >
      <ul className="mt-12 space-y-6">
        {blogPosts.map((post) => (
          <li key={post.slug}>
            {/* The whole card opens the post: the title's link covers it (one link, one name). */}
            <article className="relative rounded-card border border-line bg-surface-raised p-6 transition hover:border-brand-300 hover:shadow-card focus-within:ring-2 focus-within:ring-brand-500">
              <p className="text-ink-muted text-sm">
                <time dateTime={post.date}>{formatPostDate(post.date)}</time>
              </p>
              <h2 className="mt-2 font-semibold text-ink text-xl">
                <Link
                  to={`/blog/${post.slug}`}
                  className="outline-none after:absolute after:inset-0 after:rounded-card hover:text-brand-700 dark:hover:text-brand-300"
                >
                  {post.title}
                </Link>
              </h2>
              <p className="mt-2 text-ink-muted leading-7">{post.summary}</p>
              <p
                aria-hidden="true"
                className="mt-3 font-semibold text-brand-700 text-sm dark:text-brand-300"
              >
                Read more →
              </p>
            </article>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
