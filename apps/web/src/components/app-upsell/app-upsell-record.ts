// This browser's app-upsell record (domain upsell/app-upsell.ts), kept in localStorage.
import { APP_UPSELL_KEY, parseAppUpsellRecord, type AppUpsellRecord } from '@corkboard/domain';
import { readLocal, writeLocal } from '../../saving/local-store';

export function readAppUpsellRecord(): AppUpsellRecord {
  return parseAppUpsellRecord(readLocal(APP_UPSELL_KEY));
}

export function writeAppUpsellRecord(record: AppUpsellRecord): void {
  writeLocal(APP_UPSELL_KEY, record);
}
