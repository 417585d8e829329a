import { credentialSections, PASSWORD_MIN_LENGTH, PIN_LENGTH, type TEmployeeRole } from '@mp/contracts/employees';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

type TEmployeeCredentialsProps = {
  /** The role rows as currently assigned on screen: the sections follow the grid before it is saved. */
  roles: readonly Pick<TEmployeeRole, 'isAssigned' | 'isPosUser' | 'isBackOfficeUser'>[];
  membershipUserName: string | null;
};

/**
 * Login credentials (spec 3 §6, §9): the back-office user name when any back-office role is assigned, the POS PIN's
 * rule when any POS role is. The portal sets neither secret: it says what the rules are.
 */
export function EmployeeCredentials({ roles, membershipUserName }: TEmployeeCredentialsProps) {
  const { t } = useTranslation();
  const c = (key: string, vars?: Record<string, unknown>) => t(`employees.detail.credentials.${key}`, vars);
  const sections = credentialSections(roles);
  return (
    <Paper component="section" aria-labelledby="employee-credentials" sx={{ p: 2 }}>
      <Typography id="employee-credentials" variant="h6" component="h2" sx={{ mb: 1 }}>
        {c('title')}
      </Typography>
      <Stack spacing={1}>
        {sections.backOffice ? (
          <>
            <Typography>
              {c('backOfficeUserName')}: <strong>{membershipUserName ?? c('noLogin')}</strong>
            </Typography>
            <Typography color="text.secondary">{c('passwordRule', { min: PASSWORD_MIN_LENGTH })}</Typography>
          </>
        ) : null}
        {sections.pos ? (
          <Typography color="text.secondary">{c('pinRule', { min: PIN_LENGTH.min, max: PIN_LENGTH.max })}</Typography>
        ) : null}
        {!sections.backOffice && !sections.pos ? <Alert severity="info">{c('noRoles')}</Alert> : null}
      </Stack>
    </Paper>
  );
}
