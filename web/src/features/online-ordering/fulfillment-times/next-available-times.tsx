import {
  type TAvailableFulfillmentTimesArgs,
  type TFulfillmentType,
  ZAvailableFulfillmentTimes,
} from '@mp/contracts/online-ordering/fulfillment-times';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { graphqlOperation, graphqlRequest } from '../../../lib/graphql-client';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const times = graphqlOperation(
  `query GetAvailableFulfillmentTimes($fulfillmentType: FulfillmentType!, $prepDuration: Int,
     $dayHours: [OrderDayHoursInput!], $bufferOpen: Int, $bufferClose: Int, $maxFutureDays: Int,
     $capacity: CapacitySettingsInput) {
    getAvailableFulfillmentTimes(fulfillmentType: $fulfillmentType, prepDuration: $prepDuration, dayHours: $dayHours,
      bufferOpen: $bufferOpen, bufferClose: $bufferClose, maxFutureDays: $maxFutureDays, capacity: $capacity) {
      futureTimes nextAvailableTime } }`,
  'getAvailableFulfillmentTimes',
  ZAvailableFulfillmentTimes,
);

/** A screen's unsaved settings, previewed in place of the saved ones (ours, beside the spec's duration overrides). */
export type TFulfillmentPreview = Pick<
  TAvailableFulfillmentTimesArgs,
  'prepDuration' | 'dayHours' | 'bufferOpen' | 'bufferClose' | 'maxFutureDays' | 'capacity'
>;

export const fulfillmentTimesKeys = {
  all: ['fulfillmentTimes'] as const,
  byType: (type: TFulfillmentType, preview: string) => [...fulfillmentTimesKeys.all, type, preview] as const,
};

/** Waits this long after the last change of a preview before asking, so typing does not send a call per key. */
const PREVIEW_DEBOUNCE_MS = 400;

/** The times for the saved settings, or for a preview of unsaved ones (the last answer stays while the next loads). */
export function useAvailableFulfillmentTimes(type: TFulfillmentType, preview: TFulfillmentPreview | null = null) {
  const settled = useDebouncedValue(preview ? JSON.stringify(preview) : '', PREVIEW_DEBOUNCE_MS);
  return useQuery({
    queryKey: fulfillmentTimesKeys.byType(type, settled),
    queryFn: () =>
      graphqlRequest(times, {
        fulfillmentType: type,
        ...(settled ? (JSON.parse(settled) as TFulfillmentPreview) : {}),
      }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}

type TNextAvailableTimesProps = {
  fulfillmentType: TFulfillmentType;
  /** How many of the next times to show. */
  count?: number;
  /** The store's IANA zone, when known: times are shown in it (else in the browser's). */
  timeZone?: string;
  /** The screen's unsaved settings (null while there are none, or while they are invalid): the times they would give. */
  preview?: TFulfillmentPreview | null;
};

/**
 * The next times a customer could choose for a fulfillment type (spec 3 §7.2 getAvailableFulfillmentTimes), so a
 * merchant sees what capacity, hours and prep time leave open.
 */
export function NextAvailableTimes({ fulfillmentType, count = 6, timeZone, preview = null }: TNextAvailableTimesProps) {
  const { t, i18n } = useTranslation();
  const query = useAvailableFulfillmentTimes(fulfillmentType, preview);
  const format = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });
  const heading = t('fulfillmentTimes.title', { type: t(`fulfillmentTimes.types.${fulfillmentType}`) });
  return (
    <Box component="section" aria-label={heading} data-testid="next-available-times">
      <Typography variant="subtitle1" component="h2" sx={{ mb: preview ? 0 : 1 }}>
        {heading}
      </Typography>
      {preview && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('fulfillmentTimes.preview')}
        </Typography>
      )}
      {query.isPending ? (
        <Skeleton variant="rounded" height={32} />
      ) : query.isError ? (
        <Alert severity="error">{t('fulfillmentTimes.loadFailed')}</Alert>
      ) : query.data.futureTimes.length === 0 ? (
        <Typography color="text.secondary">{t('fulfillmentTimes.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
          {query.data.futureTimes.slice(0, count).map((time) => (
            <li key={time}>
              <Chip
                size="small"
                variant={time === query.data.nextAvailableTime ? 'filled' : 'outlined'}
                label={format.format(new Date(time))}
              />
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
