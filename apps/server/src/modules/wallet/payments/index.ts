// The payments area's entry (deposits, deposit methods, withdrawals, the sandbox gateway): the only
// file other areas import.
export {
  createPaymentServices,
  gatewayAdapters,
  registerPaymentModules,
  type PaymentDeps,
  type PaymentServices,
} from './payments.module.js';
