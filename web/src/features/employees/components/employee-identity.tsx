import type { TEmployeeDetail } from '@mp/contracts/employees';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const FIELDS = ['userName', 'shortName', 'employeeNumber', 'email', 'phoneNumber'] as const;

/** The employee's identity, read-only (spec 3 §5): the portal changes assignments only. */
export function EmployeeIdentity({ detail }: { detail: TEmployeeDetail }) {
  const { t } = useTranslation();
  return (
    <Paper component="section" aria-labelledby="employee-identity" sx={{ p: 2 }}>
      <Typography id="employee-identity" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('employees.detail.identity.title')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, m: 0 }}
      >
        {FIELDS.map((field) => (
          <Box key={field} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {t(`employees.detail.identity.${field}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0.5 }, overflowWrap: 'anywhere' }}>
              {detail[field] || t('employees.detail.identity.none')}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
