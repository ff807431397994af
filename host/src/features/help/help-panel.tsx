import { Button, Modal } from '@ottilia/shared-ui';
import { Link, useLocation } from 'react-router-dom';
import { questionsFor, type HelpQuestion } from './help-questions';
import { addLazyStrings } from '../../i18n/lazy-strings';
import { en } from './help.en';
import { useTranslation } from '../../i18n/use-translation';
import { loadedManifests, useRemoteRoutes } from '../../remotes/route-manifests';

addLazyStrings(en);

/**
 * The help panel: frequent questions of the current screen with short answers and links to the
 * tutorials. The shared Modal traps focus, closes on Escape and gives focus back on close.
 * Loaded only when first opened.
 */
export default function HelpPanel({
  isOpen,
  questions,
  onClose: close,
}: {
  isOpen: boolean;
  questions: readonly HelpQuestion[] | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const manifests = loadedManifests(useRemoteRoutes());
  const shown = questions ?? questionsFor(pathname, manifests);
  return (
    <Modal
      open={isOpen}
      title={t('help.title')}
      onClose={close}
      showCloseButton
      actions={
        <Button variant="secondary" onClick={close}>
          {t('help.close')}
        </Button>
      }
    >
      <dl>
        {shown.map((entry) => (
          <div key={entry.question}>
            <dt>
              <strong>{entry.question}</strong>
            </dt>
            <dd>
              <p>{entry.answer}</p>
              {entry.tutorial && (
                <Link to={`/ottilia-tutorials/${entry.tutorial}`} onClick={close}>
                  {t('help.tutorial', { title: entry.question })}
                </Link>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <Link to="/ottilia-tutorials" onClick={close}>
        {t('help.allTutorials')}
      </Link>
    </Modal>
  );
}
