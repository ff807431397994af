import { useCurrentUser } from '@ottilia/shared-auth';
import { contractProblems, parseBuiltWith } from '@ottilia/shared-auth/shell-contract';
import { Button, LoadingIndicator } from '@ottilia/shared-ui';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { loadComposition, type Composition } from '../../config/composition';
import { useTranslation } from '../../i18n/use-translation';
import { startReleaseTrial, trialEntry, trialProblem } from './release-trial';
import './release-trial-strings';

/**
 * /release-trial: a Super Admin chooses an area, one of the composition's release origins and a
 * version; the release must exist there and fit this host (shell contract check) before the
 * session switches to it. The page then reloads into the area, with the banner on.
 */
export default function ReleaseTrialPage() {
  const { t } = useTranslation();
  const { me, isLoading } = useCurrentUser();
  const [composition, setComposition] = useState<Composition | null | undefined>(undefined);
  useEffect(() => {
    loadComposition().then(
      (served) => setComposition(served?.composition ?? null),
      () => setComposition(null),
    );
  }, []);

  if (isLoading || composition === undefined) return <LoadingIndicator />;
  if (me?.mainRole !== 'SUPER_ADMIN') return <p>{t('releaseTrial.onlySuperAdmins')}</p>;
  return (
    <section aria-labelledby="release-trial-title">
      <h1 id="release-trial-title">{t('releaseTrial.title')}</h1>
      <p>{t('releaseTrial.intro')}</p>
      {composition && Object.keys(composition.remotes).length > 0 ? (
        <TrialForm composition={composition} />
      ) : (
        <p>{t('releaseTrial.noComposition')}</p>
      )}
    </section>
  );
}

function TrialForm({ composition }: { composition: Composition }) {
  const { t } = useTranslation();
  const id = useId();
  const remotes = Object.entries(composition.remotes);
  const [remote, setRemote] = useState(remotes[0]![0]);
  const [origin, setOrigin] = useState(composition.releaseOrigins[0] ?? '');
  const [version, setVersion] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trial = { remote, origin, version: version.trim() };
    const composed = composition.remotes[remote];
    const area = composed?.manifest.area ?? remote;
    const invalid = trialProblem(composition, trial);
    if (invalid || !composed) return setProblem(t(`releaseTrial.problems.${invalid ?? 'unknownRemote'}`));
    setChecking(true);
    const manifestUrl = new URL('route-manifest.json', trialEntry({ ...trial, app: composed.app })).href;
    const manifest = await fetch(manifestUrl, { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<Record<string, unknown>>) : null))
      .catch(() => null);
    setChecking(false);
    if (!manifest) return setProblem(t('releaseTrial.problems.notReleased', { area, version: trial.version, origin }));
    const builtWith = parseBuiltWith(manifest.builtWith);
    const reasons = builtWith
      ? contractProblems(builtWith, __OTTILIA_BUILT_WITH__)
      : ['its manifest states no shell contract or shared versions'];
    if (reasons.length)
      return setProblem(t('releaseTrial.problems.incompatible', { area, version: trial.version, reason: reasons.join('; ') }));
    startReleaseTrial(trial);
    window.location.assign(composed.manifest.routes.find((route) => route.nav)?.path ?? '/home');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p>
        <label htmlFor={`${id}-remote`}>{t('releaseTrial.area')}</label>{' '}
        <select id={`${id}-remote`} value={remote} onChange={(event) => setRemote(event.target.value)}>
          {remotes.map(([name, { manifest, version: current }]) => (
            <option key={name} value={name}>{`${manifest.area} (${current})`}</option>
          ))}
        </select>
      </p>
      <p>
        <label htmlFor={`${id}-origin`}>{t('releaseTrial.origin')}</label>{' '}
        <select id={`${id}-origin`} value={origin} onChange={(event) => setOrigin(event.target.value)}>
          {composition.releaseOrigins.map((candidate) => (
            <option key={candidate} value={candidate}>
              {candidate}
            </option>
          ))}
        </select>
      </p>
      <p>
        <label htmlFor={`${id}-version`}>{t('releaseTrial.version')}</label>{' '}
        <input
          id={`${id}-version`}
          value={version}
          onChange={(event) => setVersion(event.target.value)}
          aria-describedby={`${id}-version-hint`}
          aria-invalid={problem !== null}
          autoComplete="off"
          required
        />{' '}
        <span id={`${id}-version-hint`}>{t('releaseTrial.versionHint')}</span>
      </p>
      {problem && <p role="alert">{problem}</p>}
      <Button type="submit" disabled={checking}>
        {checking ? t('releaseTrial.checking') : t('releaseTrial.start')}
      </Button>
    </form>
  );
}
