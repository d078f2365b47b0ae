import 'i18next';
import type { AppTranslation } from './index';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: AppTranslation };
    returnNull: false;
  }
}
