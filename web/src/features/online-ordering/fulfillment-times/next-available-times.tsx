import { ZAvailableFulfillmentTimes, type TFulfillmentType } from '@mp/contracts/online-ordering/fulfillment-times';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { graphqlOperation, graphqlRequest } from '../../../lib/graphql-client';

const times = graphqlOperation(
  `query GetAvailableFulfillmentTimes($fulfillmentType: FulfillmentType!) {
    getAvailableFulfillmentTimes(fulfillmentType: $fulfillmentType) { futureTimes nextAvailableTime } }`,
  'getAvailableFulfillmentTimes',
  ZAvailableFulfillmentTimes,
);

export const fulfillmentTimesKeys = {
  all: ['fulfillmentTimes'] as const,
  byType: (type: TFulfillmentType) => [...fulfillmentTimesKeys.all, type] as const,
};

export const useAvailableFulfillmentTimes = (type: TFulfillmentType) =>
  useQuery({
    queryKey: fulfillmentTimesKeys.byType(type),
    queryFn: () => graphqlRequest(times, { fulfillmentType: type }),
    staleTime: 60_000,
    meta: { handlesErrors: true },
  });

type TNextAvailableTimesProps = {
  fulfillmentType: TFulfillmentType;
  /** How many of the next times to show. */
  count?: number;
  /** The store's IANA zone, when known: times are shown in it (else in the browser's). */
  timeZone?: string;
};

/**
 * The next times a customer could choose for a fulfillment type (spec 3 §7.2 getAvailableFulfillmentTimes), so a
 * merchant sees what capacity, hours and prep time leave open.
 */
export function NextAvailableTimes({ fulfillmentType, count = 6, timeZone }: TNextAvailableTimesProps) {
  const { t, i18n } = useTranslation();
  const query = useAvailableFulfillmentTimes(fulfillmentType);
  const format = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  });
  const heading = t('fulfillmentTimes.title', { type: t(`fulfillmentTimes.types.${fulfillmentType}`) });
  return (
    <Box component="section" aria-label={heading} data-testid="next-available-times">
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {heading}
      </Typography>
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
