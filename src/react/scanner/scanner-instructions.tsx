import { useId, useState } from 'react';
import { Button } from '../ui/controls';
import { useI18n } from '../ui/use-i18n';

const STEPS = ['1', '2', '3', '4', '5'] as const;
const GUIDELINES_VARIANT = 'secondary';
/** Below this width (a phone) the steps start folded so the camera is on the first screen (#29 item 10). */
export const INSTRUCTIONS_FOLDED_QUERY = '(max-width: 767.98px)';

const foldedAtFirst = () => typeof matchMedia === 'function' && matchMedia(INSTRUCTIONS_FOLDED_QUERY).matches;

/**
 * §2 instructions, five steps and the guidelines button, under the camera in a disclosure: folded on a phone, open
 * on a wider screen; the learner's own toggle then stands (a rotated phone does not fold it again).
 */
export function ScannerInstructions({ onGuidelines }: { onGuidelines: () => void }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(() => !foldedAtFirst());
  const titleId = useId();
  return (
    <details
      className="card instructions"
      part="instructions"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary part="instructions-toggle">
        <h2 id={titleId}>{t('scanner.instructions.title')}</h2>
      </summary>
      <ol className="instruction-steps" aria-labelledby={titleId}>
        {STEPS.map((step) => (
          <li key={step}>{t(`scanner.instructions.steps.${step}`)}</li>
        ))}
      </ol>
      <Button
        variant={GUIDELINES_VARIANT}
        part={`button button-${GUIDELINES_VARIANT} guidelines-button`}
        aria-haspopup="dialog"
        onClick={onGuidelines}
      >
        {t('scanner.guidelinesButton')}
      </Button>
    </details>
  );
}
