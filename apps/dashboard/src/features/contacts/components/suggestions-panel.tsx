import { Button } from '@lisa/ui/button';
import { Card } from '@lisa/ui/card';
import { toast } from '@lisa/ui/toast';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { contactsQueries } from '../api/contacts-queries.ts';
import { useContactsApi } from '../hooks/use-contacts-api.ts';
import { contactLabel } from '../lib/contact-labels.ts';

/** Pairs that may be one person, with the reason; open one to merge, or dismiss it. */
export function SuggestionsPanel() {
  const api = useContactsApi();
  const queryClient = useQueryClient();
  const suggestions = useQuery(contactsQueries.suggestions(api));
  const dismiss = useMutation({
    mutationFn: (id: number) => api.dismissSuggestion(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactsQueries.all }),
    onError: (error) =>
      toast.error(toApiFailure(error, 'The suggestion could not be dismissed.').message),
  });
  const rows = suggestions.data ?? [];
  if (rows.length === 0) return null;
  return (
    <Card as="section" padding="sm" aria-labelledby="suggestions-title" className="mt-4">
      <h2 id="suggestions-title" className="font-medium">
        Possible duplicates
      </h2>
      <ul className="mt-2 divide-y divide-line">
        {rows.map((suggestion) => {
          const [a, b] = suggestion.contacts;
          if (!a || !b) return null;
          return (
            <li key={suggestion.id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
              <span className="min-w-0 flex-1">
                <Link
                  className="text-brand-ink hover:underline"
                  to={`/dashboard/contacts/${a.id}?merge=${b.id}`}
                >
                  {contactLabel(a)} and {contactLabel(b)}
                </Link>
                <span className="block text-ink-muted text-xs">{suggestion.reason}</span>
              </span>
              <Button
                size="sm"
                variant="secondary"
                onClick={() => dismiss.mutate(suggestion.id)}
                aria-label={`Dismiss: ${contactLabel(a)} and ${contactLabel(b)}`}
              >
                Dismiss
              </Button>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
