import { memo, type MouseEvent } from 'react';
import { Box } from '@mui/material';
import { Link } from 'react-admin';

const stop = (event: MouseEvent) => event.stopPropagation();

/** The uuid, a link to the crawler log for staff and above only. */
export const UuidCell = memo(({ uuid, linked }: { uuid: string; linked: boolean }) =>
  linked ? (
    <Link to={`/crawler/${encodeURIComponent(uuid)}`} onClick={stop} sx={{ fontFamily: 'monospace' }}>
      {uuid}
    </Link>
  ) : (
    <Box component="span" sx={{ fontFamily: 'monospace' }}>
      {uuid}
    </Box>
  ),
);
UuidCell.displayName = 'UuidCell';
