// The rebate area's entry: the only file other areas import.
export {
  createRebateServices,
  registerRebateModule,
  type RebateModuleDeps,
  type RebateServices,
} from './rebate.module.js';
export type { RebateService } from './rebate.service.js';
