import type { InboxMessage } from '@lisa/contracts/inbox';
import { Button } from '@lisa/ui/button';
import { CheckCircle2, ThumbsUp, Undo2 } from 'lucide-react';
import type { TaughtAnswers } from '../hooks/use-taught-answers.ts';

/** Whether a message is a reply of the bot that cites the knowledge (what may be taught). */
export function isCitedAnswer(message: InboxMessage): boolean {
  return message.sender === 'bot' && !message.private && message.citations.length > 0;
}

/**
 * Under a cited bot reply: "Good answer" teaches the agent the visitor's question (a
 * question worded alike will find the same passage); once taught, says so with Undo.
 */
export function GoodAnswer({
  message,
  answers,
}: {
  message: InboxMessage;
  answers: TaughtAnswers;
}) {
  const learnedId = answers.taughtAs(message);
  if (learnedId !== null) {
    return (
      <div className="mt-2 flex items-center gap-2 text-success-ink text-xs">
        <CheckCircle2 aria-hidden="true" className="h-3.5 w-3.5" />
        <span>Taught to your agent</span>
        <Button
          size="sm"
          variant="ghost"
          leadingIcon={<Undo2 />}
          loading={answers.undo.isPending && answers.undo.variables === learnedId}
          onClick={() => answers.undo.mutate(learnedId)}
          aria-label="Undo: stop using this answer's question"
        >
          Undo
        </Button>
      </div>
    );
  }
  return (
    <div className="mt-2">
      <Button
        size="sm"
        variant="ghost"
        leadingIcon={<ThumbsUp />}
        loading={answers.teach.isPending && answers.teach.variables?.id === message.id}
        onClick={() => answers.teach.mutate(message)}
        title="Teach your agent: visitors asking something alike will get this passage"
      >
        Good answer
      </Button>
    </div>
  );
}
