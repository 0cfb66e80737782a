import type { InboxMessage } from '@lisa/contracts/inbox';
import { Button } from '@lisa/ui/button';
import { BookmarkPlus, CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SavedAnswers } from '../hooks/use-saved-answers.ts';
import { datacenterSourceHref } from '../lib/saved-answer.ts';
import { SaveAnswerDialog } from './save-answer-dialog.tsx';

/**
 * Under a teammate's reply: "Save as answer" turns it into an entry of the knowledge (the
 * dialog prefilled with the visitor's question and the reply); once saved, says so with a
 * link to the source in the data centre.
 */
export function SaveAnswer({
  message,
  question,
  answers,
}: {
  message: InboxMessage;
  /** The visitor's question it answered (may be empty). */
  question: string;
  answers: SavedAnswers;
}) {
  const [open, setOpen] = useState(false);
  const saved = answers.savedAs(message.id);
  if (saved) {
    return (
      <div className="mt-2 flex flex-wrap items-center gap-2 text-success-ink text-xs">
        <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" />
        <span>Saved to your knowledge</span>
        <Link
          to={datacenterSourceHref(saved.source_id)}
          className="text-brand-ink underline underline-offset-2"
        >
          Open “{saved.source_title}”
        </Link>
      </div>
    );
  }
  return (
    <div className="mt-2">
      <Button
        size="sm"
        variant="ghost"
        leadingIcon={<BookmarkPlus />}
        onClick={() => setOpen(true)}
        title="Add this reply to your knowledge: your agent answers visitors asking alike"
      >
        Save as answer
      </Button>
      {open ? (
        <SaveAnswerDialog
          open={open}
          onOpenChange={setOpen}
          messageId={message.id}
          question={question}
          answer={message.text}
          answers={answers}
        />
      ) : null}
    </div>
  );
}
