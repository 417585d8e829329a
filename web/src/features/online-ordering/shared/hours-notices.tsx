import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { THoursAccess } from './hours-access';
import { StoreViewNotice } from './store-view-notice';

type THoursNoticesProps = {
  access: THoursAccess;
  /** Spec 3 §8: each screen's StoreOffline text (OperatingHours.Errors, OrderHours.Errors). */
  offlineText: string;
  readOnlyText: string;
};

/** Why an hours form cannot be changed: the company view, the store offline, or a view-only user (spec 3 §4, §8). */
export function HoursNotices({ access, offlineText, readOnlyText }: THoursNoticesProps) {
  if (!access.companyView && !access.offline && !access.viewOnly) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      {access.companyView && <StoreViewNotice />}
      {access.offline && <Alert severity="warning">{offlineText}</Alert>}
      {access.viewOnly && <Alert severity="info">{readOnlyText}</Alert>}
    </Stack>
  );
}
