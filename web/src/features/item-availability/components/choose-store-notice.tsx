import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The company view (All Stores) has no availability of its own: the page says so and offers the store choice. */
export function ChooseStoreNotice({ onChoose }: { onChoose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} sx={{ p: 3 }}>
      <Typography id={titleId} variant="h5" component="h1" sx={{ mb: 2 }}>
        {t('itemAvailability.title')}
      </Typography>
      <Alert
        severity="info"
        action={
          <Button color="inherit" onClick={onChoose}>
            {t('itemAvailability.companyView.choose')}
          </Button>
        }
      >
        {t('itemAvailability.companyView.text')}
      </Alert>
    </Paper>
  );
}
