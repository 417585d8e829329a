import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** On the manager platform (spec 3 §6), employees and their jobs are kept there: the ASM alert says so. */
export function AsmAlert() {
  const { t } = useTranslation();
  return <Alert severity="info">{t('employees.asm.text')}</Alert>;
}
