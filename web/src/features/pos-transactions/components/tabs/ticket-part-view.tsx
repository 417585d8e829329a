import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type TTicketPartViewProps<T> = { query: UseQueryResult<T>; children: (data: T) => ReactNode };

/** Loading, failure (with a retry) and content of one tab's call, the same on every tab. */
export function TicketPartView<T>({ query, children }: TTicketPartViewProps<T>) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('posTransactions.detail.loadFailed')}
      </Alert>
    );
  return <>{children(query.data)}</>;
}
