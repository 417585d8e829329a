import { END_OF_DAY } from '@mp/contracts/online-ordering/hhmm';
import { ORDER_HOURS_STEP_MINUTES, type THoursIssue, type THoursRow } from '@mp/contracts/online-ordering/order-hours';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { TimeSelect } from '../../shared/time-select';

type THoursTableProps = {
  /** What the table is for, in its label. */
  caption: string;
  rows: THoursRow[];
  everyDay: boolean;
  issues: THoursIssue[];
  disabled: boolean;
  onRow: (day: number, change: Partial<THoursRow>) => void;
  onEveryDay: (on: boolean) => void;
};

/** Spec 3 §2.4: one mode's week, a row per day (Sunday first) or one row for every day, open/close or closed all day. */
export function HoursTable({ caption, rows, everyDay, issues, disabled, onRow, onEveryDay }: THoursTableProps) {
  const { t } = useTranslation();
  const shown = everyDay ? rows.slice(0, 1) : rows;
  const dayName = (day: number) => (everyDay ? t('orderHours.everyDayRow') : t(`orderHours.days.${day}`));
  const issueText = (day: number, field: 'open' | 'close') => {
    const issue = issues.find((i) => i.day === day && i.field === field);
    return issue && t(issue.key, { day: dayName(day) });
  };
  return (
    <Box>
      <FormControlLabel
        control={<Checkbox checked={everyDay} disabled={disabled} onChange={(e) => onEveryDay(e.target.checked)} />}
        label={t('orderHours.sameEveryDay')}
      />
      <TableContainer>
        <Table size="small" aria-label={caption}>
          <TableHead>
            <TableRow>
              <TableCell>{t('orderHours.day')}</TableCell>
              <TableCell>{t('orderHours.opens')}</TableCell>
              <TableCell>{t('orderHours.closes')}</TableCell>
              <TableCell>{t('orderHours.closedAllDay')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.day} data-testid={`hours-row-${everyDay ? 'all' : row.day}`}>
                <TableCell component="th" scope="row">
                  {dayName(row.day)}
                </TableCell>
                <TableCell>
                  <TimeSelect
                    label={t('orderHours.opensOn', { day: dayName(row.day) })}
                    value={{ time: row.open, nextDay: false }}
                    step={ORDER_HOURS_STEP_MINUTES}
                    disabled={disabled || row.closedAllDay}
                    error={row.closedAllDay ? undefined : issueText(row.day, 'open')}
                    onChange={(open) => onRow(row.day, { open: open.time })}
                  />
                </TableCell>
                <TableCell>
                  <TimeSelect
                    label={t('orderHours.closesOn', { day: dayName(row.day) })}
                    value={{ time: row.close, nextDay: row.nextDay && row.close !== END_OF_DAY }}
                    step={ORDER_HOURS_STEP_MINUTES}
                    withNextDay
                    withEndOfDay
                    disabled={disabled || row.closedAllDay}
                    error={row.closedAllDay ? undefined : issueText(row.day, 'close')}
                    onChange={(close) => onRow(row.day, { close: close.time, nextDay: close.nextDay })}
                  />
                </TableCell>
                <TableCell>
                  <Checkbox
                    checked={row.closedAllDay}
                    disabled={disabled}
                    onChange={(e) => onRow(row.day, { closedAllDay: e.target.checked })}
                    slotProps={{ input: { 'aria-label': t('orderHours.closedAllDayOn', { day: dayName(row.day) }) } }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}
