import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { useActiveResellerId } from '../../../lib/session/active-reseller';
import { useResellerConfiguration } from '../../../lib/session/portal-data.queries';

/**
 * On the manager platform (spec 3 §6), employees and their jobs are kept there: the ASM alert says so and links to the
 * platform's sign-in page, which the reseller configures (no link when it gave none).
 */
export function AsmAlert() {
  const { t } = useTranslation();
  const { data: reseller } = useResellerConfiguration(useActiveResellerId());
  const href = reseller?.ManagerPlatformUrl;
  return (
    <Alert severity="info">
      <span>{t('employees.asm.text')}</span>{' '}
      {href ? (
        <Link href={href} target="_blank" rel="noopener noreferrer">
          {t('employees.asm.login')}
        </Link>
      ) : null}
    </Alert>
  );
}
