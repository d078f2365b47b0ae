// The records area's entry: the only file other areas import.
export {
  createRecordServices,
  registerRecordModules,
  type RecordModuleDeps,
  type RecordServices,
} from './records.module.js';
export type { ActivityService, Window } from './activity.service.js';
export type { RecordService } from './records.service.js';
export { resolveRange, startOfSiteDate } from './records-range.js';
