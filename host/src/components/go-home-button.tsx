import { Button } from '@ottilia/shared-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export function GoHomeButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return <Button onClick={() => navigate('/')}>{t('notFound.goHome')}</Button>;
}
