/**
 * Runs the page's first date formatting away from the main thread (app/reader-time-zone.ts
 * explains why), then says so.
 */
import { DATE_TIME_OPTIONS } from '../lib/ui/format';

const format = new Intl.DateTimeFormat(undefined, DATE_TIME_OPTIONS);
format.format(new Date());
postMessage(Boolean(format.resolvedOptions().timeZone));
