import {
  DAY_ORDER,
  EVERYDAY_SOURCE_DAY,
  HOURS_STEP_MINUTES,
  type TDayHours,
} from '@mp/contracts/online-ordering/operating-hours';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { TimeSelect } from '../../shared/time-select';

type THoursTableProps = {
  hours: readonly TDayHours[];
  /** One row standing for the whole week (the everyday toggle, spec 3 §4). */
  everyday: boolean;
  disabled: boolean;
  /** Days whose closing cell breaks a rule (spec 3 §5 marks the closing cell). */
  invalidDays: ReadonlySet<number>;
  onChange: (day: TDayHours) => void;
};

/** Spec 3 §2.4: the seven-day table (Day, Store opens, Store closes, Closed all day), Monday first. */
export function HoursTable({ hours, everyday, disabled, invalidDays, onChange }: THoursTableProps) {
  const { t } = useTranslation();
  const k = (key: string, options?: Record<string, unknown>) => t(`onlineOrdering.operatingHours.${key}`, options);
  const days = everyday ? [EVERYDAY_SOURCE_DAY] : DAY_ORDER;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={k('tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{k('columns.day')}</TableCell>
            <TableCell>{k('columns.opens')}</TableCell>
            <TableCell>{k('columns.closes')}</TableCell>
            <TableCell>{k('columns.closed')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map((dayIndex) => {
            const day = hours.find((h) => h.day === dayIndex);
            if (!day) return null;
            const name = everyday ? k('everydayRow') : k(`days.${dayIndex}`);
            return (
              <TableRow key={dayIndex}>
                <TableCell component="th" scope="row">
                  {name}
                </TableCell>
                <TableCell>
                  <TimeSelect
                    label={k('opensLabel', { day: name })}
                    value={{ time: day.opens.time, nextDay: false }}
                    step={HOURS_STEP_MINUTES}
                    disabled={disabled || day.isClosed}
                    onChange={(v) => onChange({ ...day, opens: { time: v.time } })}
                  />
                </TableCell>
                <TableCell>
                  <TimeSelect
                    label={k('closesLabel', { day: name })}
                    value={day.closes}
                    step={HOURS_STEP_MINUTES}
                    withNextDay
                    withEndOfDay
                    disabled={disabled || day.isClosed}
                    error={invalidDays.has(dayIndex)}
                    onChange={(v) => onChange({ ...day, closes: v })}
                  />
                </TableCell>
                <TableCell>
                  <Checkbox
                    checked={day.isClosed}
                    disabled={disabled}
                    onChange={(event) => onChange({ ...day, isClosed: event.target.checked })}
                    slotProps={{ input: { 'aria-label': k('closedLabel', { day: name }) } }}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
