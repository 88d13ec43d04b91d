import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import quarterOfYear from 'dayjs/plugin/quarterOfYear.js';

// The one place that extends dayjs, so every date helper sees the same plugins.
dayjs.extend(customParseFormat);
dayjs.extend(quarterOfYear);

export { dayjs };
export type { Dayjs } from 'dayjs';
