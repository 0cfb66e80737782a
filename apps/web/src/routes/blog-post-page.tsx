import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { findBlogPost, formatPostDate } from '../features/blog/posts.ts';
import { ContentPage } from '../features/content/content-page.tsx';
import NotFoundPage from './not-found-page.tsx';

/** /blog/:slug — one post of the blog (issue 22: the cards on /blog open). */
export default function BlogPostPage() {
  const { slug } = useParams();
  const post = findBlogPost(slug);
  if (!post) return <NotFoundPage />;
  return (
    <ContentPage
      eyebrow="Blog"
      title={post.title}
      intro={<p>{post.summary}</p>}
      aside={
        <p className="mt-4 text-ink-muted text-sm">
          <time dateTime={post.date}>{formatPostDate(post.date)}</time>
        </p>
      }
      meta={{ title: post.title, description: post.summary }}
    >
      <article className="mt-10 space-y-8">
        {post.body.map((section) => (
          <section key={section.heading ?? section.paragraphs[0]}>
            {section.heading ? (
              <h2 className="font-semibold text-2xl text-ink">{section.heading}</h2>
            ) : null}
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 text-ink-muted leading-8">
                {paragraph}
              </p>
            ))}
          </section>
        ))}
      </article>
      <p className="mt-12">
        <Link
          to="/blog"
          className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          All posts
        </Link>
      </p>
    </ContentPage>
  );
}
