import { Button } from '@ottilia/shared-ui';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from '../i18n/use-translation';

export function GoHomeButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return <Button onClick={() => navigate('/')}>{t('notFound.goHome')}</Button>;
}
