import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { POS_MESSAGES_HREF } from '../pos-message-paths';

/** Employees → POS Messages → a message (`posMessages/{id}`, 0 for a new one): spec 3 §2.4 leaves it blank. */
export function PosMessageDetailPage() {
  const { t } = useTranslation();
  return (
    <Stack component="section" aria-labelledby="pos-message-title" spacing={2}>
      <Typography id="pos-message-title" variant="h5" component="h1">
        {t('posMessages.detail.title')}
      </Typography>
      <Paper sx={{ p: 2 }}>
        <Typography>{t('posMessages.detail.blank')}</Typography>
      </Paper>
      <div>
        <Button component={RouterLink} to={POS_MESSAGES_HREF} startIcon={<ArrowBackIcon />}>
          {t('posMessages.detail.back')}
        </Button>
      </div>
    </Stack>
  );
}
