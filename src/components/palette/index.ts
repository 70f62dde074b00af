export { RECENT_LIMIT, recentStoreKey, useRecentRecords, withRecent, type RecentRecord } from './recent';
