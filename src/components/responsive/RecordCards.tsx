import type { ReactElement, ReactNode } from 'react';
import { ResourceContextProvider, SimpleList, useGetIdentity, useResourceContext, type RaRecord } from 'react-admin';
import { Box } from '@mui/material';
import type { AppIdentity } from '../../providers/authProvider';
import { StatusChip } from './StatusChip';
import { useIsPhone } from './useIsPhone';

/** What a card knows about the viewer: the Full Name rule (show_pii) applies to cards too. */
export interface CardContext {
  showPii: boolean;
}

/**
 * How one row reads as a card: the two or three fields that identify it, its status (a chip) and
 * where a tap leads (the same link as the table's row click; none when the table has none).
 */
export interface CardSpec<R extends RaRecord> {
  primary: (record: R, context: CardContext) => ReactNode;
  secondary?: (record: R, context: CardContext) => ReactNode;
  tertiary?: (record: R, context: CardContext) => ReactNode;
  /** A status (shown as it is) or a status with the catalogue key of its label. */
  status?: (record: R) => string | { status: string; label: string } | null | undefined;
  /** The page a tap opens, as a link (of `resource` when given, else the list's own resource). */
  link?: { type: 'show' | 'edit'; resource?: string };
}

const CardStatus = ({ value }: { value: ReturnType<NonNullable<CardSpec<RaRecord>['status']>> }) =>
  typeof value === 'object' && value ? <StatusChip status={value.status} label={value.label} /> : <StatusChip status={value} />;

/** The rows of the current list as cards (react-admin's SimpleList). */
export const RecordCards = <R extends RaRecord>({ card }: { card: CardSpec<R> }) => {
  const { identity } = useGetIdentity();
  const context: CardContext = { showPii: !!(identity as AppIdentity | undefined)?.show_pii };
  const { link, status } = card;
  const listResource = useResourceContext();
  return (
    <ResourceContextProvider value={link?.resource ?? listResource}>
    <SimpleList<R>
      primaryText={record => card.primary(record, context)}
      secondaryText={record => (
        <Box component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {card.secondary?.(record, context)}
          {card.tertiary ? (
            <Box component="span" sx={{ display: 'block' }}>
              {card.tertiary(record, context)}
            </Box>
          ) : null}
        </Box>
      )}
      tertiaryText={status ? record => <CardStatus value={status(record)} /> : undefined}
      rowClick={link?.type ?? false}
      sx={{ '& .MuiListItemText-primary': { overflowWrap: 'anywhere' } }}
    />
    </ResourceContextProvider>
  );
};

/**
 * A list's table above the `sm` breakpoint, its rows as cards below it (docs/screens/responsive.md).
 * The table is passed unchanged, so desktop sizes render exactly what they did.
 */
export const ResponsiveTable = <R extends RaRecord>({ card, children }: { card: CardSpec<R>; children: ReactElement }) =>
  useIsPhone() ? <RecordCards card={card} /> : children;
