import { type ContactImport, IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@lisa/contracts/contacts';
import { Button } from '@lisa/ui/button';
import { Dialog } from '@lisa/ui/dialog';
import { Field } from '@lisa/ui/field';
import { Input, Select } from '@lisa/ui/input';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { toApiFailure } from '../../../lib/api-failure.ts';
import { FormMessage } from '../../forms/components/form-message.tsx';
import { contactsQueries } from '../api/contacts-queries.ts';
import { useContactsApi } from '../hooks/use-contacts-api.ts';

const FIELD_LABELS: Record<string, string> = {
  skip: 'Do not import',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  tags: 'Tags (separated by ; or ,)',
};

/** Countries whose local numbers (0712 345 678) an import can read; the rest need +code. */
const COUNTRIES = [
  ['KE', 'Kenya (+254)'],
  ['UG', 'Uganda (+256)'],
  ['TZ', 'Tanzania (+255)'],
  ['RW', 'Rwanda (+250)'],
  ['NG', 'Nigeria (+234)'],
  ['ZA', 'South Africa (+27)'],
  ['GB', 'United Kingdom (+44)'],
  ['US', 'United States (+1)'],
] as const;

const count = (n: number) => n.toLocaleString('en-US');

/**
 * "Import CSV", for owners and admins, in three steps: choose a file (read in the browser and
 * uploaded as text), match its columns with the first rows in view, then follow the
 * background import to its report — every rejected row with its line and the reason.
 */
export function ImportContactsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const api = useContactsApi();
  const queryClient = useQueryClient();
  const [upload, setUpload] = useState<ContactImport | null>(null);
  const [startedId, setStartedId] = useState<number | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [country, setCountry] = useState('KE');
  const [tag, setTag] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const attributes = useQuery({ ...contactsQueries.attributes(api), enabled: open });
  const status = useQuery({
    queryKey: [...contactsQueries.all, 'import', startedId],
    queryFn: ({ signal }) => api.importStatus(startedId as number, signal),
    enabled: startedId !== null,
    refetchInterval: (query) => {
      const state = query.state.data?.status;
      return state === 'done' || state === 'failed' ? false : 1000;
    },
  });
  const finished = status.data?.status === 'done' || status.data?.status === 'failed';
  useEffect(() => {
    if (finished) void queryClient.invalidateQueries({ queryKey: contactsQueries.all });
  }, [finished, queryClient]);

  const reset = () => {
    setUpload(null);
    setStartedId(null);
    setMapping({});
    setTag('');
    setFailure(null);
  };
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) reset();
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    if (file.size > IMPORT_MAX_BYTES) {
      setFailure('A file can be at most 10 MB.');
      return;
    }
    setBusy(true);
    try {
      const uploaded = await api.uploadImport(file.name, await file.text());
      setUpload(uploaded);
      setMapping(uploaded.suggested_mapping);
    } catch (error) {
      setFailure(toApiFailure(error, 'The file could not be uploaded.').message);
    } finally {
      setBusy(false);
    }
  };

  const onStart = async (event: FormEvent) => {
    event.preventDefault();
    if (!upload) return;
    setBusy(true);
    setFailure(null);
    try {
      const tags = tag.trim() ? [tag.trim()] : undefined;
      const started = await api.startImport(upload.id, {
        mapping,
        default_country: country || undefined,
        ...(tags ? { tags } : {}),
      });
      setStartedId(started.id);
    } catch (error) {
      setFailure(toApiFailure(error, 'The import could not start.').message);
    } finally {
      setBusy(false);
    }
  };

  const targets = [
    ...Object.keys(FIELD_LABELS).map((value) => [value, FIELD_LABELS[value] as string] as const),
    ...(attributes.data ?? []).map((d) => [`attribute:${d.key}`, d.label] as const),
  ];

  return (
    <Dialog open={open} onOpenChange={close} title="Import contacts from CSV" width="max-w-3xl">
      <FormMessage>{failure}</FormMessage>
      {startedId !== null ? (
        <ImportProgress report={status.data} onDone={() => close(false)} />
      ) : upload ? (
        <form noValidate onSubmit={onStart} className="space-y-4">
          <p className="text-ink-muted text-sm">
            {upload.filename}: {count(upload.total_rows)} rows. Choose where each column goes. A row
            whose email or phone matches a contact updates it (never over what your team wrote);
            rows about the same person become one contact.
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Columns of the file</caption>
              <thead className="text-ink-muted">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Column
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    First rows
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    Import as
                  </th>
                </tr>
              </thead>
              <tbody>
                {upload.headers.map((header, index) => (
                  <tr key={header} className="border-line border-t align-top">
                    <th scope="row" className="py-2 pr-3 font-medium">
                      {header}
                    </th>
                    <td className="max-w-56 truncate py-2 pr-3 text-ink-muted">
                      {upload.preview
                        .map((row) => row[index])
                        .filter(Boolean)
                        .slice(0, 3)
                        .join(' · ') || '—'}
                    </td>
                    <td className="py-2">
                      <Select
                        aria-label={`Import “${header}” as`}
                        value={mapping[header] ?? 'skip'}
                        onChange={(event) =>
                          setMapping((current) => ({ ...current, [header]: event.target.value }))
                        }
                      >
                        {targets.map(([value, label]) => (
                          <option key={value} value={value}>
                            {label}
                          </option>
                        ))}
                      </Select>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Phone numbers without a country code are from">
              {(control) => (
                <Select
                  {...control}
                  value={country}
                  onChange={(event) => setCountry(event.target.value)}
                >
                  <option value="">Nowhere: require +code</option>
                  {COUNTRIES.map(([code, label]) => (
                    <option key={code} value={code}>
                      {label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <Field label="Tag every imported contact (optional)">
              {(control) => (
                <Input
                  {...control}
                  value={tag}
                  maxLength={40}
                  onChange={(event) => setTag(event.target.value)}
                />
              )}
            </Field>
          </div>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={reset}>
              Choose another file
            </Button>
            <Button type="submit" loading={busy} loadingLabel="Starting">
              Import {count(upload.total_rows)} rows
            </Button>
          </div>
        </form>
      ) : (
        <div className="space-y-3">
          <p className="text-ink-muted text-sm">
            A CSV file with a header row, up to {count(IMPORT_MAX_ROWS)} rows and 10 MB. Columns
            such as Name, Email, Phone, Company and Tags are matched for you.
          </p>
          <Field label="CSV file">
            {(control) => (
              <Input
                {...control}
                type="file"
                accept=".csv,text/csv"
                disabled={busy}
                onChange={(event) => void onFile(event.target.files?.[0])}
              />
            )}
          </Field>
          {busy ? (
            <p role="status" className="text-sm">
              Reading the file…
            </p>
          ) : null}
        </div>
      )}
    </Dialog>
  );
}

function ImportProgress({
  report,
  onDone,
}: {
  report: ContactImport | undefined;
  onDone: () => void;
}) {
  if (!report) return <p role="status">Starting the import…</p>;
  const done = report.status === 'done' || report.status === 'failed';
  const percent = report.total_rows
    ? Math.round((report.processed_rows / report.total_rows) * 100)
    : 0;
  return (
    <div className="space-y-4">
      <div>
        <div className="flex justify-between text-sm">
          <span id="import-progress-label">
            {report.status === 'failed'
              ? 'The import stopped'
              : done
                ? 'Import finished'
                : 'Importing…'}
          </span>
          <span>
            {count(report.processed_rows)} of {count(report.total_rows)} rows
          </span>
        </div>
        <div
          role="progressbar"
          aria-labelledby="import-progress-label"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-2 overflow-hidden rounded-full bg-surface-muted"
        >
          <div className="h-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
        </div>
      </div>
      {report.error ? (
        <p role="alert" className="text-danger-ink text-sm">
          {report.error}
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4" aria-live="polite">
        {(
          [
            ['New contacts', report.created],
            ['Updated', report.updated],
            ['Duplicates folded', report.folded],
            ['Rejected rows', report.rejected],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-lg bg-surface-muted p-3">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="font-semibold text-lg">{count(value)}</dd>
          </div>
        ))}
      </dl>
      {report.rejections.length > 0 ? (
        <section aria-labelledby="rejected-title">
          <h3 id="rejected-title" className="font-medium text-sm">
            Rejected rows
            {report.rejected > report.rejections.length
              ? ` (the first ${count(report.rejections.length)})`
              : ''}
          </h3>
          <ul
            className="mt-2 max-h-48 space-y-1 overflow-y-auto text-sm"
            aria-label="Rejected rows"
          >
            {report.rejections.map((rejection) => (
              <li key={rejection.row}>
                <span className="font-medium">Line {rejection.row}:</span> {rejection.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="flex justify-end">
        <Button onClick={onDone} disabled={!done}>
          {done ? 'Done' : 'Importing…'}
        </Button>
      </div>
    </div>
  );
}
