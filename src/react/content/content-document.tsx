import type { ContentDocument } from '../../core/content/content-rules';
import { FileIcon } from '../ui/feature-icons';
import { useI18n } from '../ui/use-i18n';

/** A link that opens the document in a new tab, saying so to screen readers. */
function NewTabLink({
  url,
  label,
  variant,
  part,
}: {
  url: string;
  label: string;
  variant: 'primary' | 'secondary';
  part: string;
}) {
  const { t } = useI18n();
  return (
    <a className={`button button-${variant}`} part={part} href={url} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="sr-only"> {t('content.opensInNewTab')}</span>
    </a>
  );
}

/** The attached document (§2): a PDF inline in a 600 px frame with open-in-new-tab; any other file a view button. */
export function ContentDocumentView({ document, headingId }: { document: ContentDocument; headingId: string }) {
  const { t } = useI18n();
  return (
    <section className="content-document" part="document" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('content.document')}</h2>
      {document.kind === 'pdf' ? (
        <>
          <iframe
            className="document-frame"
            part="document-frame"
            src={document.url}
            title={t('content.documentFrame', { name: document.name })}
          />
          <div className="document-actions">
            <NewTabLink
              url={document.url}
              label={t('content.openInNewTab')}
              variant="secondary"
              part="open-in-new-tab"
            />
          </div>
        </>
      ) : (
        <div className="document-actions">
          <FileIcon />
          <bdi className="document-name">{document.name}</bdi>
          <NewTabLink url={document.url} label={t('content.viewDocument')} variant="primary" part="view-document" />
        </div>
      )}
    </section>
  );
}
