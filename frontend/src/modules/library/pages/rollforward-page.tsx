import { Limits, Messages } from '@ea/contracts';
import { type DocumentDetail, isIsoDate, LibraryRuleMessages, TITLE_MAX_LENGTH } from '@ea/contracts/library';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { isDocumentListKey } from '@/api/library/documents.ts';
import { useFolders } from '@/api/library/folders.ts';
import { rollforwardDocument } from '@/api/library/releases.ts';
import { useSessionClient } from '@/app/session/session-context.tsx';
import { SelectField } from '@/ui/form-fields/select-field.tsx';
import { TextField } from '@/ui/form-fields/text-field.tsx';
import { formatCalendarDate } from '@/ui/format/date-time.ts';
import { SectionCard } from '@/ui/page/section-card.tsx';
import { contentPath } from '../components/document-columns.tsx';
import { DocumentFrame } from '../components/document-frame.tsx';
import { DocumentHeader } from '../components/document-header.tsx';
import { buildFolderTree, flattenTree } from '../components/folder-tree.ts';
import { nextQuarterEnd } from '../components/library-format.ts';
import { useLibraryAction, useWriteNotice } from '../components/use-library-action.ts';
import '../components/library.css';

export default function RollforwardPage() {
  return <DocumentFrame>{(document) => <Rollforward document={document} />}</DocumentFrame>;
}

const SAME_FOLDER = 'same';
const TOP_LEVEL = 'top';

/** Rollforward: a new document for the next period from the latest release, its XBRL periods moved with it. */
function Rollforward({ document }: { document: DocumentDetail }) {
  const session = useSessionClient();
  const navigate = useNavigate();
  const notice = useWriteNotice();
  const { mutate } = useSWRConfig();
  const { busy, run } = useLibraryAction();
  const folders = useFolders(document.companyId);
  const [periodEndDate, setPeriodEndDate] = useState(() => nextQuarterEnd(document.periodEndDate));
  const [title, setTitle] = useState(document.title);
  const [keepComments, setKeepComments] = useState(true);
  const [folder, setFolder] = useState(SAME_FOLDER);
  const [errors, setErrors] = useState<{ periodEndDate?: string | null; title?: string | null }>({});

  const submit = async () => {
    const found = {
      periodEndDate:
        periodEndDate === '' ? Messages.document.periodEndRequired : isIsoDate(periodEndDate) ? null : LibraryRuleMessages.periodEndInvalid,
      title: title.trim() === '' ? Messages.document.titleRequired : null,
    };
    setErrors(found);
    if (found.periodEndDate || found.title) return;
    const written = await run(
      () =>
        rollforwardDocument(session, {
          documentId: document.id,
          periodEndDate,
          title: title.trim(),
          keepComments,
          ...(folder === SAME_FOLDER ? {} : { folderId: folder === TOP_LEVEL ? null : Number(folder) }),
        }),
      (refusal) => setErrors({ periodEndDate: refusal.fields?.periodEndDate, title: refusal.fields?.title }),
    );
    if (written === null) return;
    notice(written);
    void mutate(isDocumentListKey);
    navigate(contentPath(written));
  };

  return (
    <>
      <DocumentHeader document={document} current="rollforward" />
      <SectionCard title="Roll forward to the next period">
        <form
          className="library-form"
          noValidate
          aria-label="Rollforward"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p className="library-form__note">
            Copies the latest release into a new document for the next period (this one ends {formatCalendarDate(document.periodEndDate)}).
            The facts' periods move with the new period end date.
          </p>
          <div className="library-form__grid">
            <TextField
              label="New Period End Date"
              type="date"
              required
              min={`${Limits.minPeriodYear}-01-01`}
              max="9999-12-31"
              value={periodEndDate}
              error={errors.periodEndDate}
              onChange={(value) => {
                setPeriodEndDate(value);
                setErrors((current) => ({ ...current, periodEndDate: null }));
              }}
            />
            <TextField
              label="Title"
              required
              maxLength={TITLE_MAX_LENGTH}
              value={title}
              error={errors.title}
              onChange={(value) => {
                setTitle(value);
                setErrors((current) => ({ ...current, title: null }));
              }}
            />
            <SelectField label="Folder" value={folder} onChange={setFolder}>
              <option value={SAME_FOLDER}>Same folder</option>
              <option value={TOP_LEVEL}>Top level</option>
              {flattenTree(buildFolderTree(folders.data?.items ?? [])).map((node) => (
                <option key={node.folder.id} value={node.folder.id}>
                  {`${'\u00a0\u00a0'.repeat(node.depth)}${node.folder.name}`}
                </option>
              ))}
            </SelectField>
            <fieldset className="library-radios">
              <legend className="field__label">Keep comments</legend>
              <label>
                <input type="radio" name="keep-comments" checked={keepComments} onChange={() => setKeepComments(true)} /> Yes
              </label>
              <label>
                <input type="radio" name="keep-comments" checked={!keepComments} onChange={() => setKeepComments(false)} /> No
              </label>
            </fieldset>
          </div>
          <div className="library-form__actions">
            <button type="submit" className="button button--primary" disabled={busy}>
              {busy ? 'Rolling forward…' : 'Rollforward'}
            </button>
          </div>
        </form>
      </SectionCard>
    </>
  );
}
