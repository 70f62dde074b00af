import {
  Box,
  Card,
  CardContent,
  Link,
  List,
  ListItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useCreatePath, useTranslate } from 'react-admin';
import { ScrollArea } from '../../components/ScrollArea';
import { useIsPhone } from '../../components/responsive';
import { formatTimestamp } from '../../lib/datetime';
import { webhookCause } from '../../lib/webhookCause';
import type { CodeGroup, Delivery, DeliveryRow, EventCount } from './deliveries';

const key = (name: string) => `app.webhookDeliveries.${name}`;

/** Delivered / failed per event: a table, each number a cell a screen reader reads with its headers. */
export const EventCounts = ({ events }: { events: readonly EventCount[] }) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="deliveries-counts" sx={{ mb: 2 }}>
      <Typography id="deliveries-counts" component="h2" variant="subtitle1">
        {translate(key('counts_title'))}
      </Typography>
      <ScrollArea label={translate(key('counts_title'))}>
        <Table size="small" aria-labelledby="deliveries-counts">
          <TableHead>
            <TableRow>
              <TableCell>{translate(key('event'))}</TableCell>
              <TableCell align="right">{translate(key('delivered'))}</TableCell>
              <TableCell align="right">{translate(key('failed_count'))}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {events.map(row => (
              <TableRow key={row.event}>
                <TableCell component="th" scope="row">
                  {row.event}
                </TableCell>
                <TableCell align="right">{row.delivered}</TableCell>
                <TableCell align="right">{row.failed}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollArea>
    </Box>
  );
};

/** The failures grouped by response code, each with its plain cause (lib/webhookCause). */
export const CodeGroups = ({ groups }: { groups: readonly CodeGroup[] }) => {
  const translate = useTranslate();
  const phone = useIsPhone();
  const codeOf = (group: CodeGroup) => group.code ?? translate(key('code_none'));
  return (
    <Box component="section" aria-labelledby="deliveries-causes" sx={{ mb: 2 }}>
      <Typography id="deliveries-causes" component="h2" variant="subtitle1">
        {translate(key('causes_title'))}
      </Typography>
      {!groups.length ? (
        <Typography variant="body2">{translate(key('no_failures'))}</Typography>
      ) : phone ? (
        <List dense disablePadding aria-labelledby="deliveries-causes">
          {groups.map(group => (
            <ListItem key={group.code ?? 'none'} disableGutters>
              <Typography variant="body2">
                {translate(key('group_line'), {
                  code: codeOf(group),
                  cause: translate(group.cause.message, group.cause.args),
                  deliveries: group.deliveries,
                  applications: group.applications,
                })}
              </Typography>
            </ListItem>
          ))}
        </List>
      ) : (
        <ScrollArea label={translate(key('causes_title'))}>
          <Table size="small" aria-labelledby="deliveries-causes">
            <TableHead>
              <TableRow>
                <TableCell>{translate(key('code'))}</TableCell>
                <TableCell>{translate(key('cause_label'))}</TableCell>
                <TableCell align="right">{translate(key('deliveries'))}</TableCell>
                <TableCell align="right">{translate(key('applications'))}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {groups.map(group => (
                <TableRow key={group.code ?? 'none'}>
                  <TableCell component="th" scope="row">
                    {codeOf(group)}
                  </TableCell>
                  <TableCell>{translate(group.cause.message, group.cause.args)}</TableCell>
                  <TableCell align="right">{group.deliveries}</TableCell>
                  <TableCell align="right">{group.applications}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollArea>
      )}
    </Box>
  );
};

const useDeliveryText = () => {
  const translate = useTranslate();
  return (delivery: Delivery) => {
    const time = formatTimestamp(delivery.time);
    if (delivery.success) return translate(key('delivered_at'), { event: delivery.event, time });
    const cause = webhookCause(delivery.code);
    return translate(key('failed_at'), {
      event: delivery.event,
      time,
      code: delivery.code || translate(key('code_none')),
      cause: translate(cause.message, cause.args),
    });
  };
};

const ApplicationLink = ({ row }: { row: DeliveryRow }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  return (
    <Link component={RouterLink} to={createPath({ resource: 'applications', id: row.id, type: 'show' })}>
      {translate(key('open_application'), { id: row.id })}
    </Link>
  );
};

const labelOf = (row: DeliveryRow) =>
  [row.application.vendor_label, row.application.vendor_specific_id].filter(Boolean).join(' · ');

/**
 * The applications of the window, newest delivery first: a table, or cards on a phone
 * (docs/screens/responsive.md). Each names its application with a link to it.
 */
export const DeliveryRows = ({ rows }: { rows: readonly DeliveryRow[] }) => {
  const translate = useTranslate();
  const text = useDeliveryText();
  const phone = useIsPhone();
  const failing = (row: DeliveryRow) => row.failing.map(text).join('; ');
  if (phone)
    return (
      <List aria-label={translate(key('rows_title'))} disablePadding>
        {rows.map(row => (
          <ListItem key={row.id} disableGutters>
            <Card variant="outlined" sx={{ width: '100%' }} data-testid="delivery-card">
              <CardContent sx={{ '&:last-child': { pb: 2 } }}>
                <ApplicationLink row={row} />
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {labelOf(row)}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {row.failing.length ? failing(row) : text(row.latest)}
                </Typography>
              </CardContent>
            </Card>
          </ListItem>
        ))}
      </List>
    );
  return (
    <ScrollArea label={translate(key('rows_title'))}>
      <Table size="small" aria-label={translate(key('rows_title'))}>
        <TableHead>
          <TableRow>
            <TableCell>{translate(key('application'))}</TableCell>
            <TableCell>{translate(key('label'))}</TableCell>
            <TableCell>{translate(key('latest'))}</TableCell>
            <TableCell>{translate(key('failing'))}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(row => (
            <TableRow key={row.id}>
              <TableCell component="th" scope="row">
                <ApplicationLink row={row} />
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{labelOf(row)}</TableCell>
              <TableCell>{text(row.latest)}</TableCell>
              <TableCell>{failing(row)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollArea>
  );
};
