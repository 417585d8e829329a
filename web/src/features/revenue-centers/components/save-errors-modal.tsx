import { ZRevenueCenterSaveErrors } from '@mp/contracts/revenue-centers';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { MessageModal } from '../../../components/message-modal';
import { isHttpError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';

/** The server's refusals of a save as lines (spec 3 §4, §8): each of data.errors, else the one error it answered. */
export function saveErrorLines(t: TFunction, error: unknown): string[] {
  const listed = isHttpError(error) ? ZRevenueCenterSaveErrors.shape.data.safeParse(error.body?.data) : null;
  if (listed?.success && listed.data.errors.length > 0)
    return listed.data.errors.map(
      (e) => t(e.messageKey, { ...e.values, defaultValue: '' }) || errorText(t, e.messageKey),
    );
  return [errorText(t, error)];
}

type TProps = { title: string; lines: readonly string[]; onClose: () => void };

/** The error modal of the revenue-center screens: a title and the errors one per line. */
export function ErrorListModal({ title, lines, onClose }: TProps) {
  const { t } = useTranslation();
  return (
    <MessageModal
      title={title}
      onClose={onClose}
      testId="revenue-center-errors"
      actions={[{ label: t('revenueCenters.ok'), onClick: onClose, autoFocus: true }]}
    >
      <List dense disablePadding>
        {lines.map((line, i) => (
          <ListItem key={`${i}-${line}`} disableGutters>
            {line}
          </ListItem>
        ))}
      </List>
    </MessageModal>
  );
}
