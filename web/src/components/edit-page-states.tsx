import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isHttpError } from '../lib/api-client';

/** An edit page's id from its route parameter: 0 for a new row, -1 for text that is no id. */
export const routeIdOf = (raw: string | undefined): number => {
  const text = raw ?? '0';
  return /^\d{1,9}$/.test(text) ? Number(text) : -1;
};

type TProps = {
  /** The route's id (routeIdOf): 0 opens a new row, which is not read. */
  id: number;
  /** The row's read; its 404 says the row does not exist. */
  row: UseQueryResult<unknown>;
  /** Other reads the form needs (its choices). */
  others?: UseQueryResult<unknown>[];
  /** The screen's list, and its i18n keys `backToList`, `notFound` and `loadFailed` under `detailSection`. */
  listPath: string;
  detailSection: string;
  /** The form, once every read has answered. */
  children: () => ReactNode;
};

/**
 * What an edit page shows before its form: a bad id, a missing row or a failed read with the way back to the list,
 * else a spinner until every read has answered.
 */
export function EditPageStates({ id, row, others = [], listPath, detailSection, children }: TProps) {
  const { t } = useTranslation();
  if (id < 0 || row.isError || others.some((q) => q.isError)) {
    const missing = id < 0 || (isHttpError(row.error) && row.error.status === 404);
    return (
      <Alert
        severity="error"
        action={
          <Button component={RouterLink} to={listPath} color="inherit">
            {t(`${detailSection}.backToList`)}
          </Button>
        }
      >
        {missing ? t(`${detailSection}.notFound`) : t(`${detailSection}.loadFailed`)}
      </Alert>
    );
  }
  if ((id > 0 && !row.data) || others.some((q) => !q.data))
    return (
      <Stack sx={{ alignItems: 'center', p: 4 }} role="status" aria-live="polite">
        <CircularProgress aria-label={t('common.loading')} />
      </Stack>
    );
  return children();
}
